// `npm run bot`: long polling of the platform bot plus the "telegram-notify" worker, apart from the
// API (start the API with TELEGRAM_POLLING=0 then). Graceful shutdown on SIGINT/SIGTERM: polling
// stops, the job in progress finishes, the database disconnects.
import { createDb } from "@booking/db";
import { JobWorker, type AppConfig } from "@booking/core";
import { loadBotEnv } from "./env.ts";
import { telegramJobHandlers } from "./notifications/handlers.ts";
import { startPlatformUpdates } from "./platform-updates.ts";
import { TelegramBots, type BotLog } from "./registry.ts";

const env = loadBotEnv();
if (!env.TELEGRAM_BOT_TOKEN) {
  console.log("TELEGRAM_BOT_TOKEN is not set: the bot is not started.");
  process.exit(0);
}
if (!env.DATABASE_URL || !env.APP_SECRET) {
  console.log("npm run bot needs DATABASE_URL and APP_SECRET. With the embedded database, `npm start` runs the bot itself.");
  process.exit(0);
}

const log: BotLog = {
  info: (details, message) => console.log(message, details),
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
const config: AppConfig = {
  appSecret: env.APP_SECRET,
  publicUrl: env.PUBLIC_URL.replace(/\/+$/, ""),
  telegramBotToken: env.TELEGRAM_BOT_TOKEN,
  telegramBotUsername: env.TELEGRAM_BOT_USERNAME,
  telegramApiRoot: env.TELEGRAM_API_ROOT,
  initDataMaxAgeSeconds: 86_400,
  isProduction: false,
};
const db = createDb(env.DATABASE_URL);
const bots = new TelegramBots({ db, config, log });
const worker = new JobWorker({
  db,
  handlers: telegramJobHandlers({ db, config, bots, log }),
  onError: (error, job) => log.error({ err: String(error), queue: job?.queue, jobId: job?.id }, "job failed"),
});
worker.start();
const updates = await startPlatformUpdates(bots, config.publicUrl, { mode: "polling" }, log);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await updates?.stop();
    await worker.stop();
    await db.$disconnect();
    process.exit(0);
  });
}
