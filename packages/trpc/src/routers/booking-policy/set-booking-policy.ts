import { setBookingPolicy } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { bookingPolicyInput, bookingPolicyResponse } from "./booking-policy.types.ts";

export const setBookingPolicyRoute = adminProcedure
  .meta({
    openapi: {
      method: "PUT", path: "/admin/booking-policy", tags: ["admin", "bookings"],
      summary: "Set how many open (PENDING) bookings one customer may hold (0-100, 0 = no cap)",
      description: "A customer at the cap gets 409 PENDING_LIMIT_REACHED until a booking of theirs is confirmed, paid or cancelled.",
    },
  })
  .input(bookingPolicyInput)
  .output(bookingPolicyResponse)
  .mutation(({ ctx, input }) => setBookingPolicy(ctx.platform, ctx.tenant.id, input));
