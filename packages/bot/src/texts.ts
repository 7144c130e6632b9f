// The bot speaks from the one text catalogue (@booking/i18n, namespace "bot"). The account's language
// wins; without an account, the Telegram client's (ru unless it is English, as the app defaults to Russian).
import type { Language } from "@booking/contracts";
import { textsOf, type BotTexts } from "@booking/i18n";

export type { BookingFacts, BotTexts } from "@booking/i18n";
export type BotLanguage = Language;

export function botTexts(language: BotLanguage): BotTexts {
  return textsOf(language, "bot");
}

export function languageOf(code: string | undefined): BotLanguage {
  return code?.startsWith("en") ? "en" : "ru";
}
