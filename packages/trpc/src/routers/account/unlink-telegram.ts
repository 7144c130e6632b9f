import { toUserView, unlinkTelegram } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { userView } from "../user/user-view.types.ts";
import { unlinkTelegramInput } from "./unlink-telegram.types.ts";

export const unlinkTelegramRoute = globalAccountProcedure
  .meta({
    errors: ["TELEGRAM_UNLINK_NOT_ALLOWED", "currentPasswordRequired", "invalidCode", "invalidPassword"],
    openapi: {
      method: "POST",
      path: "/user/telegram/unlink",
      tags: ["account"],
      summary:
        "Unlink Telegram with the current password or a fresh login code; only an account with a password can (409 TELEGRAM_UNLINK_NOT_ALLOWED)",
    },
    rateLimit: RATE_LIMITS.credentialAttempts,
  })
  .input(unlinkTelegramInput)
  .output(userView)
  .mutation(async ({ ctx, input }) =>
    toUserView(await unlinkTelegram(ctx.platform, ctx.deps, ctx.user, input), ctx.membership, ctx.tenant, ctx.deps.config),
  );
