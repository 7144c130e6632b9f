// Booking status rules, exactly spec §4 "Booking status" (ARCHITECTURE.md, Booking invariants: no other transitions). One
// table for the server (core enforces it: 409 INVALID_STATUS_TRANSITION, BOOKING_NOT_CANCELLABLE)
// and the client (which offers only the actions it allows). No zod: the browser reads it as is.

export const BOOKING_STATUSES = ["PENDING", "CONFIRMED", "PAID", "CANCELLED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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

/** Spec §4: a customer can cancel only PENDING bookings; otherwise they contact the administrator. */
export function canCustomerCancel(status: BookingStatus): boolean {
  return status === "PENDING";
}

/** Whether moving a booking to `to` frees its slots; every other status, PENDING included, holds them. */
export function releasesSlots(to: BookingStatus): boolean {
  return to === "CANCELLED";
}
