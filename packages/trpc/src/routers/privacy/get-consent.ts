import { consentState } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { consentStateResponse } from "./consent.types.ts";

export const getConsentRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/consent",
      tags: ["privacy"],
      summary:
        "The caller's consent to this business's privacy policy (issue 30): the current policy version and, when logged in, whether they agreed and opted in to marketing",
    },
  })
  .output(consentStateResponse)
  .query(({ ctx }) => consentState(ctx.scoped, ctx.tenant, ctx.user?.id ?? null));
