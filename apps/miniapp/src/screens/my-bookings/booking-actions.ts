// What a customer may do with a booking (spec §4 "Booking status"): cancel only while PENDING
// (for other live statuses the button says to contact the administrator), pay while the booking
// can still become PAID and costs something.
import type { Booking, BookingStatus } from "../../data/api-types.ts";

export type CancelAction = "cancel" | "contactAdmin" | "none";

export function cancelAction(status: BookingStatus): CancelAction {
  if (status === "PENDING") return "cancel";
  return status === "CANCELLED" ? "none" : "contactAdmin";
}

export function canPay(booking: Pick<Booking, "status" | "price">): boolean {
  return (booking.status === "PENDING" || booking.status === "CONFIRMED") && booking.price > 0;
}

/** Answers meaning "this page takes no online payments": the Pay buttons are hidden after one. */
export const PAYMENTS_UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "PAYMENT_PROVIDER_NOT_CONFIGURED",
  "PLAN_PAYMENTS_NOT_ALLOWED",
]);
