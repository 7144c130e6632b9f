// Display formats in the interface language (Intl): prices in the tenant's currency (plans in
// dollars, spec §9), calendar dates,
// instants and clock times. Calendar dates and clock times from the API are the tenant's local
// values ("2026-11-22", "09:30"); they are formatted in UTC so the viewer's zone never shifts them.

import { formatPrice } from "@booking/i18n/storefront-view";

/** An amount in `currency` (the tenant's, or the booking's): the one rule the server's painted page uses too. */
export const formatMoney = formatPrice;

/** Plan prices: the catalogue is in dollars (spec §9). "$9.99" / "9,99 $". */
export function formatUsd(amount: number, language: string): string {
  return formatMoney(amount, "USD", language);
}

/** A calendar date "yyyy-MM-dd" as a UTC midnight, the neutral carrier for formatting it. */
function calendarDateAsUtc(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "22 нояб. 2026 г." / "Nov 22, 2026" (or another style) for a calendar date. */
export function formatCalendarDate(date: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(calendarDateAsUtc(date));
}

/** An ISO instant (createdAt, publishedAt) as a date in the viewer's own zone; `withTime` adds the clock. */
export function formatInstantDate(instant: string, language: string, withTime = false): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(language, withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" }).format(date);
}

/** "14:30" → "14:30" (ru) / "2:30 PM" (en). "24:00" (end of day) reads as midnight. */
export function formatClock(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const instant = new Date(Date.UTC(1970, 0, 1, hours % 24, minutes));
  return new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: "UTC" }).format(instant);
}

/** "09:00–10:00" in the interface language. */
export function formatClockRange(start: string, end: string, language: string): string {
  return `${formatClock(start, language)}–${formatClock(end, language)}`;
}

/** "ноябрь 2026 г." / "November 2026" for the calendar header; `month` is 1-12. */
export function formatMonthTitle(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Short weekday names starting from `weekStartsOn` (0 = Sunday, 1 = Monday). */
export function weekdayNames(language: string, weekStartsOn: number): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  // 1970-01-04 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(1970, 0, 4 + ((weekStartsOn + index) % 7)))));
}
