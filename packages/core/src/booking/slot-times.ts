// toLocalSlotTimes (local-time.ts) for many slots at once. Asking the zone for its offset costs
// microseconds (Intl under the hood), and a 60-day calendar has a thousand slots, each with a
// start and an end: that alone was most of the availability request. Offsets change only at DST
// transitions, months apart, so the formatter remembers a span over which the offset is known
// constant and asks the zone again only outside it. The answers are identical to toLocalSlotTimes
// (slot-times.test.ts compares them across DST days in several zones).
import { tzOffset } from "@date-fns/tz";
import { addDays, formatClockTime, formatEpochDay, MINUTES_PER_DAY } from "@booking/contracts/civil-date";
import type { LocalSlotTimes } from "./local-time.ts";

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/**
 * When the offset at t and at t + PROBE_MS agree, it is taken as constant in between. That holds
 * unless a zone changes its offset and back again within PROBE_MS. The closest pair in the tz
 * database is Morocco's Ramadan suspension of DST, about a month; a week leaves a wide margin
 * (slot-times.test.ts fails for Africa/Casablanca if the probe is stretched to two months).
 */
const PROBE_MS = 7 * 86_400_000;

export type SlotTimesFormatter = (startsAt: Date, endsAt: Date) => LocalSlotTimes;

export function createSlotTimesFormatter(timeZone: string): SlotTimesFormatter {
  let known = { from: 1, to: 0, offset: 0 };
  const offsetAt = (ms: number): number => {
    if (ms >= known.from && ms <= known.to) return known.offset;
    const offset = tzOffset(timeZone, new Date(ms));
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone "${timeZone}"`);
    const constantAhead = tzOffset(timeZone, new Date(ms + PROBE_MS)) === offset;
    known = { from: ms, to: constantAhead ? ms + PROBE_MS : ms, offset };
    return offset;
  };
  // A calendar repeats each date dozens of times; formatting one costs a Date and an ISO string.
  const dates = new Map<number, string>();
  const dateOf = (epochDay: number): string => {
    let date = dates.get(epochDay);
    if (date === undefined) {
      date = formatEpochDay(epochDay);
      dates.set(epochDay, date);
    }
    return date;
  };
  const toLocal = (instant: Date): { date: string; minutes: number } => {
    const wall = instant.getTime() + offsetAt(instant.getTime()) * MS_PER_MINUTE;
    const epochDay = Math.floor(wall / MS_PER_DAY);
    return { date: dateOf(epochDay), minutes: Math.floor((wall - epochDay * MS_PER_DAY) / MS_PER_MINUTE) };
  };
  return (startsAt, endsAt) => {
    const start = toLocal(startsAt);
    const end = toLocal(endsAt);
    // Same rule as toLocalSlotTimes: an end at the next local midnight reads "24:00".
    const endsAtNextMidnight = end.minutes === 0 && end.date === addDays(start.date, 1);
    return {
      date: start.date,
      startTime: formatClockTime(start.minutes),
      endTime: formatClockTime(endsAtNextMidnight ? MINUTES_PER_DAY : end.minutes),
    };
  };
}
