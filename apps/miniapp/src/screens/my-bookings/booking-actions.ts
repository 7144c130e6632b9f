// What a customer may do with a booking (spec §4 "Booking status"): cancel only while PENDING
// (for other live statuses the button says to contact the administrator). Whether it can be paid
// online the server says (`canPay`: status, price and the page's payment methods).
import { canCustomerCancel } from "@booking/contracts/booking-status";
import type { BookingStatus } from "../../data/api-types.ts";

export type CancelAction = "cancel" | "contactAdmin" | "none";

export function cancelAction(status: BookingStatus): CancelAction {
  if (canCustomerCancel(status)) return "cancel";
  return status === "CANCELLED" ? "none" : "contactAdmin";
}

/** Answers meaning "this page takes no online payments" (it changed since the list loaded): the Pay buttons are hidden after one. */
export const PAYMENTS_UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "PAYMENT_PROVIDER_NOT_CONFIGURED",
  "PAYMENT_CREDENTIALS_REJECTED",
  "PAYMENT_CURRENCY_NOT_SUPPORTED",
  "PLAN_PAYMENTS_NOT_ALLOWED",
]);
