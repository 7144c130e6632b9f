import { cancelBookingAsAdmin } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminCancelBookingInput, adminCancelBookingResponse } from "./admin-cancel-booking.types.ts";

export const adminCancelBookingRoute = adminProcedure
  .meta({
    apiScope: "bookings:write",
    errors: ["BOOKING_NOT_FOUND", "INVALID_STATUS_TRANSITION", "PAYMENT_PROVIDER_ERROR"],
    pathResource: "booking",
    openapi: {
      method: "DELETE",
      path: "/admin/bookings/{id}",
      tags: ["admin", "bookings"],
      summary: "Cancel a booking (status CANCELLED, its slots freed); the row stays for history and stats",
    },
  })
  .input(adminCancelBookingInput)
  .output(adminCancelBookingResponse)
  .mutation(({ ctx, input }) =>
    cancelBookingAsAdmin(ctx.scoped, { tenantId: ctx.tenant.id, bookingId: input.id, actorId: ctx.user.id }, ctx.tenant.timeZone),
  );
