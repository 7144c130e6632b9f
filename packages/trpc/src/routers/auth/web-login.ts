import { loginWithPassword, signIn } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { webLoginInput, webLoginResponse } from "./web-login.types.ts";

export const webLoginRoute = publicProcedure
  .meta({
    errors: ["emailRequired", "invalidEmail", "invalidPassword", "passwordRequired"],
    openapi: { method: "POST", path: "/auth/web-login", tags: ["auth"], summary: "Log in with email and password" },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(webLoginInput)
  .output(webLoginResponse)
  .mutation(async ({ ctx, input }) => signIn(ctx, await loginWithPassword(ctx.platform, ctx.deps, input.email, input.password)));
