import { previewOwnSchedule } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { SCHEDULE_HOURS_ERRORS } from "../schedule/schedule.types.ts";
import { EXPERT_SCHEDULE_ERRORS, expertSchedulePreviewResponse, expertScheduleSaveInput } from "./expert-desk.types.ts";

export const expertPreviewScheduleRoute = expertProcedure
  .meta({
    errors: [...EXPERT_SCHEDULE_ERRORS, ...SCHEDULE_HOURS_ERRORS],
    openapi: {
      method: "POST",
      path: "/expert/schedule/preview",
      tags: ["expert"],
      summary: "What saving these working hours would do to the calling expert's slots (as POST /admin/schedule/preview)",
    },
  })
  .input(expertScheduleSaveInput)
  .output(expertSchedulePreviewResponse)
  .mutation(({ ctx, input }) => previewOwnSchedule(ctx.scoped, ctx.expertId, ctx.tenant, input, new Date()));
