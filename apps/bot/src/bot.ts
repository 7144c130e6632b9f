// createBot(): the platform bot, features as Composers, one error boundary.
import { Bot, type BotConfig } from "grammy";
import type { BotContext, BotDeps } from "./context.ts";
import { startFeature } from "./features/start.ts";
import { helpFeature } from "./features/help.ts";
import { BOT_TEXTS, languageOf } from "./texts.ts";

export interface CreateBotOptions extends BotDeps {
  token: string;
  apiRoot?: string;
  botInfo?: BotConfig<BotContext>["botInfo"];
  onError?: (error: unknown) => void;
}

export function createBot(options: CreateBotOptions): Bot<BotContext> {
  const bot = new Bot<BotContext>(options.token, {
    botInfo: options.botInfo,
    client: options.apiRoot ? { apiRoot: options.apiRoot } : undefined,
  });
  bot.use(startFeature(options));
  bot.use(helpFeature());
  // Error boundary: one failing update never stops the bot; the user hears something went wrong.
  bot.catch(async (err) => {
    options.onError?.(err.error);
    await err.ctx.reply(BOT_TEXTS[languageOf(err.ctx.from?.language_code)].somethingWrong).catch(() => undefined);
  });
  return bot;
}
