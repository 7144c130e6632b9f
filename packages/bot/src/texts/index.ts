// Bot texts in both interface languages. The account's language wins; without an account, the
// Telegram client's (ru unless it is English, as the app defaults to Russian).
import type { Language } from "@booking/contracts";
import { en, type BookingFacts, type BotTexts } from "./en.ts";
import { ru } from "./ru.ts";

export type { BookingFacts, BotTexts };
export type BotLanguage = Language;

export const BOT_TEXTS: Record<BotLanguage, BotTexts> = { ru, en };

export function languageOf(code: string | undefined): BotLanguage {
  return code?.startsWith("en") ? "en" : "ru";
}
