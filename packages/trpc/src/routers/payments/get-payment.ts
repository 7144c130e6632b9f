import { AppError } from "@booking/contracts";
import { findPaymentResult } from "@booking/core";
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
        "A payment's status and what it paid (the payment result page polls it): the tenant owner's subscription payments, the payer's own booking payments (also the business's staff)",
    },
  })
  .input(getPaymentInput)
  .output(getPaymentResponse)
  .query(async ({ ctx, input }) => {
    const reader = { userId: ctx.user.id, role: ctx.membership?.role };
    const payment = await findPaymentResult(ctx.scoped, ctx.tenant.timeZone, reader, input.id);
    if (!payment) throw new AppError("NOT_FOUND", "Payment not found");
    return payment;
  });
