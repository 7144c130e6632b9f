import { Composer, InlineKeyboard } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { BOT_TEXTS, languageOf } from "../texts.ts";

/** /start: a greeting in the user's language and a button that opens the mini app. */
export function startFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.command("start", async (ctx) => {
    const texts = BOT_TEXTS[languageOf(ctx.from?.language_code)];
    await ctx.reply(texts.welcome(ctx.from?.first_name ?? ""), {
      reply_markup: new InlineKeyboard().webApp(texts.openApp, deps.miniAppUrl),
    });
  });
  return feature;
}
