export { createBot, type CreateBotOptions } from "./bot.ts";
