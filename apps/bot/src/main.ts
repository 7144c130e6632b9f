// `npm run bot`: long polling for development. Without a token there is nothing to run.
import { createBot } from "./bot.ts";
import { loadBotEnv } from "./env.ts";

const env = loadBotEnv();
if (!env.TELEGRAM_BOT_TOKEN) {
  console.log("TELEGRAM_BOT_TOKEN is not set: the bot is not started.");
  process.exit(0);
}
const bot = createBot({
  token: env.TELEGRAM_BOT_TOKEN,
  apiRoot: env.TELEGRAM_API_ROOT,
  miniAppUrl: `${env.PUBLIC_URL.replace(/\/$/, "")}/webapp/default`,
  onError: (error) => console.error("bot update failed", error),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void bot.stop());
await bot.start({ onStart: (info) => console.log(`bot @${info.username} polling`) });
