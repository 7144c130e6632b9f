import { bookingIdInput } from "./booking.types.ts";
import { manageBookingView } from "./customer-booking.types.ts";
import { manageAnswer } from "./customer-answer.ts";
import { MANAGE_ACCESS_ERRORS, manageBookingProcedure, manageTokenHeaders } from "./manage-access.ts";

export const getBookingRoute = manageBookingProcedure
  .meta({
    errors: [...MANAGE_ACCESS_ERRORS, "TELEGRAM_INIT_DATA_EXPIRED"],
    pathResource: "booking",
    openapi: {
      method: "GET",
      path: "/bookings/{id}",
      tags: ["bookings"],
      summary: "One's own booking with what one may still do with it (signed in, or with its manage link's token)",
      requestHeaders: manageTokenHeaders,
    },
  })
  .input(bookingIdInput)
  .output(manageBookingView)
  .query(({ ctx, input }) => manageAnswer(ctx, ctx.customerId, input.id, ctx.viaLink, ctx.now));
