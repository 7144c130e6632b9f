import { cancelBookingAsCustomer } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { cancelBookingInput, cancelBookingResponse } from "./cancel-booking.types.ts";

export const cancelBookingRoute = authedProcedure
  .meta({
    errors: ["BOOKING_NOT_CANCELLABLE", "BOOKING_NOT_FOUND"],
    openapi: {
      method: "DELETE",
      path: "/bookings/{id}",
      tags: ["bookings"],
      summary: "Cancel one's own PENDING booking (others: 409 BOOKING_NOT_CANCELLABLE, contact the administrator)",
    },
  })
  .input(cancelBookingInput)
  .output(cancelBookingResponse)
  .mutation(({ ctx, input }) =>
    cancelBookingAsCustomer(ctx.scoped, { tenantId: ctx.tenant.id, bookingId: input.id, actorId: ctx.user.id }, ctx.tenant.timeZone),
  );
