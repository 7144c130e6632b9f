// Calendar dates ("yyyy-MM-dd") and wall-clock times ("HH:mm") as the API speaks them. They carry
// no time zone, so the arithmetic here runs on plain day and minute numbers (UTC date math only as
// a calendar), never on the host's local time. The server and the client share these rules: the
// client's calendar is the tenant's calendar, whatever zone the browser is in.
import { tzOffset } from "@date-fns/tz";
import { BOOKING_WINDOW_DAYS } from "./constants.ts";
import { AppError } from "./error-codes.ts";

const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 24 * 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})$/;

/** A calendar date as a day number (days since 1970-01-01), or throws VALIDATION_ERROR. */
export function parseIsoDate(value: string): number {
  const match = ISO_DATE.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
    if (formatEpochDay(ms / MS_PER_DAY) === value) return ms / MS_PER_DAY;
  }
  throw new AppError("VALIDATION_ERROR", `Expected a date as yyyy-MM-dd, got "${value}"`, { value });
}

export function formatEpochDay(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return formatEpochDay(parseIsoDate(isoDate) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return parseIsoDate(to) - parseIsoDate(from);
}

/** Every date from `start` to `end`, both included; empty when `end` is before `start`. */
export function eachDateInRange(start: string, end: string): string[] {
  const first = parseIsoDate(start);
  const last = parseIsoDate(end);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) dates.push(formatEpochDay(day));
  return dates;
}

/** The first day of the date's month, e.g. 2026-03-17 → 2026-03-01. */
export function startOfMonth(isoDate: string): string {
  parseIsoDate(isoDate);
  return `${isoDate.slice(0, 8)}01`;
}

/** The first day of the following month, e.g. 2026-12-17 → 2027-01-01. */
export function startOfNextMonth(isoDate: string): string {
  parseIsoDate(isoDate);
  const [year, month] = [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7))];
  return formatEpochDay(Date.UTC(year, month, 1) / MS_PER_DAY);
}

/**
 * "HH:mm" → minutes since midnight. "24:00" is accepted only as an end of day (the contracts'
 * clockTime schema allows it there), so a day can run to midnight.
 */
export function parseClockTime(value: string, options: { allowEndOfDay?: boolean } = {}): number {
  const match = CLOCK_TIME.exec(value);
  if (match) {
    const minutes = Number(match[1]) * 60 + Number(match[2]);
    const validMinute = Number(match[2]) < 60;
    if (validMinute && minutes < MINUTES_PER_DAY) return minutes;
    if (options.allowEndOfDay && value === "24:00") return MINUTES_PER_DAY;
  }
  throw new AppError("VALIDATION_ERROR", `Expected a time as HH:mm, got "${value}"`, { value });
}

/** Minutes since midnight → "HH:mm"; 1440 is written "24:00" (the end of the day). */
export function formatClockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Today's calendar date in an IANA time zone; an unknown zone is a RangeError. */
export function todayInZone(now: Date, timeZone: string): string {
  const offset = tzOffset(timeZone, now);
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return formatEpochDay(Math.floor((now.getTime() + offset * 60_000) / MS_PER_DAY));
}

/** The dates customers may book and admins may open (spec §9: 60 days from today, both ends included). */
export function bookingWindowFrom(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, BOOKING_WINDOW_DAYS) };
}
