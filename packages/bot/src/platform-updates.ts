// How the platform bot receives updates: a webhook in production (Telegram posts to
// /api/telegram/webhook/platform with the secret), long polling in development. Either way its
// menu button and commands are set first. Tenants' bots always use webhooks (set up by the account
// screen, per-bot secret).
import { tenantBotWebhookUrl } from "@booking/core";
import { configureBotChat } from "./menu.ts";
import type { Logger } from "@booking/core";
import { errorSummary, PLATFORM_BOT_ID, type TelegramBots } from "./registry.ts";

export type PlatformUpdates = { mode: "webhook"; secret: string } | { mode: "polling" };

const ALLOWED_UPDATES = ["message", "callback_query"] as const;

/** Returns how to stop receiving (graceful shutdown), or null without a platform bot. */
export async function startPlatformUpdates(
  bots: TelegramBots,
  publicUrl: string,
  updates: PlatformUpdates,
  log: Logger,
): Promise<{ stop(): Promise<void> } | null> {
  const bot = bots.platform;
  if (!bot) return null;
  await configureBotChat(bot.api, bots.platformAppUrl).catch((error: unknown) =>
    log.warn({ err: errorSummary(error) }, "platform bot menu not set"),
  );
  if (updates.mode === "webhook") {
    // The same path scheme as tenants' bots, with "platform" for the id. Not fatal: Telegram keeps
    // a webhook set by an earlier start, and the API has more to do than the bot.
    const url = tenantBotWebhookUrl(publicUrl, PLATFORM_BOT_ID);
    await bot.api.setWebhook(url, { secret_token: updates.secret, allowed_updates: [...ALLOWED_UPDATES] }).then(
      () => log.info({ url }, "platform bot: webhook set"),
      (error: unknown) => log.error({ url, err: errorSummary(error) }, "platform bot: webhook not set"),
    );
    return { stop: async () => undefined };
  }
  // bot.start() deletes any webhook, then polls until bot.stop().
  const polling = bot
    .start({
      allowed_updates: [...ALLOWED_UPDATES],
      onStart: (me) => log.info({ bot: me.username }, "platform bot: long polling"),
    })
    .catch((error: unknown) => log.error({ err: errorSummary(error) }, "platform bot polling stopped"));
  return {
    async stop() {
      await bot.stop();
      await polling;
    },
  };
}
