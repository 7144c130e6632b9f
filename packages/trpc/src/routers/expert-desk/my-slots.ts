import { listExpertSlots } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { expertSlotsInput, expertSlotsResponse } from "./expert-desk.types.ts";

export const expertSlotsRoute = expertProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/expert/slots",
      tags: ["expert"],
      summary: "The calling expert's own slots starting on local dates from..to",
    },
  })
  .input(expertSlotsInput)
  .output(expertSlotsResponse)
  .query(({ ctx, input }) => listExpertSlots(ctx.sql, ctx.expertId, input, ctx.tenant));
