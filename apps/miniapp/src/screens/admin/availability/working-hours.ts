// Spec §5: custom hours are optional and default to 09:00–18:00; without them the server uses the
// same default, so only custom hours are sent. Hours must hold at least one 30-minute slot.
import { DEFAULT_DAY_END, DEFAULT_DAY_START, SLOT_MINUTES } from "@booking/contracts/constants";

export interface WorkingHours {
  custom: boolean;
  start: string;
  end: string;
}

export const DEFAULT_WORKING_HOURS: WorkingHours = { custom: false, start: DEFAULT_DAY_START, end: DEFAULT_DAY_END };

function minutesOf(time: string): number {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function hoursProblem(hours: WorkingHours): "errors.TIME_RANGE_INVALID" | null {
  if (!hours.custom) return null;
  const length = minutesOf(hours.end) - minutesOf(hours.start);
  return Number.isFinite(length) && length >= SLOT_MINUTES ? null : "errors.TIME_RANGE_INVALID";
}

/** POST /api/admin/availability: the picked days, plus the hours when they are custom. */
export function generationInput(dates: readonly string[], hours: WorkingHours) {
  return { dates: [...dates], ...(hours.custom ? { startTime: hours.start, endTime: hours.end } : {}) };
}
