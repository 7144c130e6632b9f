// `npm run bot`: the platform bot and the "telegram-notify" worker in a process of their own, apart
// from the API, on the same configuration (start the API with TELEGRAM_POLLING=0 then). The embedded
// database belongs to the API process, so this one needs DATABASE_URL.
import { TelegramBots } from "@booking/bot";
import { loadEnv, toServerConfig } from "@booking/config";
import { ProcessRuntime, startTelegramWork } from "@booking/runtime";

const runtime = new ProcessRuntime();
await runtime.start(async () => {
  const env = loadEnv();
  if (!env.TELEGRAM_BOT_TOKEN || !env.DATABASE_URL) {
    runtime.log("npm run bot needs TELEGRAM_BOT_TOKEN and DATABASE_URL (with the embedded database, `npm start` runs the bot itself).");
    return runtime.shutdown("bot not started");
  }
  const config = toServerConfig(env);
  runtime.setShutdownDeadline(config.shutdownTimeoutMs);
  const log = {
    info: (details: object, message: string) => console.log(message, details),
    warn: (details: object, message: string) => console.warn(message, details),
    error: (details: object, message: string) => console.error(message, details),
  };
  const { db, dbs } = await runtime.openDatabase(config);
  const bots = new TelegramBots({ dbs, config, log });
  await startTelegramWork(runtime, { db, config, bots, log, poll: true });
});
