// Booking status rules of spec §4: the table lives in @booking/contracts (the client offers the
// same actions); here the server's refusals.
import {
  adminTransitionsFrom,
  AppError,
  canAdminTransition,
  canCustomerCancel,
  releasesSlots,
  type BookingStatus,
} from "@booking/contracts";

export { adminTransitionsFrom, canAdminTransition, canCustomerCancel, releasesSlots, type BookingStatus };

export function assertAdminTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canAdminTransition(from, to)) {
    throw new AppError("INVALID_STATUS_TRANSITION", `A ${from} booking cannot be set to ${to}`, { from, to });
  }
}

export function assertCustomerCanCancel(status: BookingStatus): void {
  if (!canCustomerCancel(status)) throw new AppError("BOOKING_NOT_CANCELLABLE", undefined, { status });
}
