import { moveBookingAsCustomer } from "@booking/core";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { manageAnswer } from "./customer-answer.ts";
import { MANAGE_ACCESS_ERRORS, manageBookingProcedure, manageTokenHeaders } from "./manage-access.ts";
import { moveBookingInput, moveBookingResponse } from "./move-booking.types.ts";

export const moveBookingRoute = manageBookingProcedure
  .meta({
    errors: [
      ...MANAGE_ACCESS_ERRORS,
      "TELEGRAM_INIT_DATA_EXPIRED",
      "BOOKING_NOT_MOVABLE",
      "BOOKING_MOVE_TOO_LATE",
      "BOOKING_NOT_RESCHEDULABLE",
      "BOOKING_TOO_SOON",
      "DATE_IN_PAST",
      "SERVICE_DOES_NOT_FIT",
      "SERVICE_NOT_FOUND",
      "SLOT_NOT_FOUND",
      "SLOT_TAKEN",
    ],
    rateLimit: RATE_LIMITS.bookings,
    pathResource: "bookingWithFreeSlot",
    openapi: {
      method: "PUT",
      path: "/bookings/{id}/move",
      tags: ["bookings"],
      summary:
        "Move one's own booking to another start (the free times of GET /bookings/available/times) within the business's self-service window; the old time is freed only if the new one is taken",
      description:
        "409 BOOKING_NOT_MOVABLE when the business does not let customers move bookings (or it is cancelled), BOOKING_MOVE_TOO_LATE past the window, SLOT_TAKEN when the time went meanwhile. Staff are told as for any move.",
      requestHeaders: manageTokenHeaders,
    },
  })
  .input(moveBookingInput)
  .output(moveBookingResponse)
  .mutation(async ({ ctx, input }) => {
    await moveBookingAsCustomer(ctx.scoped, {
      tenant: ctx.tenant,
      bookingId: input.id,
      newSlotId: input.newSlotId,
      actorId: ctx.customerId,
      now: ctx.now,
    });
    return manageAnswer(ctx, ctx.customerId, input.id, ctx.viaLink, ctx.now);
  });
