// `/start link_<token>` on the platform bot: the account screen's one-time link proves that this
// Telegram user owns the web account (consumeTelegramLinkToken: one use, 15 minutes).
import { Composer, InlineKeyboard } from "grammy";
import { TELEGRAM_LINK_START_PREFIX } from "@booking/contracts";
import type { BotContext, BotDeps } from "../context.ts";
import { botTexts } from "../texts.ts";
import { startAppUrl } from "./start.ts";

export function linkAccountFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.chatType("private").command("start", async (ctx, next) => {
    if (!ctx.match.startsWith(TELEGRAM_LINK_START_PREFIX)) return next();
    const result = await deps.services.linkAccount(ctx.match, { id: ctx.from.id, username: ctx.from.username, chatId: ctx.chat.id });
    if (result.outcome !== "linked") {
      await ctx.reply(result.outcome === "taken" ? ctx.texts.linkTaken : ctx.texts.linkInvalid);
      return;
    }
    // From now on this chat speaks the account's language.
    const texts = botTexts(result.language);
    await ctx.reply(texts.linked, { reply_markup: new InlineKeyboard().webApp(texts.openApp, startAppUrl(deps)) });
  });
  return feature;
}
