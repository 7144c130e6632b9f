// A customer's own booking with what they may do with it (issue 25.4): "my bookings" and the
// booking's manage page share this shape.
import { z } from "zod";
import { bookingView, paymentTermsView } from "./booking.types.ts";

const selfServiceAction = z.object({
  allowed: z.boolean(),
  until: z
    .string()
    .nullable()
    .meta({ description: "ISO instant: the last moment it is allowed (null: no limit but the spec's, or never)" }),
  refusal: z
    .enum(["NOT_ALLOWED", "TOO_LATE"])
    .nullable()
    .meta({ description: "Why not: the business does not offer it (or the status forbids it), or its time has passed" }),
});

export const customerBookingView = bookingView.extend({
  expertId: z.string().meta({ description: "Whose time it is (a move offers this expert's free times)" }),
  startsAt: z.string().meta({ description: "ISO 8601 instant of the start" }),
  endsAt: z.string().meta({ description: "ISO 8601 instant of the end" }),
  selfService: z.object({ cancel: selfServiceAction, move: selfServiceAction }).meta({
    description:
      "Under the business's self-service policy (GET /api/admin/booking-policy): cancel (DELETE /api/bookings/{id}) and move (PUT /api/bookings/{id}/move)",
  }),
  canPay: z.boolean().meta({
    description:
      "The customer can pay it online now (POST /api/bookings/{id}/pay): it can still become PAID, costs something, and the page takes online payments",
  }),
  prepayment: paymentTermsView.shape.prepayment,
  calendarUrl: z.string().meta({ description: "This booking as an .ics file (add to calendar); the link shows this booking only" }),
});

export const manageBookingView = customerBookingView.extend({
  timeZone: z.string().meta({ description: "The business's IANA time zone (date and times are in it)" }),
  manageToken: z.string().nullable().meta({
    description:
      "Opened through a manage link: a fresh token for the booking as it is now (after a move, the old one ends with the old time)",
  }),
});
