import { toUserView, updateProfile } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { updateProfileInput, updateProfileResponse } from "./update-profile.types.ts";

export const updateProfileRoute = globalAccountProcedure
  .meta({
    errors: [
      "EMAIL_TAKEN",
      "RATE_LIMITED",
      "currentPasswordRequired",
      "emailRequired",
      "invalidCode",
      "invalidEmail",
      "invalidPassword",
      "invalidPhone",
      "passwordTooShort",
    ],
    openapi: {
      method: "PUT",
      path: "/user/profile",
      tags: ["account"],
      summary:
        "Edit first name and phone (a changed phone is unverified again). A changed email is not written: with the current password (or a fresh login code) of an account that has one, a code goes to the new address (pendingEmail), and POST /user/email/change/confirm makes the switch; a taken email is 409 EMAIL_TAKEN",
    },
  })
  .input(updateProfileInput)
  .output(updateProfileResponse)
  .mutation(async ({ ctx, input }) => {
    const { user, pendingEmail } = await updateProfile(ctx.platform, ctx.deps, ctx.user, input);
    return { ...toUserView(user, ctx.membership, ctx.tenant, ctx.deps.config), pendingEmail };
  });
