// Local wall-clock times in an IANA zone ↔ real instants, on top of @date-fns/tz's `tzOffset`
// (instant → offset, no dependence on the host zone). The server stores instants and speaks the
// tenant's local date + HH:mm (ARCHITECTURE.md, Time); the client converts those into the
// customer's own clock through the same instants (issue 31.5), so both sides share these rules.
//
// Local → instant is resolved explicitly rather than through the TZDate constructor, because slot
// generation needs to know whether a wall-clock time falls into a DST gap or overlap; TZDate
// silently picks one and its choice has changed between releases.
import { tzOffset } from "@date-fns/tz";
import { addDays, formatClockTime, formatEpochDay, MINUTES_PER_DAY, parseClockTime, parseIsoDate } from "./civil-date.ts";

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** How a local wall-clock time maps onto real instants. */
export type LocalTimeResolution =
  /** The normal case: the wall-clock time happens exactly once. */
  | { kind: "unique"; instant: Date }
  /** Clocks fell back: the wall-clock time happens twice. */
  | { kind: "ambiguous"; earlier: Date; later: Date }
  /** Clocks sprang forward over this time: it never happens. `shiftedForward` is the instant the
   * clock would show had it not jumped (02:30 in a 02:00→03:00 gap → 03:30), Temporal's
   * "compatible" choice. */
  | { kind: "gap"; shiftedForward: Date };

export interface LocalDateTime {
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The spec's Slot/Booking time fields (§3). */
export interface LocalSlotTimes {
  date: string;
  startTime: string;
  endTime: string;
}

/** Offset from UTC in minutes at an instant; a bad zone is a configuration bug, not user input. */
function offsetMinutes(timeZone: string, epochMs: number): number {
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone "${timeZone}"`);
  return offset;
}

export function resolveLocalTime(timeZone: string, date: string, minutes: number): LocalTimeResolution {
  // The wall-clock reading written as if it were UTC; the real instant is wall − offset.
  const wall = parseIsoDate(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
  // Offsets never exceed ±14 h, so the offsets in force a day either side (and at the reading
  // itself) cover every offset that could apply; a candidate is real when the zone agrees.
  const before = offsetMinutes(timeZone, wall - MS_PER_DAY);
  const candidates = new Set([before, offsetMinutes(timeZone, wall), offsetMinutes(timeZone, wall + MS_PER_DAY)]);
  const instants = [
    ...new Set(
      [...candidates]
        .filter((offset) => offsetMinutes(timeZone, wall - offset * MS_PER_MINUTE) === offset)
        .map((offset) => wall - offset * MS_PER_MINUTE),
    ),
  ].sort((a, b) => a - b);
  const [first, second] = instants;
  if (first === undefined) return { kind: "gap", shiftedForward: new Date(wall - before * MS_PER_MINUTE) };
  if (second === undefined) return { kind: "unique", instant: new Date(first) };
  return { kind: "ambiguous", earlier: new Date(first), later: new Date(second) };
}

/**
 * One instant for a local date and time, for range edges rather than slots: an ambiguous time
 * takes its first occurrence and a time in a gap moves forward past it, so a day that starts
 * inside a gap (zones that switch at midnight, e.g. America/Santiago) starts when the clocks jump.
 */
export function localTimeToInstant(timeZone: string, date: string, minutes: number): Date {
  const resolution = resolveLocalTime(timeZone, date, minutes);
  if (resolution.kind === "unique") return resolution.instant;
  return resolution.kind === "ambiguous" ? resolution.earlier : resolution.shiftedForward;
}

export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const wall = instant.getTime() + offsetMinutes(timeZone, instant.getTime()) * MS_PER_MINUTE;
  const epochDay = Math.floor(wall / MS_PER_DAY);
  return { date: formatEpochDay(epochDay), minutes: Math.floor((wall - epochDay * MS_PER_DAY) / MS_PER_MINUTE) };
}

/**
 * A slot's or booking's API fields. The date is the local date of the start. An end at the
 * following local midnight is written "24:00" so an evening slot reads 23:30–24:00, not 23:30–00:00;
 * any other end is its plain local time (across a DST change that is the real wall clock, e.g.
 * 01:30–01:00 during a fall-back hour).
 */
export function toLocalSlotTimes(startsAt: Date, endsAt: Date, timeZone: string): LocalSlotTimes {
  const start = instantToLocal(startsAt, timeZone);
  const end = instantToLocal(endsAt, timeZone);
  const endsAtNextMidnight = end.minutes === 0 && end.date === addDays(start.date, 1);
  return {
    date: start.date,
    startTime: formatClockTime(start.minutes),
    endTime: formatClockTime(endsAtNextMidnight ? MINUTES_PER_DAY : end.minutes),
  };
}

/**
 * The same times read on another zone's clock (issue 31.5): through the instants, so a DST change
 * in either zone and a day boundary (01:00 in Moscow is 23:00 the day before in Berlin) come out
 * right. The date is the start's date on `toZone`'s calendar.
 */
export function convertLocalTimes(times: LocalSlotTimes, fromZone: string, toZone: string): LocalSlotTimes {
  if (fromZone === toZone) return times;
  const startsAt = localTimeToInstant(fromZone, times.date, parseClockTime(times.startTime));
  const end = resolveLocalTime(fromZone, times.date, parseClockTime(times.endTime, { allowEndOfDay: true }));
  // An end the clock shows twice (a fall-back hour) is the pass that comes after the start.
  const endsAt =
    end.kind === "unique"
      ? end.instant
      : end.kind === "gap"
        ? end.shiftedForward
        : end.earlier.getTime() > startsAt.getTime()
          ? end.earlier
          : end.later;
  return toLocalSlotTimes(startsAt, endsAt, toZone);
}
