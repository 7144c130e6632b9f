// "Sun, November 7, 09:00–09:30 (America/New_York)": an appointment in the tenant's zone, the
// weekday and month in the reader's language (Telegram messages and emails alike).
import type { Language } from "@booking/contracts";
import { toLocalSlotTimes } from "../booking/local-time.ts";

const LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-US" };
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone, weekday: "short", day: "numeric", month: "long" });
    dayFormats.set(key, format);
  }
  return format;
}

/** "Sun, November 7, 09:00 (America/New_York)": one instant in the tenant's zone (a deadline). */
export function momentWhen(language: Language, instant: Date, timeZone: string): string {
  const { startTime } = toLocalSlotTimes(instant, instant, timeZone);
  return `${dayFormat(language, timeZone).format(instant)}, ${startTime} (${timeZone})`;
}

export function appointmentWhen(language: Language, startsAt: Date, endsAt: Date, timeZone: string): string {
  const { startTime, endTime } = toLocalSlotTimes(startsAt, endsAt, timeZone);
  return `${dayFormat(language, timeZone).format(startsAt)}, ${startTime}–${endTime} (${timeZone})`;
}
