import { tenantBranding } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { brandingResponse } from "./set-branding.types.ts";

export const getBrandingRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/branding",
      tags: ["account"],
      summary: "The page's branding: powered-by mark (FREE), white label and its colour (ENTERPRISE)",
    },
  })
  .output(brandingResponse)
  .query(({ ctx }) => tenantBranding(ctx.tenant));
