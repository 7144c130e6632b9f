import { z } from "zod";
import { expertScheduleInput, id, scheduleOverrides, weeklyHours } from "@booking/contracts";

export const scheduleQueryInput = z.object({
  expertId: id.optional().meta({ description: "Whose schedule; default: the tenant's default expert" }),
});
export const scheduleSaveInput = expertScheduleInput;

export const scheduleView = z.object({
  expertId: z.string(),
  configured: z.boolean().meta({ description: "False until first saved (every day off until then)" }),
  weekly: weeklyHours.meta({ description: "Monday..Sunday: {start, end, breaks[]} in the tenant's zone, or null for a day off" }),
  overrides: scheduleOverrides.meta({ description: "Dates that differ from their weekday: hours, or null for a day off" }),
  filledThrough: z.string().nullable().meta({ description: "Last local date the 60-day window is filled for" }),
});

export const applyResult = z.object({
  created: z.number().int(),
  removed: z.number().int().meta({ description: "Free slots of the schedule it no longer covers, deleted" }),
  kept: z.number().int().meta({ description: "Wanted times whose slot already existed" }),
  skipped: z.number().int().meta({ description: "Wanted times overlapping another slot (booked or made by hand), left as they are" }),
});

export const scheduleSaveResponse = z.object({ schedule: scheduleView, result: applyResult });

export const SCHEDULE_ERRORS = ["EXPERT_NOT_FOUND", "SLOTS_CHANGED"] as const;
