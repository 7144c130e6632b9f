// Spec §2 Availability tab, create mode, and §5: which days the administrator can pick and what the
// quick picks and the date range select. Days before today are disabled (the start minimum is
// today) and nothing lies beyond the 60-day booking window, as on the server (DATE_IN_PAST,
// DATE_RANGE_TOO_LONG). Dates are the tenant's calendar dates, "yyyy-MM-dd".
import { addDays, bookingWindow, monthOf, toIsoDate, type BookingWindow } from "../../booking/calendar.ts";

export type SelectionWindow = BookingWindow;

/** The same window as the customer's calendar (spec §9). */
export const selectionWindow = bookingWindow;

export function isPastDay(date: string, window: SelectionWindow): boolean {
  return date < window.today;
}

export function isSelectableDay(date: string, window: SelectionWindow): boolean {
  return date >= window.today && date <= window.lastDay;
}

/** Every date from `start` to `end`, both included (empty when end is before start). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

function lastDayOfMonth(date: string): string {
  const { year, month } = monthOf(date);
  return toIsoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
}

function sortedUnique(dates: Iterable<string>): string[] {
  return [...new Set(dates)].sort();
}

/** A calendar click: adds or removes a selectable day; past days and days beyond the window change nothing. */
export function toggleDay(selected: readonly string[], date: string, window: SelectionWindow): string[] {
  if (!isSelectableDay(date, window)) return [...selected];
  return selected.includes(date) ? selected.filter((day) => day !== date) : sortedUnique([...selected, date]);
}

export const QUICK_PICKS = ["today", "next7Days", "restOfMonth"] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const QUICK_PICK_LENGTH_NEXT_DAYS = 7;

/** Today; the 7 days starting today; today to the end of this month. Each replaces the selection. */
export function quickPickDates(pick: QuickPick, window: SelectionWindow): string[] {
  const { today } = window;
  const end = pick === "today" ? today : pick === "next7Days" ? addDays(today, QUICK_PICK_LENGTH_NEXT_DAYS - 1) : lastDayOfMonth(today);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates (strings) compare in calendar order; Math.min would make them NaN
  return datesBetween(today, end < window.lastDay ? end : window.lastDay);
}

export type RangeProblem =
  | "alerts.validation.selectBothDates"
  | "errors.DATE_RANGE_INVALID"
  | "errors.DATE_IN_PAST"
  | "errors.DATE_RANGE_TOO_LONG";

export type RangeResult = { dates: string[]; problem?: undefined } | { problem: RangeProblem; dates?: undefined };

/** The range mode's apply: both dates are required, start ≥ today, end ≥ start, end inside the window. */
export function rangeDates(start: string, end: string, window: SelectionWindow): RangeResult {
  if (!start || !end) return { problem: "alerts.validation.selectBothDates" };
  if (end < start) return { problem: "errors.DATE_RANGE_INVALID" };
  if (isPastDay(start, window)) return { problem: "errors.DATE_IN_PAST" };
  if (end > window.lastDay) return { problem: "errors.DATE_RANGE_TOO_LONG" };
  return { dates: datesBetween(start, end) };
}
