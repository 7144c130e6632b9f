import { requestEmailVerification } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { emailCodeSentResponse } from "./email-codes.types.ts";

export const requestEmailVerificationRoute = globalAccountProcedure
  .meta({
    errors: ["EMAIL_ALREADY_VERIFIED", "EMAIL_UNDELIVERABLE", "RATE_LIMITED", "emailRequired"],
    openapi: {
      method: "POST",
      path: "/user/email/verification",
      tags: ["account"],
      summary: "Mail a 6-digit code (and a link carrying it) to the caller's unverified email; one a minute, 5 an hour",
    },
    rateLimit: RATE_LIMITS.codeRequests,
  })
  .output(emailCodeSentResponse)
  .mutation(async ({ ctx }) => {
    const sent = await requestEmailVerification(ctx.platform, ctx.deps, ctx.user);
    return { email: sent.email, expiresAt: sent.expiresAt.toISOString() };
  });
