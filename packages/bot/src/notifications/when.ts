// "Sun, November 7, 09:00–09:30 (America/New_York)": an appointment in the tenant's zone, the
// weekday and month in the reader's language. Times come from the booking engine's own conversion.
import { toLocalSlotTimes } from "@booking/core";
import type { BotLanguage } from "../texts.ts";

const LOCALES: Record<BotLanguage, string> = { ru: "ru-RU", en: "en-US" };
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: BotLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone, weekday: "short", day: "numeric", month: "long" });
    dayFormats.set(key, format);
  }
  return format;
}

export function appointmentWhen(language: BotLanguage, startsAt: Date, endsAt: Date, timeZone: string): string {
  const { startTime, endTime } = toLocalSlotTimes(startsAt, endsAt, timeZone);
  return `${dayFormat(language, timeZone).format(startsAt)}, ${startTime}–${endTime} (${timeZone})`;
}
