import { getOwnSchedule } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { EXPERT_SCHEDULE_ERRORS, expertScheduleQueryInput, expertScheduleView } from "./expert-desk.types.ts";

/** An expertId other than the caller's own is 403 NOT_YOUR_EXPERT_PROFILE. */
export const expertGetScheduleRoute = expertProcedure
  .meta({
    errors: EXPERT_SCHEDULE_ERRORS,
    openapi: {
      method: "GET",
      path: "/expert/schedule",
      tags: ["expert"],
      summary: "The calling expert's weekly working hours with breaks and date overrides",
    },
  })
  .input(expertScheduleQueryInput)
  .output(expertScheduleView)
  .query(({ ctx, input }) => getOwnSchedule(ctx.scoped, ctx.expertId, ctx.tenant, input.expertId));
