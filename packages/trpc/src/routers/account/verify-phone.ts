import { toUserView, verifyPhoneFromMiniApp } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { userView } from "../user/user-view.types.ts";
import { verifyPhoneInput } from "./verify-phone.types.ts";

export const verifyPhoneRoute = globalAccountProcedure
  .meta({
    errors: ["PHONE_NOT_OWN", "TELEGRAM_INIT_DATA_EXPIRED", "TELEGRAM_INIT_DATA_INVALID", "invalidPhone", "TELEGRAM_BOT_NOT_CONFIGURED"],
    openapi: {
      method: "POST",
      path: "/user/phone/telegram-contact",
      tags: ["account"],
      summary:
        "Verify the phone with the contact the mini app's requestContact returned (signed by the bot, the caller's own linked Telegram account): it becomes the account's phone, verified",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(verifyPhoneInput)
  .output(userView)
  .mutation(async ({ ctx, input }) =>
    toUserView(
      await verifyPhoneFromMiniApp(ctx.platform, ctx.scoped, ctx.deps, ctx.user, input.contact),
      ctx.membership,
      ctx.tenant,
      ctx.deps.config,
    ),
  );
