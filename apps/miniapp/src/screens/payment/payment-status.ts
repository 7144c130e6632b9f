// The payment result page's three states (spec: pending, confirmed, failed) from the server's
// payment status, and how long the page keeps asking while the provider has not answered.
import type { Payment } from "../../data/api-types.ts";

export type PaymentOutcome = "pending" | "confirmed" | "failed";

export const PAYMENT_POLL_INTERVAL_MS = 3000;
/** After this the page stops asking on its own and offers a button to check again. */
export const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

export function paymentOutcome(status: Payment["status"]): PaymentOutcome {
  if (status === "PENDING") return "pending";
  if (status === "SUCCEEDED") return "confirmed";
  // FAILED, CANCELLED, and REFUNDED (the money went back): the booking or plan is not paid.
  return "failed";
}

/** The next poll delay, or false to stop: only while pending and within the time limit. */
export function nextPollDelay(outcome: PaymentOutcome | undefined, pollingSinceMs: number, nowMs: number): number | false {
  if (outcome !== undefined && outcome !== "pending") return false;
  return nowMs - pollingSinceMs < PAYMENT_POLL_LIMIT_MS ? PAYMENT_POLL_INTERVAL_MS : false;
}
