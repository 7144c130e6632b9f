import { applyOwnSchedule } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { EXPERT_SCHEDULE_ERRORS, expertApplyResult, expertScheduleQueryInput } from "./expert-desk.types.ts";

export const expertApplyScheduleRoute = expertProcedure
  .meta({
    errors: EXPERT_SCHEDULE_ERRORS,
    openapi: {
      method: "POST",
      path: "/expert/schedule/apply",
      tags: ["expert"],
      summary: "Lay the calling expert's saved schedule out again now",
    },
  })
  .input(expertScheduleQueryInput)
  .output(expertApplyResult)
  .mutation(({ ctx, input }) => applyOwnSchedule(ctx.scoped, ctx.expertId, ctx.tenant, new Date(), input.expertId));
