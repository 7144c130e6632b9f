import { startSubscriptionCheckout, telegramReturnBot } from "@booking/core";
import { idempotencyKeyHeaders, idempotencyOf } from "../../idempotency.ts";
import { ownerProcedure } from "../../init.ts";
import { checkoutInput, checkoutResponse } from "./checkout.types.ts";

export const checkoutRoute = ownerProcedure
  .meta({
    errors: [
      "PAYMENT_PROVIDER_ERROR",
      "PAYMENT_PROVIDER_NOT_CONFIGURED",
      "PLAN_CHANGE_NOT_ALLOWED",
      "invalidPromoCode",
      "PAYMENT_IN_PROGRESS",
      "IDEMPOTENCY_KEY_REUSED",
      "receiptContactRequired",
      "RECEIPT_INVALID",
    ],
    openapi: {
      method: "POST",
      path: "/tenant-management/checkout",
      tags: ["tenant-management"],
      summary:
        "Buy 30 days of a plan with the platform's provider: a payment link, or activation at once when the total is 0. Another plan bought while a paid one runs starts when it expires. Repeating the same purchase while its payment is open answers that payment.",
      requestHeaders: idempotencyKeyHeaders,
    },
  })
  .input(checkoutInput)
  .output(checkoutResponse)
  .mutation(async ({ ctx, input }) =>
    startSubscriptionCheckout(ctx.scoped, ctx.deps, {
      tenantId: ctx.tenant.id,
      plan: input.plan,
      promoCode: input.promoCode,
      provider: input.provider,
      customerEmail: ctx.user.email ?? undefined,
      customerPhone: ctx.user.phone ?? undefined,
      receiptContact: input.receiptContact,
      // Paid from inside Telegram: the provider sends the payer back into the mini app.
      returnBot: await telegramReturnBot(ctx.scoped, ctx.deps, ctx.telegram),
      idempotency: idempotencyOf(ctx.headers, ctx.user.id),
      now: new Date(),
    }),
  );
