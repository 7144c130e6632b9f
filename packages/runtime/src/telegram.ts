// The Telegram side of a process, the same in the API and in `npm run bot`: the "telegram-notify"
// worker (a worker of its own: waiting for a chat's turn under the flood limits must not hold up
// billing work) and the platform bot's updates, both stopped at shutdown.
import { databases, type AppConfig, type Logger } from "@booking/core";
import type { Db } from "@booking/db";
import { startPlatformUpdates, telegramJobHandlers, type PlatformUpdates, type TelegramBots } from "@booking/bot";
import { TELEGRAM_RATE_LIMITS } from "@booking/telegram";
import type { ProcessRuntime } from "./process.ts";

/**
 * Jobs the Telegram worker runs at once: twice what the rate limiter lets out per second, so
 * while up to 30 messages wait on Telegram the next ones do their database work and queue at the
 * limiter (which keeps 30/s per bot and 1/s per chat). The benchmark drains 1,000 chats with it.
 */
export const TELEGRAM_WORKER = {
  concurrency: 2 * TELEGRAM_RATE_LIMITS.messagesPerWindow,
  batchSize: 2 * TELEGRAM_RATE_LIMITS.messagesPerWindow,
};

export interface TelegramWork {
  db: Db;
  config: AppConfig & { telegramWebhookSecret?: string };
  bots: TelegramBots;
  log: Logger;
  /** Whether this process long-polls the platform bot when no webhook secret is configured. */
  poll: boolean;
}

export async function startTelegramWork(runtime: ProcessRuntime, { db, config, bots, log, poll }: TelegramWork): Promise<void> {
  // A restored copy beside the original must not take the platform bot's updates (or its webhook) either.
  if (runtime.jobsHeld) return;
  // Registered first, so it runs last: the worker and the updates stop sending before.
  runtime.onShutdown(() => bots.close());
  runtime.startWorker(db, telegramJobHandlers({ dbs: databases(db), config, bots, log }), log, TELEGRAM_WORKER);
  const updates: PlatformUpdates | null = config.telegramWebhookSecret
    ? { mode: "webhook", secret: config.telegramWebhookSecret }
    : poll
      ? { mode: "polling" }
      : null;
  const receiving = updates && (await startPlatformUpdates(bots, config.publicUrl, updates, log));
  if (receiving) runtime.onShutdown(() => receiving.stop());
}
