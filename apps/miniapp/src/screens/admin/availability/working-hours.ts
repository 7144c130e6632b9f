// Spec §5: custom hours are optional and default to 09:00–18:00; without them the server uses the
// same default, so only custom hours are sent. Hours must hold at least one 30-minute slot and lie
// on the half-hour grid.
import { DEFAULT_DAY_END, DEFAULT_DAY_START, SLOT_MINUTES } from "@booking/contracts/constants";
import { clockMinutes, isOnSlotGrid } from "@booking/contracts/slot-grid";

export interface WorkingHours {
  custom: boolean;
  start: string;
  end: string;
}

export const DEFAULT_WORKING_HOURS: WorkingHours = { custom: false, start: DEFAULT_DAY_START, end: DEFAULT_DAY_END };

export function hoursProblem(hours: WorkingHours): "errors.TIME_RANGE_INVALID" | "errors.TIME_OFF_GRID" | null {
  if (!hours.custom) return null;
  const length = clockMinutes(hours.end) - clockMinutes(hours.start);
  if (!Number.isFinite(length) || length < SLOT_MINUTES) return "errors.TIME_RANGE_INVALID";
  // Slots lie on the half-hour grid; the server refuses anything else (TIME_OFF_GRID).
  return isOnSlotGrid(hours.start) && isOnSlotGrid(hours.end) ? null : "errors.TIME_OFF_GRID";
}

/** POST /api/admin/availability: the picked days, plus the hours when they are custom. */
export function generationInput(dates: readonly string[], hours: WorkingHours) {
  return { dates: [...dates], ...(hours.custom ? { startTime: hours.start, endTime: hours.end } : {}) };
}
