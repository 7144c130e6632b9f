// Calendar rules of the booking screen (spec §2, §9): days before today are disabled, the window
// ends 60 days from today, days with free starts are "available" (green) and the rest of the
// window "unavailable" (light red); weeks start on Monday in Russian and on Sunday in English.
// Dates are the tenant's calendar dates as "yyyy-MM-dd" strings, so no time zone can shift them;
// today and the window are the server's own rules (@booking/contracts civil-date).
import { addDays, bookingWindowFrom, todayInZone } from "@booking/contracts/civil-date";

export { addDays };

export type WeekStart = 0 | 1;
export type DayState = "past" | "available" | "unavailable" | "outside";

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export interface BookingWindow {
  today: string;
  lastDay: string;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today's date in a time zone (the tenant's; the browser's when unknown or invalid). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return todayInZone(now, timeZone ?? browserZone());
  } catch {
    return todayInZone(now, browserZone());
  }
}

export function bookingWindow(today: string): BookingWindow {
  const { from, to } = bookingWindowFrom(today);
  return { today: from, lastDay: to };
}

export function dayState(date: string, window: BookingWindow, availableDates: ReadonlySet<string>): DayState {
  if (date < window.today) return "past";
  if (date > window.lastDay) return "outside";
  return availableDates.has(date) ? "available" : "unavailable";
}

/** Past days and days beyond the window cannot be picked. */
export function isSelectable(state: DayState): boolean {
  return state === "available" || state === "unavailable";
}

/** The translations carry the week start per language (booking.calendar.weekStartsOn: "1" or "0"). */
export function parseWeekStart(value: string): WeekStart {
  return value.trim() === "1" ? 1 : 0;
}

export function monthOf(date: string): YearMonth {
  const [year = 1970, month = 1] = date.split("-").map(Number);
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The months the window touches: navigation never leaves them. */
export function monthRange(window: BookingWindow): { first: YearMonth; last: YearMonth } {
  return { first: monthOf(window.today), last: monthOf(window.lastDay) };
}

/**
 * The month as six weeks of 7 cells (every month the same height), starting on `weekStartsOn`;
 * cells outside the month are null.
 */
export function monthGrid({ year, month }: YearMonth, weekStartsOn: WeekStart): Array<Array<string | null>> {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (firstWeekday - weekStartsOn + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(toIsoDate(year, month, day));
  while (cells.length < 42) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The month to show: the wanted one, kept inside the months the window touches. */
export function clampMonth(month: YearMonth, window: BookingWindow): YearMonth {
  const { first, last } = monthRange(window);
  return compareMonths(month, first) < 0 ? first : compareMonths(month, last) > 0 ? last : month;
}
