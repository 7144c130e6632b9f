import { router } from "../../init.ts";
import { getPaymentRoute } from "./get-payment.ts";
import { payBookingRoute } from "./pay-booking.ts";

/** Payment status and booking payments; provider webhooks are plain Fastify routes (apps/api). */
export const paymentsRouter = router({
  get: getPaymentRoute,
  payBooking: payBookingRoute,
});
