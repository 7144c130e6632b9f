import { Composer } from "grammy";
import type { BotContext } from "../context.ts";
import { BOT_TEXTS, languageOf } from "../texts.ts";

export function helpFeature() {
  const feature = new Composer<BotContext>();
  feature.command("help", (ctx) => ctx.reply(BOT_TEXTS[languageOf(ctx.from?.language_code)].help));
  return feature;
}
