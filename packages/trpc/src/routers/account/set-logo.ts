import { setTenantLogo } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { logoResponse, setLogoInput } from "./business.types.ts";

export const setLogoRoute = ownerProcedure
  .meta({
    errors: ["LOGO_TYPE_NOT_SUPPORTED", "LOGO_TOO_LARGE"],
    openapi: {
      method: "PUT",
      path: "/account/business/logo",
      tags: ["account"],
      summary:
        "Upload the logo (base64 PNG, JPEG or WebP, at most 150 KB; the type is read from the bytes). Answers its new URL, served with a year of caching.",
    },
  })
  .input(setLogoInput)
  .output(logoResponse)
  .mutation(({ ctx, input }) => setTenantLogo(ctx.scoped, ctx.tenant.id, Buffer.from(input.image, "base64")));
