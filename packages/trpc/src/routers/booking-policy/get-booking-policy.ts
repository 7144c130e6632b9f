import { bookingPolicyOf } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { bookingPolicyResponse } from "./booking-policy.types.ts";

export const getBookingPolicyRoute = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/admin/booking-policy",
      tags: ["admin", "bookings"],
      summary: "The booking rules: open (PENDING) bookings per customer and the minimum notice",
    },
  })
  .output(bookingPolicyResponse)
  .query(({ ctx }) => bookingPolicyOf(ctx.tenant));
