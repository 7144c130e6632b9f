import { checkUser } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { checkUserInput, checkUserResponse } from "./check-user.types.ts";

export const checkUserRoute = publicProcedure
  .meta({
    errors: ["emailRequired", "invalidEmail"],
    openapi: {
      method: "POST",
      path: "/auth/check-user",
      tags: ["auth"],
      summary: "Login email step: does the account exist, and how can it log in",
    },
    rateLimit: RATE_LIMITS.lookups,
  })
  .input(checkUserInput)
  .output(checkUserResponse)
  .mutation(({ ctx, input }) => checkUser(ctx.platform, input.email));
