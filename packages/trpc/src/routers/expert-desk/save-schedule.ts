import { saveOwnSchedule } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { EXPERT_SCHEDULE_ERRORS, expertScheduleSaveInput, expertScheduleSaveResponse } from "./expert-desk.types.ts";

export const expertSaveScheduleRoute = expertProcedure
  .meta({
    errors: [
      ...EXPERT_SCHEDULE_ERRORS,
      "TIME_OFF_GRID",
      "TIME_RANGE_INVALID",
      "BREAK_OUTSIDE_HOURS",
      "RANGES_OVERLAP",
      "SCHEDULE_DATE_REPEATED",
    ],
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
