import { cancelBookingAsCustomer } from "@booking/core";
import { cancelBookingInput, cancelBookingResponse } from "./cancel-booking.types.ts";
import { manageAnswer } from "./customer-answer.ts";
import { MANAGE_ACCESS_ERRORS, manageBookingProcedure, manageTokenHeaders } from "./manage-access.ts";

export const cancelBookingRoute = manageBookingProcedure
  .meta({
    errors: [...MANAGE_ACCESS_ERRORS, "TELEGRAM_INIT_DATA_EXPIRED", "BOOKING_NOT_CANCELLABLE", "BOOKING_CANCEL_TOO_LATE"],
    pathResource: "booking",
    openapi: {
      method: "DELETE",
      path: "/bookings/{id}",
      tags: ["bookings"],
      summary:
        "Cancel one's own booking: PENDING always; CONFIRMED or PAID (refunded) within the business's self-service window, else 409 BOOKING_NOT_CANCELLABLE (contact the administrator) or BOOKING_CANCEL_TOO_LATE",
      requestHeaders: manageTokenHeaders,
    },
  })
  .input(cancelBookingInput)
  .output(cancelBookingResponse)
  .mutation(async ({ ctx, input }) => {
    await cancelBookingAsCustomer(
      ctx.scoped,
      { tenantId: ctx.tenant.id, bookingId: input.id, actorId: ctx.customerId, policy: ctx.tenant, now: ctx.now },
      ctx.tenant.timeZone,
    );
    return manageAnswer(ctx, ctx.customerId, input.id, ctx.viaLink, ctx.now);
  });
