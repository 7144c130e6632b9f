import { removeTenantLogo } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { logoResponse } from "./business.types.ts";

export const removeLogoRoute = ownerProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/account/business/logo",
      tags: ["account"],
      summary: "Remove the logo; the storefront shows the business name alone",
    },
  })
  .output(logoResponse)
  .mutation(async ({ ctx }) => {
    await removeTenantLogo(ctx.scoped, ctx.tenant.id);
    return { logoUrl: null };
  });
