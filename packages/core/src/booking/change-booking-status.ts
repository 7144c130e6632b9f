// Status changes (spec §4 table): admin transitions, admin cancel, customer cancel. Each runs in
// one transaction that first locks the booking row, so concurrent changes of one booking apply
// one after another and each is checked against the status the previous one left. Cancelling
// frees the booking's slots in the same transaction (and queues the refund of a PAID one); every
// change writes a BookingStatusChange.
import { AppError } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { lockBooking, type LockedBooking } from "./booking-sql.ts";
import { inBookingTransaction, type ScopedTx } from "./booking-transaction.ts";
import { findBookingView, type BookingView } from "./booking-view.ts";
import type { SelfServicePolicy } from "@booking/contracts";
import { assertAdminTransition, releasesSlots, type BookingStatus } from "./status.ts";
import { assertCustomerMayCancel } from "./self-service.ts";
import { recordBookingEvent } from "../notifications/booking-events.ts";
import { CANCEL_REASONS } from "./cancel-reasons.ts";
import { enqueueInTransaction } from "../billing/deps.ts";
import { bookingRefundJob } from "../billing/refunds.ts";
import { queueWaitlistMatch } from "../waitlist/offers.ts";

export interface StatusChangeRequest {
  tenantId: string;
  bookingId: string;
  /** Who is acting (recorded as changedById). */
  actorId: string;
  reason?: string;
}

/**
 * Applies `to` to a booking already locked in `tx`: status (and the cancel reason), freed slots
 * when the new status releases them, and the history row. The caller has checked the transition.
 */
export async function applyStatusChange(
  tx: ScopedTx,
  booking: LockedBooking,
  to: BookingStatus,
  actorId: string,
  reason?: string,
): Promise<void> {
  const releases = releasesSlots(to);
  await tx.booking.update({
    where: { id: booking.id },
    data: { status: to, ...(releases ? { cancelReason: reason ?? null } : {}) },
    select: { id: true },
  });
  if (releases) {
    await tx.slot.updateMany({ where: { bookingId: booking.id }, data: { bookingId: null, isBooked: false } });
    // Freed time: the waitlist hears of it with this commit (cancel, force delete, unpaid release).
    await queueWaitlistMatch(tx, booking.tenantId);
  }
  await tx.bookingStatusChange.create({
    data: {
      tenantId: booking.tenantId,
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: to,
      changedById: actorId,
      reason: reason ?? null,
    },
    select: { id: true },
  });
  await recordBookingEvent(tx, {
    actorId,
    kind: "status",
    tenantId: booking.tenantId,
    bookingId: booking.id,
    status: to,
    startsAt: booking.startsAt,
  });
  // A paid booking cancelled (by an admin, or with its slot) gives the money back: the refund job
  // commits with the cancel and reaches the provider after it.
  if (booking.status === "PAID" && releases) await enqueueInTransaction(tx, bookingRefundJob(booking.id, booking.tenantId, new Date()));
}

export async function lockBookingOrThrow(tx: ScopedTx, tenantId: string, bookingId: string): Promise<LockedBooking> {
  const booking = await lockBooking(tx, tenantId, bookingId);
  if (!booking) throw new AppError("BOOKING_NOT_FOUND");
  return booking;
}

/** PUT /admin/bookings/{id}/status: exactly the spec §4 table, anything else 409. */
export async function changeBookingStatus(
  db: ScopedDb,
  request: StatusChangeRequest & { to: BookingStatus },
  timeZone: string,
): Promise<BookingView> {
  await inBookingTransaction(
    db,
    async (tx) => {
      const booking = await lockBookingOrThrow(tx, request.tenantId, request.bookingId);
      assertAdminTransition(booking.status, request.to);
      await applyStatusChange(tx, booking, request.to, request.actorId, request.reason);
    },
    "INVALID_STATUS_TRANSITION",
  );
  return findBookingView(db, request.bookingId, timeZone);
}

/** DELETE /admin/bookings/{id}: the admin's cancel, from any status but CANCELLED. */
export function cancelBookingAsAdmin(db: ScopedDb, request: StatusChangeRequest, timeZone: string): Promise<BookingView> {
  return changeBookingStatus(db, { ...request, to: "CANCELLED", reason: request.reason ?? CANCEL_REASONS.CANCELLED_BY_ADMIN }, timeZone);
}

export interface CustomerCancelRequest extends Omit<StatusChangeRequest, "reason"> {
  /** The tenant's self-service settings (issue 25.4); both null: the spec's rule, PENDING only. */
  policy: SelfServicePolicy;
  now: Date;
}

/**
 * DELETE /bookings/{id}: a customer (signed in, or holding the booking's manage link, whose
 * booking's customer is then the actor) cancels their own booking: a PENDING one always (spec), a
 * CONFIRMED or PAID one within the tenant's self-service window (a PAID one is refunded, as when
 * an admin cancels it). Someone else's booking is "not found" (its existence is none of the
 * caller's business); otherwise BOOKING_NOT_CANCELLABLE (contact the administrator) or
 * BOOKING_CANCEL_TOO_LATE.
 */
export async function cancelBookingAsCustomer(db: ScopedDb, request: CustomerCancelRequest, timeZone: string): Promise<BookingView> {
  await inBookingTransaction(
    db,
    async (tx) => {
      const booking = await lockBookingOrThrow(tx, request.tenantId, request.bookingId);
      if (booking.userId !== request.actorId) throw new AppError("BOOKING_NOT_FOUND");
      assertCustomerMayCancel(request.policy, booking, request.now);
      await applyStatusChange(tx, booking, "CANCELLED", request.actorId, CANCEL_REASONS.CANCELLED_BY_CUSTOMER);
    },
    "BOOKING_NOT_CANCELLABLE",
  );
  return findBookingView(db, request.bookingId, timeZone);
}
