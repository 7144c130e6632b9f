import { AppError } from "@booking/contracts";
import { fromMinorUnits } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { getPaymentInput, getPaymentResponse } from "./get-payment.types.ts";

export const getPaymentRoute = authedProcedure
  .meta({
    errors: ["NOT_FOUND"],
    pathResource: "payment",
    openapi: {
      method: "GET",
      path: "/payments/{id}",
      tags: ["payments"],
      summary:
        "A payment's status (the payment result page polls it): the tenant owner's subscription payments, the payer's own booking payments",
    },
  })
  .input(getPaymentInput)
  .output(getPaymentResponse)
  .query(async ({ ctx, input }) => {
    // Scoped to the request's tenant, so another tenant's payment is simply not found.
    const payment = await ctx.scoped.payment.findFirst({ where: { id: input.id }, include: { booking: { select: { userId: true } } } });
    const role = ctx.membership?.role;
    const visible =
      payment &&
      (payment.purpose === "SUBSCRIPTION"
        ? role === "OWNER"
        : payment.booking?.userId === ctx.user.id || role === "OWNER" || role === "ADMIN");
    if (!payment || !visible) throw new AppError("NOT_FOUND", "Payment not found");
    return {
      id: payment.id,
      purpose: payment.purpose,
      provider: payment.provider,
      status: payment.status,
      amount: fromMinorUnits(payment.amountMinor),
      currency: payment.currency,
      plan: payment.plan,
      bookingId: payment.bookingId,
      confirmationUrl: payment.status === "PENDING" ? payment.confirmationUrl : null,
    };
  });
