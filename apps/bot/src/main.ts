// `npm run bot`: the platform bot and the "telegram-notify" worker in a process of their own, apart
// from the API, on the same configuration (start the API with TELEGRAM_POLLING=0 then). The embedded
// database belongs to the API process, so this one needs DATABASE_URL.
import { TelegramBots } from "@booking/bot";
import { loadEnv, toServerConfig } from "@booking/config";
import { redactSecrets } from "@booking/observability";
import { ProcessRuntime, startTelegramWork } from "@booking/runtime";

/** Errors as their message and stack (JSON.stringify drops them otherwise). */
function serializable(details: object): object {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value instanceof Error ? { message: value.message, stack: value.stack } : value]),
  );
}

const runtime = new ProcessRuntime();
await runtime.start(async () => {
  const env = loadEnv();
  if (!env.TELEGRAM_BOT_TOKEN || !env.DATABASE_URL) {
    runtime.log("npm run bot needs TELEGRAM_BOT_TOKEN and DATABASE_URL (with the embedded database, `npm start` runs the bot itself).");
    return runtime.shutdown("bot not started");
  }
  const config = toServerConfig(env);
  runtime.setShutdownDeadline(config.shutdownTimeoutMs);
  // One JSON line each, through the same redaction as the API's log (no token or signature in a URL reaches it).
  const line = (level: string, details: object, message: string) =>
    redactSecrets(JSON.stringify({ level, time: Date.now(), msg: message, ...serializable(details) }));
  const log = {
    info: (details: object, message: string) => console.log(line("info", details, message)),
    warn: (details: object, message: string) => console.warn(line("warn", details, message)),
    error: (details: object, message: string) => console.error(line("error", details, message)),
  };
  const { db, dbs } = await runtime.openDatabase(config);
  const bots = new TelegramBots({ dbs, config, log });
  await startTelegramWork(runtime, { db, config, bots, log, poll: true });
});
