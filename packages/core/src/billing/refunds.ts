// Money goes back to the payer through the provider that took it: for a payment that arrived
// after its booking was cancelled (settlement.ts), and for a PAID booking an administrator
// cancels (a durable job queued by the cancellation itself, so a crash cannot lose it).
import type { Payment } from "@booking/db";
import { AppError, isLiveStatus } from "@booking/contracts";
import type { JobHandler } from "../jobs/worker.ts";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { BOOKING_REFUND_QUEUE } from "./deps.ts";
import { adapterForPayment } from "./payment-methods.ts";
import { storedReceipt } from "./receipts.ts";

/**
 * Refunds one SUCCEEDED payment in full and marks it REFUNDED. The idempotence key is the
 * payment's, so a retry after a lost answer cannot refund twice. Throws when the provider refuses.
 */
export async function refundPayment(db: ScopedDb, deps: Deps, payment: Payment): Promise<void> {
  if (!payment.providerPaymentId || payment.status !== "SUCCEEDED") return;
  const adapter = await adapterForPayment(db, deps, payment);
  // The refund's receipt is the payment's, for the refunded amount (54-FZ "возврат прихода").
  const { status } = await adapter.refund(
    payment.providerPaymentId,
    payment.amountMinor,
    `refund-${payment.id}`,
    storedReceipt(payment, payment.amountMinor),
  );
  if (status === "FAILED") throw new AppError("PAYMENT_PROVIDER_ERROR", "The provider refused the refund");
  await db.payment.updateMany({ where: { id: payment.id, status: "SUCCEEDED" }, data: { status: "REFUNDED" } });
  deps.log.info({ paymentId: payment.id, bookingId: payment.bookingId, refund: status }, "booking payment refunded");
}

/** The refund job of a cancelled PAID booking: every payment that succeeded for it goes back. */
export async function refundCancelledBooking(db: ScopedDb, deps: Deps, bookingId: string): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { status: true } });
  // Only a booking that stayed cancelled is refunded (the job runs after the cancel committed).
  if (!booking || isLiveStatus(booking.status)) return;
  const payments = await db.payment.findMany({ where: { bookingId, purpose: "BOOKING", status: "SUCCEEDED" } });
  for (const payment of payments) {
    try {
      await refundPayment(db, deps, payment);
    } catch (error) {
      deps.log.error(
        { paymentId: payment.id, bookingId, code: (error as { code?: string }).code },
        "refund of a cancelled booking failed (retried by the job queue)",
      );
      throw error;
    }
  }
}

export function refundJobHandlers(dbs: Databases, deps: Deps): Record<string, JobHandler> {
  return {
    [BOOKING_REFUND_QUEUE]: (job) => {
      const { bookingId, tenantId } = job.payload as { bookingId: string; tenantId: string };
      return refundCancelledBooking(dbs.tenant(tenantId), deps, bookingId);
    },
  };
}

/** The queue entry a PAID → CANCELLED change writes in its own transaction. */
export function bookingRefundJob(bookingId: string, tenantId: string, now: Date) {
  return { queue: BOOKING_REFUND_QUEUE, payload: { bookingId, tenantId }, runAt: now, uniqueKey: `booking-refund:${bookingId}` };
}
