// Billing's queues and windows. Billing writes run in a transaction on the tenant-scoped client
// (`db.$transaction`), like the booking engine's.
import type { ScopedTx } from "../booking/booking-transaction.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { enqueueJob, type EnqueueInput } from "../jobs/queue.ts";

export type Tx = ScopedTx;

export const SUBSCRIPTION_EXPIRY_QUEUE = "subscription-expiry";
export const SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE = "subscription-payment-timeout";
export const BOOKING_PAYMENT_TIMEOUT_QUEUE = "booking-payment-timeout";
export const BOOKING_REFUND_QUEUE = "booking-refund";

/** How long a payer has to pay (T-Bank RedirectDueDate); then the payment is re-checked and released. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** Days an expired plan keeps working while its renewal invoice is open (auto-renew on). */
export const RENEWAL_GRACE_DAYS = 3;

/**
 * Queues a job in the caller's transaction, so the job exists exactly when the state change that
 * needs it committed. enqueueJob only touches `db.job`, which a transaction client has too.
 */
export function enqueueInTransaction(tx: Tx, input: EnqueueInput): Promise<boolean> {
  return enqueueJob(tx as unknown as PlatformDb, input);
}

export function minutesAfter(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}
