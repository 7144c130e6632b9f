// The reader's language for every later handler (the account's, else the Telegram client's), and
// /language: RU/EN buttons that store the choice on the account, when there is one.
import { Composer, InlineKeyboard } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";
import { botTexts, languageOf, type BotLanguage } from "../texts.ts";

const CHOICES: ReadonlyArray<[BotLanguage, string]> = [
  ["ru", "Русский"],
  ["en", "English"],
];

function speak(ctx: BotContext, lang: BotLanguage): void {
  ctx.lang = lang;
  ctx.texts = botTexts(lang);
}

export function languageFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.use(async (ctx, next) => {
    const fromAccount = ctx.from ? await deps.services.accountLanguage(ctx.from.id) : null;
    speak(ctx, fromAccount ?? languageOf(ctx.from?.language_code));
    await next();
  });

  const privateChats = feature.chatType("private");
  privateChats.command("language", (ctx) => {
    const keyboard = new InlineKeyboard();
    for (const [lang, label] of CHOICES) keyboard.text(label, `lang:${lang}`);
    return ctx.reply(ctx.texts.chooseLanguage, { reply_markup: keyboard });
  });
  privateChats.callbackQuery(/^lang:(ru|en)$/, async (ctx) => {
    const lang = ctx.match[1] as BotLanguage;
    // Without an account there is nowhere to keep it; this answer is still in the chosen language.
    await deps.services.setAccountLanguage(ctx.from.id, lang);
    speak(ctx, lang);
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.texts.languageSet);
  });
  return feature;
}
