import { rescheduleOwnBooking } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { expertRescheduleInput, expertRescheduleResponse } from "./expert-desk.types.ts";

export const expertRescheduleRoute = expertProcedure
  .meta({
    errors: [
      "BOOKING_NOT_FOUND",
      "BOOKING_NOT_RESCHEDULABLE",
      "DATE_IN_PAST",
      "SERVICE_DOES_NOT_FIT",
      "SERVICE_NOT_FOUND",
      "SLOT_NOT_FOUND",
      "SLOT_TAKEN",
    ],
    pathResource: "bookingWithFreeSlot",
    openapi: {
      method: "PUT",
      path: "/expert/bookings/{id}/reschedule",
      tags: ["expert"],
      summary: "Move one of the calling expert's own bookings to another of their own free starts (as the admins' reschedule)",
    },
  })
  .input(expertRescheduleInput)
  .output(expertRescheduleResponse)
  .mutation(({ ctx, input }) =>
    rescheduleOwnBooking(ctx.scoped, ctx.expertId, {
      tenant: ctx.tenant,
      bookingId: input.id,
      newSlotId: input.newSlotId,
      actorId: ctx.user.id,
      now: new Date(),
    }),
  );
