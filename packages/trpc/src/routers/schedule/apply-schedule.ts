import { applyExpertSchedule, resolveExpertId } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { applyResult, SCHEDULE_ERRORS, scheduleQueryInput } from "./schedule.types.ts";

export const applyScheduleRoute = adminProcedure
  .meta({
    errors: SCHEDULE_ERRORS,
    openapi: {
      method: "POST",
      path: "/admin/schedule/apply",
      tags: ["admin", "availability"],
      summary: "Lay the saved schedule out again now (e.g. after slots were deleted by hand or the time zone changed)",
    },
  })
  .input(scheduleQueryInput)
  .output(applyResult)
  .mutation(async ({ ctx, input }) => {
    const expertId = await resolveExpertId(ctx.scoped, ctx.tenant.id, input.expertId);
    return applyExpertSchedule(ctx.scoped, ctx.tenant, expertId, new Date(), "full");
  });
