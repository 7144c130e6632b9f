import { listApiKeys } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { listApiKeysResponse } from "./api-key.types.ts";

export const listApiKeysRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/api-keys",
      tags: ["api-keys"],
      summary: "The page's live API keys: name, scopes, prefix, last use, creator (never the key)",
    },
  })
  .output(listApiKeysResponse)
  .query(({ ctx }) => listApiKeys(ctx.scoped));
