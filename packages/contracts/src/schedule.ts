// An expert's weekly schedule (issue 15.3): working hours per weekday with breaks, and date
// overrides (a day off, or other hours on one date). Shared by the API's validation and the admin
// screen, so both name the same error keys:
//   TIME_OFF_GRID       a time off the half-hour slot grid (slots are laid on it)
//   TIME_RANGE_INVALID  hours or a break that end before they start (or hold no slot)
//   BREAK_OUTSIDE_HOURS a break not inside the day's hours
//   RANGES_OVERLAP      two breaks of one day overlap
//   SCHEDULE_DATE_REPEATED  two overrides for one date
import { z } from "zod";
import { SLOT_MINUTES } from "./constants.ts";
import { clockMinutes, isOnSlotGrid } from "./slot-grid.ts";

const isoDateText = z.iso.date({ error: "Expected a date as yyyy-MM-dd" });
const time = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: "Expected a time as HH:mm" })
  .refine(isOnSlotGrid, { error: "TIME_OFF_GRID" });

/** Most breaks one day may have; more would be a day of breaks. */
export const MAX_BREAKS_PER_DAY = 6;
/** Most date overrides kept at a time (past ones are dropped on save). */
export const MAX_SCHEDULE_OVERRIDES = 100;
/** Weekdays in ISO order: index 0 is Monday, 6 is Sunday. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const timeRange = z.object({ start: time, end: time });
export type TimeRange = z.infer<typeof timeRange>;

/** Which rule a day's hours break, as an error key and the path below the day; null when valid. */
export function dayHoursProblem(day: {
  start: string;
  end: string;
  breaks: readonly TimeRange[];
}): { key: "TIME_RANGE_INVALID" | "BREAK_OUTSIDE_HOURS" | "RANGES_OVERLAP"; path: (string | number)[] } | null {
  const start = clockMinutes(day.start);
  const end = clockMinutes(day.end);
  if (end - start < SLOT_MINUTES) return { key: "TIME_RANGE_INVALID", path: ["end"] };
  const breaks = day.breaks.map((range, index) => ({ index, start: clockMinutes(range.start), end: clockMinutes(range.end) }));
  for (const range of breaks) {
    if (range.end <= range.start) return { key: "TIME_RANGE_INVALID", path: ["breaks", range.index, "end"] };
    if (range.start < start || range.end > end) return { key: "BREAK_OUTSIDE_HOURS", path: ["breaks", range.index, "start"] };
  }
  const sorted = [...breaks].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start < sorted[i - 1]!.end) return { key: "RANGES_OVERLAP", path: ["breaks", sorted[i]!.index, "start"] };
  }
  return null;
}

/** One day's hours: from start to end on the tenant's wall clock, less the breaks. */
export const dayHours = z
  .object({
    start: time,
    end: time,
    breaks: z.array(timeRange).max(MAX_BREAKS_PER_DAY, { error: "Too many breaks" }).default([]),
  })
  .superRefine((day, ctx) => {
    const problem = dayHoursProblem(day);
    if (problem) ctx.addIssue({ code: "custom", path: problem.path, message: problem.key });
  });
export type DayHours = z.infer<typeof dayHours>;

/** Monday..Sunday; null is a day off. */
export const weeklyHours = z.array(dayHours.nullable()).length(7, { error: "Give the seven weekdays, Monday first" });
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** A date that differs from its weekday: `hours` null is a day off. */
export const scheduleOverride = z.object({ date: isoDateText, hours: dayHours.nullable() });
export type ScheduleOverride = z.infer<typeof scheduleOverride>;

export const scheduleOverrides = z
  .array(scheduleOverride)
  .max(MAX_SCHEDULE_OVERRIDES, { error: "Too many overrides" })
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((override, index) => {
      if (seen.has(override.date)) ctx.addIssue({ code: "custom", path: [index, "date"], message: "SCHEDULE_DATE_REPEATED" });
      seen.add(override.date);
    });
  });

/** The whole schedule of one expert, as stored and as the admin screen edits it. */
export const expertScheduleInput = z.object({
  /** Whose schedule; default: the tenant's default expert. */
  expertId: z.uuid({ error: "Invalid id" }).optional(),
  weekly: weeklyHours,
  overrides: scheduleOverrides.default([]),
});
export type ExpertScheduleInput = z.infer<typeof expertScheduleInput>;

/** The common template: Monday to Friday 09:00-18:00 with lunch 13:00-14:00, weekends off. */
export function defaultWeeklyHours(): WeeklyHours {
  const workday = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
  return [workday, workday, workday, workday, workday, null, null].map((day) => day && { ...day, breaks: [...day.breaks] });
}

/**
 * The working minutes of one day, as [start, end) ranges in minutes since local midnight: the
 * hours less the breaks, in order. The schedule is assumed valid (dayHours checked it).
 */
export function workingRanges(day: DayHours | null): Array<[number, number]> {
  if (!day) return [];
  const ranges: Array<[number, number]> = [];
  let from = clockMinutes(day.start);
  for (const pause of [...day.breaks].sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start))) {
    if (clockMinutes(pause.start) > from) ranges.push([from, clockMinutes(pause.start)]);
    from = Math.max(from, clockMinutes(pause.end));
  }
  if (clockMinutes(day.end) > from) ranges.push([from, clockMinutes(day.end)]);
  return ranges;
}
