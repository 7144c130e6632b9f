import { saveOwnSchedule } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { SCHEDULE_HOURS_ERRORS } from "../schedule/schedule.types.ts";
import { EXPERT_SCHEDULE_ERRORS, expertScheduleSaveInput, expertScheduleSaveResponse } from "./expert-desk.types.ts";

export const expertSaveScheduleRoute = expertProcedure
  .meta({
    errors: [...EXPERT_SCHEDULE_ERRORS, ...SCHEDULE_HOURS_ERRORS],
    openapi: {
      method: "PUT",
      path: "/expert/schedule",
      tags: ["expert"],
      summary: "Save the calling expert's weekly schedule and lay it out as their slots (as PUT /admin/schedule)",
    },
  })
  .input(expertScheduleSaveInput)
  .output(expertScheduleSaveResponse)
  .mutation(({ ctx, input }) => saveOwnSchedule(ctx.scoped, ctx.expertId, ctx.tenant, input, new Date()));
