import { generateExpertAvailability } from "@booking/core";
import { idempotentExpertProcedure } from "../../init.ts";
import { expertGenerateInput, expertGenerateResponse } from "./expert-desk.types.ts";

export const expertGenerateRoute = idempotentExpertProcedure
  .meta({
    errors: [
      "DATE_IN_PAST",
      "DATE_RANGE_INVALID",
      "DATE_RANGE_TOO_LONG",
      "TIME_RANGE_INVALID",
      "TIME_OFF_GRID",
      "SLOTS_CHANGED",
      "selectAtLeastOneDate",
      "selectBothDates",
    ],
    openapi: {
      method: "POST",
      path: "/expert/availability",
      tags: ["expert"],
      summary: "Create the calling expert's own slots (as POST /admin/availability)",
    },
  })
  .input(expertGenerateInput)
  .output(expertGenerateResponse)
  .mutation(({ ctx, input }) => generateExpertAvailability(ctx.scoped, ctx.expertId, input, ctx.tenant, new Date(), ctx.idempotency));
