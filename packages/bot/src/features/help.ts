import { Composer } from "grammy";
import type { BotContext } from "../context.ts";

export function helpFeature() {
  const feature = new Composer<BotContext>();
  feature.chatType("private").command("help", (ctx) => ctx.reply(ctx.texts.help));
  return feature;
}
