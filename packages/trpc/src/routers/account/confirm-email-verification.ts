import { confirmEmailVerification, toUserView } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { userView } from "../user/user-view.types.ts";
import { emailCodeInput } from "./email-codes.types.ts";

export const confirmEmailVerificationRoute = globalAccountProcedure
  .meta({
    errors: ["invalidCode"],
    openapi: {
      method: "POST",
      path: "/user/email/verification/confirm",
      tags: ["account"],
      summary: "The code from the verification email: the email is verified (5 guesses per code)",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(emailCodeInput)
  .output(userView)
  .mutation(async ({ ctx, input }) =>
    toUserView(await confirmEmailVerification(ctx.platform, ctx.deps, ctx.user, input.code), ctx.membership, ctx.tenant, ctx.deps.config),
  );
