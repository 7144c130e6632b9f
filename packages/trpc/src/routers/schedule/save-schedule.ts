import { saveExpertSchedule } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { SCHEDULE_ERRORS, SCHEDULE_HOURS_ERRORS, scheduleSaveInput, scheduleSaveResponse } from "./schedule.types.ts";

export const saveScheduleRoute = adminProcedure
  .meta({
    errors: [...SCHEDULE_ERRORS, ...SCHEDULE_HOURS_ERRORS],
    openapi: {
      method: "PUT",
      path: "/admin/schedule",
      tags: ["admin", "availability"],
      summary: "Save an expert's weekly schedule and lay it out as slots over the 60-day window",
      description:
        "weekly: seven days, Monday first, each {start, end, breaks} on the half-hour grid or null (day off); overrides: " +
        "dates with other hours or null (day off); past overrides are dropped. Saving creates the slots the schedule wants " +
        "(times overlapping an existing slot are skipped) and removes the free slots it made that it no longer covers; " +
        "booked slots and slots made by hand are never touched. A job keeps the window filled as days pass.",
    },
  })
  .input(scheduleSaveInput)
  .output(scheduleSaveResponse)
  .mutation(({ ctx, input }) => saveExpertSchedule(ctx.scoped, ctx.tenant, input, new Date()));
