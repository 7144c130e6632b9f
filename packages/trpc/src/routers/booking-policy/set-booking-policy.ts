import { setBookingPolicy } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { bookingPolicyInput, bookingPolicyResponse } from "./booking-policy.types.ts";

export const setBookingPolicyRoute = adminProcedure
  .meta({
    openapi: {
      method: "PUT",
      path: "/admin/booking-policy",
      tags: ["admin", "bookings"],
      summary:
        "Set the booking rules: open bookings per customer (0-100, 0 = no cap), minimum notice (0-10080 minutes), buffer after bookings (0-720 minutes), self-service cancel / move (0-720 hours before the start, null = off)",
      description:
        "Fields left out keep their value. A customer at the cap gets 409 PENDING_LIMIT_REACHED until a booking of theirs " +
        "is confirmed, paid or cancelled; a start within the notice is not offered and is 400 BOOKING_TOO_SOON.",
    },
  })
  .input(bookingPolicyInput)
  .output(bookingPolicyResponse)
  .mutation(({ ctx, input }) => setBookingPolicy(ctx.platform, ctx.tenant.id, input));
