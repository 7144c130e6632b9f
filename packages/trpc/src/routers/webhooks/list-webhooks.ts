import { listWebhooks } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { listWebhooksResponse } from "./webhook.types.ts";

export const listWebhooksRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/webhooks",
      tags: ["webhooks"],
      summary: "The page's webhook endpoints (never their secrets)",
    },
  })
  .output(listWebhooksResponse)
  .query(({ ctx }) => listWebhooks(ctx.scoped));
