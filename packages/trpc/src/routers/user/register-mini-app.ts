import { AppError } from "@booking/contracts";
import { recordSignUpConsents, registerMiniAppUser, signIn } from "@booking/core";
import { telegramProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { registerMiniAppInput, registerMiniAppResponse } from "./register-mini-app.types.ts";

export const registerMiniAppRoute = telegramProcedure
  .meta({
    errors: [
      "consentRequired",
      "EMAIL_TAKEN",
      "USER_EXISTS",
      "USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED",
      "emailRequired",
      "invalidEmail",
      "invalidPassword",
      "invalidPhone",
      "registrationFailed",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/user/register",
      tags: ["user"],
      summary: "Register from the Telegram mini app (identity from the init data)",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(registerMiniAppInput)
  .output(registerMiniAppResponse)
  .mutation(async ({ ctx, input }) => {
    // The tenant is the request's (X-Tenant); a differing one in the body is a confused client.
    if (input.tenantId && input.tenantId !== ctx.tenant.slug && input.tenantId !== ctx.tenant.id) {
      throw new AppError("VALIDATION_ERROR", "tenantId does not match the X-Tenant header");
    }
    const user = await registerMiniAppUser(ctx.platform, ctx.deps, ctx.telegram, input);
    await recordSignUpConsents(ctx, user.id, "MINI_APP", { marketingOptIn: input.marketingOptIn });
    return signIn(ctx, user);
  });
