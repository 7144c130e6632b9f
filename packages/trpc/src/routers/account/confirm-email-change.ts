import { confirmEmailChange, toUserView } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { userView } from "../user/user-view.types.ts";
import { emailCodeInput } from "./email-codes.types.ts";

export const confirmEmailChangeRoute = globalAccountProcedure
  .meta({
    errors: ["EMAIL_TAKEN", "invalidCode"],
    openapi: {
      method: "POST",
      path: "/user/email/change/confirm",
      tags: ["account"],
      summary:
        "The code sent to the new address of an email change: it becomes the account's (verified) email, and the old address is told",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(emailCodeInput)
  .output(userView)
  .mutation(async ({ ctx, input }) =>
    toUserView(await confirmEmailChange(ctx.platform, ctx.deps, ctx.user, input.code), ctx.membership, ctx.tenant, ctx.deps.config),
  );
