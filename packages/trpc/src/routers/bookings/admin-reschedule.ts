import { rescheduleBooking } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminRescheduleInput, adminRescheduleResponse } from "./admin-reschedule.types.ts";

export const adminRescheduleRoute = adminProcedure
  .meta({
    apiScope: "bookings:write",
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
      path: "/admin/bookings/{id}/reschedule",
      tags: ["admin", "bookings"],
      summary: "Move a booking to another start slot; the old slots are freed only if the new ones are taken",
    },
  })
  .input(adminRescheduleInput)
  .output(adminRescheduleResponse)
  .mutation(({ ctx, input }) =>
    rescheduleBooking(ctx.scoped, {
      tenant: ctx.tenant,
      bookingId: input.id,
      newSlotId: input.newSlotId,
      actorId: ctx.user.id,
      now: new Date(),
    }),
  );
