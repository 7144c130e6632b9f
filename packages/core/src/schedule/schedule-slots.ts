// Which slots an expert's weekly schedule asks for (issue 15.3), as a pure function: the dates'
// working ranges (the override of a date, else its weekday's hours, less the breaks) laid out on
// the tenant's wall clock by slot-generation.ts, so DST gaps and repeats follow the same rules as
// the Availability tab's manual creation.
import { workingRanges, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { eachDateInRange, parseIsoDate } from "@booking/contracts/civil-date";
import { slotsForLocalRanges, type GeneratedSlot } from "../booking/slot-generation.ts";

export interface StoredSchedule {
  weekly: WeeklyHours;
  overrides: readonly ScheduleOverride[];
}

/** ISO weekday index (0 = Monday) of a yyyy-MM-dd date. */
export function weekdayIndex(date: string): number {
  // Epoch day 0 (1970-01-01) was a Thursday (index 3).
  return (((parseIsoDate(date) + 3) % 7) + 7) % 7;
}

/** The working ranges of each date from..to (both included). */
export function scheduleDays(schedule: StoredSchedule, from: string, to: string) {
  const overrides = new Map(schedule.overrides.map((override) => [override.date, override.hours]));
  return eachDateInRange(from, to).map((date) => ({
    date,
    ranges: workingRanges(overrides.has(date) ? overrides.get(date)! : (schedule.weekly[weekdayIndex(date)] ?? null)),
  }));
}

/** The slots the schedule wants on local dates from..to, starting after `now`, in start order. */
export function scheduleSlots(
  schedule: StoredSchedule,
  range: { from: string; to: string },
  context: { timeZone: string; now: Date },
): GeneratedSlot[] {
  if (parseIsoDate(range.to) < parseIsoDate(range.from)) return [];
  return slotsForLocalRanges(scheduleDays(schedule, range.from, range.to), context);
}
