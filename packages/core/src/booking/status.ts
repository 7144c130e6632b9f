// Booking status rules, exactly spec §4 "Booking status" (DESIGN §4: no other transitions).
import { AppError, type bookingStatus } from "@booking/contracts";
import type { z } from "zod";

export type BookingStatus = z.infer<typeof bookingStatus>;

/** What an admin may set from each status. Setting the current status again is not a transition. */
const ADMIN_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  PENDING: ["CONFIRMED", "PAID", "CANCELLED"],
  CONFIRMED: ["PAID", "CANCELLED"],
  PAID: ["CANCELLED"],
  CANCELLED: [],
};

/** The statuses an admin may move a booking to, e.g. to choose which action buttons to show. */
export function adminTransitionsFrom(from: BookingStatus): readonly BookingStatus[] {
  return ADMIN_TRANSITIONS[from];
}

export function canAdminTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ADMIN_TRANSITIONS[from].includes(to);
}

export function assertAdminTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canAdminTransition(from, to)) {
    throw new AppError("INVALID_STATUS_TRANSITION", `A ${from} booking cannot be set to ${to}`, { from, to });
  }
}

/** Spec §4: a customer can cancel only PENDING bookings; otherwise they contact the administrator. */
export function canCustomerCancel(status: BookingStatus): boolean {
  return status === "PENDING";
}

export function assertCustomerCanCancel(status: BookingStatus): void {
  if (!canCustomerCancel(status)) throw new AppError("BOOKING_NOT_CANCELLABLE", undefined, { status });
}

/** Whether moving a booking to `to` frees its slots; every other status, PENDING included, holds them. */
export function releasesSlots(to: BookingStatus): boolean {
  return to === "CANCELLED";
}
