// Spec §4 "Booking status": what an administrator may do with a booking in each status, and how
// each action is asked, announced and reported. The status table is the server's own
// (@booking/contracts: 409 INVALID_STATUS_TRANSITION), so a stale list can never skip a step.
import { adminTransitionsFrom, BOOKING_STATUS_TABLE, type BookingStatus, isLiveStatus } from "@booking/contracts/booking-status";
import type { AdminBooking, AdminBookingStatus } from "../admin-types.ts";

export type AdminBookingAction = "confirm" | "markPaid" | "cancel";

/** The status each action sets. */
export const ACTION_STATUS: Readonly<Record<AdminBookingAction, BookingStatus>> = {
  confirm: "CONFIRMED",
  markPaid: "PAID",
  cancel: "CANCELLED",
};
const ACTIONS = Object.keys(ACTION_STATUS) as AdminBookingAction[];

export function allowedActions(status: AdminBookingStatus): readonly AdminBookingAction[] {
  const allowed = adminTransitionsFrom(status);
  return ACTIONS.filter((action) => allowed.includes(ACTION_STATUS[action]));
}

export interface ActionTexts {
  label: string;
  question: string;
  success: string;
  failure: string;
}

export const ACTION_TEXTS: Readonly<Record<AdminBookingAction, ActionTexts>> = {
  confirm: {
    label: "admin.bookings.confirm",
    question: "alerts.confirm.confirmBooking",
    success: "alerts.success.bookingConfirmed",
    failure: "alerts.errors.failedToConfirm",
  },
  markPaid: {
    label: "admin.bookings.markPaid",
    question: "alerts.confirm.confirmPayment",
    success: "alerts.success.paymentConfirmed",
    failure: "alerts.errors.failedToUpdate",
  },
  cancel: {
    label: "admin.bookings.cancel",
    question: "alerts.confirm.cancelBooking",
    success: "alerts.success.bookingCancelled",
    failure: "alerts.errors.failedToCancel",
  },
};

/**
 * Whether an action asks before it runs: cancelling (frees the time, may refund) and marking paid
 * (a statement about money that cannot be taken back) do; confirming, a step forward that loses
 * nothing, runs in one tap (issue 26.2).
 */
export function isAsked(action: AdminBookingAction): boolean {
  return action !== "confirm";
}

/** The confirmation question; cancelling a PAID booking warns that an online payment goes back. */
export function questionFor(booking: Pick<AdminBooking, "status">, action: AdminBookingAction): string {
  return action === "cancel" && booking.status === "PAID" ? "alerts.confirm.cancelPaidBooking" : ACTION_TEXTS[action].question;
}

/** Spec §2 Confirmations tab: pending, awaiting payment and all that are still live (the status table's `filter`). */
export const CONFIRMATION_FILTERS = ["pending", "awaitingPayment", "all"] as const;
export type ConfirmationFilter = (typeof CONFIRMATION_FILTERS)[number];

export function matchesFilter(booking: Pick<AdminBooking, "status">, filter: ConfirmationFilter): boolean {
  // A cancelled booking needs no confirmation of any kind.
  if (filter === "all") return isLiveStatus(booking.status);
  return BOOKING_STATUS_TABLE[booking.status].filter === filter;
}

export function filterCounts(bookings: readonly Pick<AdminBooking, "status">[]): Record<ConfirmationFilter, number> {
  const counts = { pending: 0, awaitingPayment: 0, all: 0 };
  for (const booking of bookings) {
    for (const filter of CONFIRMATION_FILTERS) if (matchesFilter(booking, filter)) counts[filter] += 1;
  }
  return counts;
}

/** The confirmations tab offers only confirm and paid; cancelling lives in the bookings tab. */
export function confirmationActions(status: AdminBookingStatus): readonly AdminBookingAction[] {
  return allowedActions(status).filter((action) => action !== "cancel");
}
