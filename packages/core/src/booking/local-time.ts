// Instants (stored as timestamptz) ↔ the tenant's local calendar (ARCHITECTURE.md, Time: the API speaks the
// spec's date + startTime/endTime in the tenant's IANA zone). The instant ↔ wall-clock rules live in
// @booking/contracts/zoned-time, shared with the client (which shows times on the customer's clock).
import { AppError } from "@booking/contracts";
import { addDays, bookingWindowFrom, parseIsoDate, startOfMonth, startOfNextMonth, todayInZone } from "@booking/contracts/civil-date";
import { localTimeToInstant } from "@booking/contracts/zoned-time";

export { todayInZone };
export {
  instantToLocal,
  type LocalDateTime,
  type LocalSlotTimes,
  type LocalTimeResolution,
  localTimeToInstant,
  resolveLocalTime,
  toLocalSlotTimes,
} from "@booking/contracts/zoned-time";

export interface InstantRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The first instant of a local date. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return localTimeToInstant(timeZone, date, 0);
}

/**
 * Local dates `from`..`to` (both included) as instants: from 00:00 of `from` up to, excluding,
 * 00:00 of the day after `to`. Used for stats and list filters.
 */
export function localDateRangeToInstants(from: string, to: string, timeZone: string): InstantRange {
  if (parseIsoDate(to) < parseIsoDate(from)) {
    throw new AppError("DATE_RANGE_INVALID", undefined, { from, to });
  }
  return { start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(to, 1), timeZone) };
}

/** The local calendar month containing `now`: [first of this month, first of next), for plan limits. */
export function localMonthWindow(now: Date, timeZone: string): InstantRange {
  const today = todayInZone(now, timeZone);
  return {
    start: startOfLocalDay(startOfMonth(today), timeZone),
    end: startOfLocalDay(startOfNextMonth(today), timeZone),
  };
}

/** The dates customers may book and admins may open (spec §9: 60 days from today, both ends included). */
export function bookingWindow(now: Date, timeZone: string): { from: string; to: string } {
  return bookingWindowFrom(todayInZone(now, timeZone));
}
