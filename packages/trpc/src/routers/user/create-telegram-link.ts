import { AppError } from "@booking/contracts";
import { createTelegramLink } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { createTelegramLinkResponse } from "./create-telegram-link.types.ts";

export const createTelegramLinkRoute = globalAccountProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/user/telegram-link",
      tags: ["user"],
      summary: "A one-time t.me link that links Telegram to this account",
    },
    rateLimit: RATE_LIMITS.lookups,
    errors: ["TELEGRAM_BOT_NOT_CONFIGURED"],
  })
  .output(createTelegramLinkResponse)
  .mutation(async ({ ctx }) => {
    // Linking moves the account's Telegram login to whoever opens the link, so it needs a session
    // won with a password or a code, not init data alone (a tenant bot's signature is forgeable
    // by that tenant's owner).
    if (!ctx.session) throw new AppError("UNAUTHORIZED", "Log in with your email to link Telegram");
    const { url, expiresAt } = await createTelegramLink(ctx.platform, ctx.deps, ctx.user.id);
    return { url, expiresAt: expiresAt.toISOString() };
  });
