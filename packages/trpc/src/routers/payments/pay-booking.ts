import { startBookingPayment, telegramReturnBot } from "@booking/core";
import { idempotencyKeyHeaders, idempotencyOf } from "../../idempotency.ts";
import { authedProcedure } from "../../init.ts";
import { payBookingInput, payBookingResponse } from "./pay-booking.types.ts";

export const payBookingRoute = authedProcedure
  .meta({
    errors: [
      "BOOKING_NOT_FOUND",
      "INVALID_STATUS_TRANSITION",
      "PAYMENT_PROVIDER_ERROR",
      "PAYMENT_PROVIDER_NOT_CONFIGURED",
      "PLAN_PAYMENTS_NOT_ALLOWED",
      "PAYMENT_IN_PROGRESS",
      "IDEMPOTENCY_KEY_REUSED",
      "receiptContactRequired",
      "RECEIPT_INVALID",
    ],
    pathResource: "booking",
    openapi: {
      method: "POST",
      path: "/bookings/{id}/pay",
      tags: ["bookings"],
      summary:
        "Pay one's own booking online with the tenant's provider; PAID when the provider confirms. Unpaid after the payment window: the booking is released. A booking has at most one open payment: paying again answers it.",
      requestHeaders: idempotencyKeyHeaders,
    },
  })
  .input(payBookingInput)
  .output(payBookingResponse)
  .mutation(async ({ ctx, input }) =>
    startBookingPayment(ctx.scoped, ctx.deps, {
      tenant: ctx.tenant,
      userId: ctx.user.id,
      customerEmail: ctx.user.email ?? undefined,
      customerPhone: ctx.user.phone ?? undefined,
      receiptContact: input.receiptContact,
      // Paid from inside Telegram: the provider sends the payer back into the mini app.
      returnBot: await telegramReturnBot(ctx.scoped, ctx.deps, ctx.telegram),
      bookingId: input.id,
      provider: input.provider,
      idempotency: idempotencyOf(ctx.headers, ctx.user.id),
      now: new Date(),
    }),
  );
