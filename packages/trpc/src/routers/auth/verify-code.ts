import { signIn, verifyLoginCode } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { verifyCodeInput, verifyCodeResponse } from "./verify-code.types.ts";

export const verifyCodeRoute = publicProcedure
  .meta({
    errors: ["codeRequired", "emailRequired", "invalidCode", "invalidEmail"],
    openapi: { method: "POST", path: "/auth/verify-code", tags: ["auth"], summary: "Log in with the code sent to Telegram" },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(verifyCodeInput)
  .output(verifyCodeResponse)
  .mutation(async ({ ctx, input }) => signIn(ctx, await verifyLoginCode(ctx.platform, ctx.deps, input)));
