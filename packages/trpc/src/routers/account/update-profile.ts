import { toUserView, updateProfile } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { updateProfileInput, updateProfileResponse } from "./update-profile.types.ts";

export const updateProfileRoute = globalAccountProcedure
  .meta({
    errors: ["EMAIL_TAKEN", "currentPasswordRequired", "emailRequired", "invalidEmail", "invalidPassword", "invalidPhone", "passwordTooShort"],
    openapi: {
      method: "PUT", path: "/user/profile", tags: ["account"],
      summary: "Edit first name, phone and email (a changed email needs currentPassword when the account has one, and is unverified again, as is a changed phone; a taken email is 409 EMAIL_TAKEN)",
    },
  })
  .input(updateProfileInput)
  .output(updateProfileResponse)
  .mutation(async ({ ctx, input }) => toUserView(await updateProfile(ctx.platform, ctx.user, input), ctx.membership, ctx.tenant, ctx.deps.config));
