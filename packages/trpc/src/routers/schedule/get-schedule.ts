import { getExpertSchedule } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { SCHEDULE_ERRORS, scheduleQueryInput, scheduleView } from "./schedule.types.ts";

export const getScheduleRoute = adminProcedure
  .meta({
    errors: SCHEDULE_ERRORS,
    openapi: {
      method: "GET",
      path: "/admin/schedule",
      tags: ["admin", "availability"],
      summary: "An expert's weekly working hours with breaks and date overrides",
    },
  })
  .input(scheduleQueryInput)
  .output(scheduleView)
  .query(({ ctx, input }) => getExpertSchedule(ctx.scoped, ctx.tenant, input.expertId));
