import { requestLoginCode } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { requestCodeInput, requestCodeResponse } from "./request-code.types.ts";

export const requestCodeRoute = publicProcedure
  .meta({
    errors: [
      "accountNotConfigured",
      "emailRequired",
      "failedToSend",
      "invalidEmail",
      "telegramNotLinked",
      "userNotFound",
      "TELEGRAM_BOT_NOT_CONFIGURED",
    ],
    openapi: { method: "POST", path: "/auth/request-code", tags: ["auth"], summary: "Send a 6-digit login code to the account's Telegram" },
    rateLimit: RATE_LIMITS.codeRequests,
  })
  .input(requestCodeInput)
  .output(requestCodeResponse)
  .mutation(async ({ ctx, input }) => {
    const { sessionId, expiresAt } = await requestLoginCode(
      ctx.platform,
      ctx.deps,
      { email: input.email, ip: ctx.ip },
      new Date(),
      ctx.sendPlatformMessage,
    );
    return { sessionId, expiresAt: expiresAt.toISOString() };
  });
