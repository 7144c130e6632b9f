import { bookingCalendarUrl, isPayableBooking, listMyBookings, paymentTerms } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { myBookingsResponse } from "./my-bookings.types.ts";

export const myBookingsRoute = authedProcedure
  .meta({
    openapi: { method: "GET", path: "/bookings/my", tags: ["bookings"], summary: "The caller's bookings in this tenant, latest first" },
  })
  .output(myBookingsResponse)
  .query(async ({ ctx }) => {
    const [bookings, terms] = await Promise.all([
      listMyBookings(ctx.scoped, ctx.user.id, ctx.tenant.timeZone),
      paymentTerms(ctx.scoped, ctx.tenant, new Date()),
    ]);
    return bookings.map((booking) => ({
      ...booking,
      canPay: terms.online && isPayableBooking(booking),
      prepayment: terms.prepayment,
      calendarUrl: bookingCalendarUrl(ctx.deps.config, ctx.tenant.id, booking.id),
    }));
  });
