import { z } from "zod";
import { BOOKING_STATUSES } from "@booking/contracts";
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

export const flaggedBooking = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  serviceName: z.string(),
  clientName: z.string(),
});

export const applyResult = z.object({
  created: z.number().int(),
  removed: z.number().int().meta({
    description:
      "Free slots deleted: on a save every free slot outside the new hours (made by hand too); otherwise the schedule's own it no longer covers",
  }),
  kept: z.number().int().meta({ description: "Wanted times whose slot already existed" }),
  skipped: z.number().int().meta({ description: "Wanted times overlapping another slot (booked or made by hand), left as they are" }),
  flagged: z.array(flaggedBooking).meta({ description: "Bookings that keep their time outside the saved hours (a save only)" }),
});

export const schedulePreviewResponse = z.object({
  removed: z
    .array(z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), slots: z.number().int() }))
    .meta({ description: "Free times saving would delete, one range per run of adjacent slots" }),
  flagged: z.array(flaggedBooking).meta({ description: "Bookings that would keep their time outside the new hours" }),
});

export const scheduleSaveResponse = z.object({ schedule: scheduleView, result: applyResult });

export const SCHEDULE_ERRORS = ["EXPERT_NOT_FOUND", "SLOTS_CHANGED"] as const;
/** What a schedule's hours may break (contracts schedule.ts), answered by a save and a preview alike. */
export const SCHEDULE_HOURS_ERRORS = [
  "TIME_OFF_GRID",
  "TIME_RANGE_INVALID",
  "BREAK_OUTSIDE_HOURS",
  "RANGES_OVERLAP",
  "SCHEDULE_DATE_REPEATED",
] as const;
