import { changeExpertBookingStatus } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { expertSetStatusInput, expertSetStatusResponse } from "./expert-desk.types.ts";

export const expertSetStatusRoute = expertProcedure
  .meta({
    errors: ["BOOKING_NOT_FOUND", "INVALID_STATUS_TRANSITION"],
    pathResource: "booking",
    sampleInput: { status: "CONFIRMED" },
    openapi: {
      method: "PUT",
      path: "/expert/bookings/{id}/status",
      tags: ["expert"],
      summary: "Confirm, mark paid or cancel one of the calling expert's own bookings (spec §4 table)",
    },
  })
  .input(expertSetStatusInput)
  .output(expertSetStatusResponse)
  .mutation(({ ctx, input }) =>
    changeExpertBookingStatus(
      ctx.scoped,
      {
        tenantId: ctx.tenant.id,
        expertId: ctx.expertId,
        bookingId: input.id,
        to: input.status,
        actorId: ctx.user.id,
        reason: input.reason,
      },
      ctx.tenant.timeZone,
    ),
  );
