import { setBrandColor } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { brandingResponse, setBrandingInput } from "./set-branding.types.ts";

export const setBrandingRoute = ownerProcedure
  .meta({
    errors: ["PLAN_WHITE_LABEL_NOT_ALLOWED"],
    openapi: {
      method: "PUT",
      path: "/account/branding",
      tags: ["account"],
      summary: "White label (ENTERPRISE): the storefront's primary colour on the web",
    },
  })
  .input(setBrandingInput)
  .output(brandingResponse)
  .mutation(({ ctx, input }) => setBrandColor(ctx.platform, ctx.tenant, input.primaryColor, new Date()));
