import { previewExpertSchedule } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { SCHEDULE_ERRORS, SCHEDULE_HOURS_ERRORS, scheduleSaveInput, schedulePreviewResponse } from "./schedule.types.ts";

export const previewScheduleRoute = adminProcedure
  .meta({
    errors: [...SCHEDULE_ERRORS, ...SCHEDULE_HOURS_ERRORS],
    openapi: {
      method: "POST",
      path: "/admin/schedule/preview",
      tags: ["admin", "availability"],
      summary: "What saving these working hours would do to the expert's slots (nothing is saved)",
      description:
        "Takes the body of PUT /admin/schedule. removed: the free times saving would delete (every free slot outside the " +
        "new hours, made by hand or by the schedule); flagged: bookings that would keep their time outside them.",
    },
  })
  .input(scheduleSaveInput)
  .output(schedulePreviewResponse)
  .mutation(({ ctx, input }) => previewExpertSchedule(ctx.scoped, ctx.tenant, input, new Date()));
