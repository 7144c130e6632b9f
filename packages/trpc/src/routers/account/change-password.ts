import { changePassword } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { changePasswordInput, changePasswordResponse } from "./change-password.types.ts";

export const changePasswordRoute = globalAccountProcedure
  .meta({
    errors: ["PASSWORD_CHANGE_NOT_ALLOWED", "invalidPassword", "passwordMismatch", "passwordRequired", "passwordTooShort"],
    openapi: {
      method: "POST",
      path: "/user/profile/change-password",
      tags: ["account"],
      summary: "Change the password (WEB and HYBRID accounts); every other session of the user ends",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(changePasswordInput)
  .output(changePasswordResponse)
  .mutation(async ({ ctx, input }) => {
    await changePassword(ctx.platform, ctx.deps, ctx.user, ctx.session, input);
    return { success: true as const };
  });
