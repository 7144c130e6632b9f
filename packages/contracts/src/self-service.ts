// Self-service (issue 25.4): what a customer may do with their own booking under the tenant's
// policy. The spec's rule is the default (both settings null): a customer cancels only a PENDING
// booking and moves nothing. With a setting of N hours, CONFIRMED and PAID bookings can be
// cancelled, and any live booking moved, until N hours before it starts. One pure rule for the
// server (core enforces it under the booking's row lock) and the client (which offers only what it
// allows and says until when). No zod: the browser reads it as is.
import { canCustomerCancel, isLiveStatus, type BookingStatus } from "./booking-status.ts";

export interface SelfServicePolicy {
  selfCancelHours: number | null;
  selfMoveHours: number | null;
}

export interface SelfServiceBooking {
  status: BookingStatus;
  startsAt: Date;
}

/** May the customer do it now; if not, whether it is not offered at all or its time has passed. `until`: the last instant it is allowed (null: no limit but the spec's). */
export type SelfServiceAnswer =
  | { allowed: true; until: Date | null }
  | { allowed: false; reason: "NOT_ALLOWED" | "TOO_LATE"; until: Date | null };

const HOUR_MS = 3_600_000;

function withinWindow(hours: number, booking: SelfServiceBooking, now: Date): SelfServiceAnswer {
  const until = new Date(booking.startsAt.getTime() - hours * HOUR_MS);
  if (now.getTime() <= until.getTime() && now < booking.startsAt) return { allowed: true, until };
  return { allowed: false, reason: "TOO_LATE", until };
}

export function customerCancelRule(policy: SelfServicePolicy, booking: SelfServiceBooking, now: Date): SelfServiceAnswer {
  if (!isLiveStatus(booking.status)) return { allowed: false, reason: "NOT_ALLOWED", until: null };
  // Spec §4: a PENDING booking can always be cancelled by its customer (the status table's customer column).
  if (canCustomerCancel(booking.status)) return { allowed: true, until: null };
  if (policy.selfCancelHours === null) return { allowed: false, reason: "NOT_ALLOWED", until: null };
  return withinWindow(policy.selfCancelHours, booking, now);
}

export function customerMoveRule(policy: SelfServicePolicy, booking: SelfServiceBooking, now: Date): SelfServiceAnswer {
  if (!isLiveStatus(booking.status) || policy.selfMoveHours === null) return { allowed: false, reason: "NOT_ALLOWED", until: null };
  return withinWindow(policy.selfMoveHours, booking, now);
}
