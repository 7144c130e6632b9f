// What the compact weekday rows need to know about one day's hours: its one-line summary and its
// first problem, named by field, so the error is shown on that field (and the row is flagged while
// it is collapsed) rather than only in a toast.
import type { TFunction } from "i18next";
import { dayHoursProblem, type DayHours } from "@booking/contracts";

/** The proposed working day: 09-18 with lunch 13-14. */
export const WORKDAY: DayHours = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };

/** A day's first problem: the error key ("errors.X") and the field it belongs to ("end", "breaks.0.start"). */
export interface DayProblem {
  key: string;
  field: string;
}

export function dayProblem(day: DayHours | null): DayProblem | null {
  if (!day) return null;
  const fields: [string, string][] = [
    ["start", day.start],
    ["end", day.end],
    ...day.breaks.flatMap((range, i): [string, string][] => [
      [`breaks.${i}.start`, range.start],
      [`breaks.${i}.end`, range.end],
    ]),
  ];
  // Slots are half-hour long: the server refuses other times, so say so before it does.
  const offGrid = fields.find(([, time]) => !/^\d{2}:(00|30)$/.test(time));
  if (offGrid) return { key: "errors.TIME_OFF_GRID", field: offGrid[0] };
  const problem = dayHoursProblem(day);
  return problem ? { key: `errors.${problem.key}`, field: problem.path.join(".") } : null;
}

/** "09:00–18:00 · break 13:00–14:00", or "Day off". */
export function hoursSummary(t: TFunction, day: DayHours | null): string {
  if (!day) return t("admin.schedule.dayOff");
  const hours = `${day.start}–${day.end}`;
  if (day.breaks.length === 0) return hours;
  return `${hours} · ${t("admin.schedule.breakSummary", { ranges: day.breaks.map((range) => `${range.start}–${range.end}`).join(", ") })}`;
}
