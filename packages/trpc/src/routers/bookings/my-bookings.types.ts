import { z } from "zod";
import { bookingView, paymentTermsView } from "./booking.types.ts";

export const myBookingsResponse = z.array(
  bookingView.extend({
    canPay: z.boolean().meta({
      description:
        "The customer can pay it online now (POST /api/bookings/{id}/pay): it can still become PAID, costs something, and the page takes online payments",
    }),
    prepayment: paymentTermsView.shape.prepayment,
    calendarUrl: z.string().meta({ description: "This booking as an .ics file (add to calendar); the link shows this booking only" }),
  }),
);
