// The one place a payment's state changes after creation: provider notifications, the re-check
// when a payment window ends, and reconciliation all end here. Everything happens in one
// transaction: the provider event is recorded (a duplicate changes nothing), the payment moves
// only forward (conditional updates), and the plan or the booking follows it.
import type { Payment, PaymentStatus } from "@booking/db";
import type { PaymentStatusReport } from "@booking/payments";
import { inBookingTransaction, type ScopedTx } from "../booking/booking-transaction.ts";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { markBookingPaid, releaseUnpaidBooking } from "./booking-payments.ts";
import { lockTenantRow } from "./open-payments.ts";
import { refundPayment } from "./refunds.ts";
import { ensurePromoUseCounted, releasePromoUse } from "./promo.ts";
import { applySubscriptionPayment } from "./subscriptions.ts";

export type SettlementOutcome = "applied" | "duplicate" | "amount_mismatch" | "no_change" | "refunded_late_payment";

export interface SettleOptions {
  /** The provider event being applied (absent for our own re-checks). */
  eventKey?: string;
  /** The payment window is over: an unpaid booking gives its slots back. */
  windowExpired?: boolean;
}

const UNSETTLED: PaymentStatus[] = ["PENDING", "FAILED", "CANCELLED"];

/** `db` is the scope of the payment's tenant. */
export async function settlePayment(
  db: ScopedDb,
  deps: Deps,
  payment: Payment,
  report: PaymentStatusReport & { providerPaymentId?: string },
  now: Date,
  options: SettleOptions = {},
): Promise<SettlementOutcome> {
  if (report.status === "SUCCEEDED" && (report.amountMinor !== payment.amountMinor || report.currency !== payment.currency)) {
    deps.log.error(
      { paymentId: payment.id, ordered: [payment.amountMinor, payment.currency], reported: [report.amountMinor, report.currency] },
      "payment amount or currency differs from the order: not applied",
    );
    return "amount_mismatch";
  }
  const outcome = await inBookingTransaction(
    db,
    async (tx) => {
      // The tenant first, as a checkout takes it (then payment, then promo code): one lock order.
      if (payment.purpose === "SUBSCRIPTION") await lockTenantRow(tx, payment.tenantId);
      if (options.eventKey) {
        const { count } = await tx.paymentEvent.createMany({
          data: [{ provider: payment.provider, eventKey: options.eventKey, paymentId: payment.id }],
          skipDuplicates: true,
        });
        if (count === 0) return "duplicate" as const;
      }
      return applyReport(tx, payment, report, now, options);
    },
    "PAYMENT_PROVIDER_ERROR",
  );
  if (outcome === "refunded_late_payment") await refundLatePayment(db, deps, payment);
  return outcome;
}

async function applyReport(
  tx: ScopedTx,
  payment: Payment,
  report: PaymentStatusReport & { providerPaymentId?: string },
  now: Date,
  options: SettleOptions,
): Promise<SettlementOutcome> {
  const where = { id: payment.id };
  switch (report.status) {
    case "SUCCEEDED": {
      const { count } = await tx.payment.updateMany({
        where: { ...where, status: { in: UNSETTLED } },
        data: { status: "SUCCEEDED", paidAt: now, providerPaymentId: payment.providerPaymentId ?? report.providerPaymentId },
      });
      if (count === 0) return "no_change";
      if (payment.purpose === "SUBSCRIPTION") {
        await ensurePromoUseCounted(tx, payment);
        await applySubscriptionPayment(tx, payment, now);
        return "applied";
      }
      return (await markBookingPaid(tx, payment)) === "paid_after_cancel" ? "refunded_late_payment" : "applied";
    }
    case "FAILED":
    case "CANCELLED": {
      const { count } = await tx.payment.updateMany({ where: { ...where, status: "PENDING" }, data: { status: report.status } });
      if (count === 0) return "no_change";
      await releasePromoUse(tx, payment.id);
      if (options.windowExpired && payment.purpose === "BOOKING") {
        const stillOpen = await tx.payment.count({ where: { bookingId: payment.bookingId, status: "PENDING", expiresAt: { gt: now } } });
        if (stillOpen === 0) await releaseUnpaidBooking(tx, payment);
      }
      return "applied";
    }
    case "REFUNDED": {
      const { count } = await tx.payment.updateMany({ where: { ...where, status: "SUCCEEDED" }, data: { status: "REFUNDED" } });
      return count === 0 ? "no_change" : "applied";
    }
    default:
      // PENDING never moves a payment backwards.
      return "no_change";
  }
}

/** Money for a booking that was cancelled before it arrived goes back to the payer. */
async function refundLatePayment(db: ScopedDb, deps: Deps, payment: Payment): Promise<void> {
  try {
    await refundPayment(db, deps, await db.payment.findUniqueOrThrow({ where: { id: payment.id } }));
    deps.log.warn({ paymentId: payment.id, bookingId: payment.bookingId }, "payment arrived for a cancelled booking: refunded");
  } catch (error) {
    deps.log.error(
      { paymentId: payment.id, bookingId: payment.bookingId, code: (error as { code?: string }).code },
      "refund of a late booking payment failed: refund it by hand",
    );
  }
}
