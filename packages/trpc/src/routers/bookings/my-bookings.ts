import { isPayableBooking, listMyBookings, takesOnlinePayments } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { myBookingsResponse } from "./my-bookings.types.ts";

export const myBookingsRoute = authedProcedure
  .meta({ openapi: { method: "GET", path: "/bookings/my", tags: ["bookings"], summary: "The caller's bookings in this tenant, latest first" } })
  .output(myBookingsResponse)
  .query(async ({ ctx }) => {
    const [bookings, payments] = await Promise.all([
      listMyBookings(ctx.scoped, ctx.user.id, ctx.tenant.timeZone),
      takesOnlinePayments(ctx.scoped, ctx.tenant, new Date()),
    ]);
    return bookings.map((booking) => ({ ...booking, canPay: payments && isPayableBooking(booking) }));
  });
