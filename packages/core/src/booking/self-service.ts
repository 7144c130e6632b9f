// Self-service (issue 25.4): the server's refusals of the contracts' rule, checked on the booking
// as its row lock leaves it. A customer's cancel and move go through the same statements as the
// admin's (applyStatusChange, moveBooking), so slots, history, refunds, reminders and staff
// messages follow exactly as they do there.
import { AppError, customerCancelRule, customerMoveRule, type SelfServicePolicy } from "@booking/contracts";
import type { LockedBooking } from "./booking-sql.ts";

export function assertCustomerMayCancel(policy: SelfServicePolicy, booking: LockedBooking, now: Date): void {
  const rule = customerCancelRule(policy, booking, now);
  if (rule.allowed) return;
  if (rule.reason === "TOO_LATE") {
    throw new AppError("BOOKING_CANCEL_TOO_LATE", undefined, { hours: policy.selfCancelHours, until: rule.until?.toISOString() });
  }
  throw new AppError("BOOKING_NOT_CANCELLABLE", undefined, { status: booking.status });
}

export function assertCustomerMayMove(policy: SelfServicePolicy, booking: LockedBooking, now: Date): void {
  const rule = customerMoveRule(policy, booking, now);
  if (rule.allowed) return;
  if (rule.reason === "TOO_LATE") {
    throw new AppError("BOOKING_MOVE_TOO_LATE", undefined, { hours: policy.selfMoveHours, until: rule.until?.toISOString() });
  }
  throw new AppError("BOOKING_NOT_MOVABLE", undefined, { status: booking.status });
}
