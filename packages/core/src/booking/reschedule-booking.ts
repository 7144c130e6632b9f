// Moving a booking to another start, atomically: the admin's PUT /admin/bookings/{id}/reschedule
// and (issue 25.4) the customer's own move within the tenant's self-service window. In one
// transaction: lock the booking, free its old slots, hold the new ones with the same conditional
// UPDATE as a new booking; if the hold comes back short the whole transaction rolls back, so the
// old slots are released only when the new ones are taken. Freeing first lets a move overlap the
// booking's own time (10:00-11:00 → 10:30-11:30). The status stays; the history records the move.
// The tenant's buffer after bookings (issue 15.3) is kept from the expert's other bookings.
import { AppError, isLiveStatus, type SelfServicePolicy } from "@booking/contracts";
import { prismaSql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { holdSlots, lockExpertForBuffer, type LockedBooking } from "./booking-sql.ts";
import { inBookingTransaction } from "./booking-transaction.ts";
import { findBookingView, type BookingView } from "./booking-view.ts";
import { lockBookingOrThrow } from "./change-booking-status.ts";
import { assertClearOfBookings } from "./create-booking.ts";
import { findCoveringSlots } from "./covering-slots.ts";
import { earliestStart } from "./booking-policy.ts";
import { assertCustomerMayMove } from "./self-service.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";
import { queueWaitlistMatch } from "../waitlist/offers.ts";
import { recordBookingEvent } from "../notifications/booking-events.ts";

export interface RescheduleRequest {
  tenant: { id: string; timeZone: string; bufferMinutes: number };
  bookingId: string;
  newSlotId: string;
  actorId: string;
  now: Date;
}

export interface CustomerMoveRequest extends RescheduleRequest {
  tenant: RescheduleRequest["tenant"] & SelfServicePolicy & { minNoticeMinutes: number };
}

/** What binds a customer's move and not an admin's: whose booking, the window, the notice, their own holds. */
interface CustomerRules {
  userId: string;
  check(booking: LockedBooking): void;
  minNoticeMinutes: number;
}

function describe(times: { date: string; startTime: string; endTime: string }): string {
  return `${times.date} ${times.startTime}-${times.endTime}`;
}

async function moveBooking(db: ScopedDb, request: RescheduleRequest, customer: CustomerRules | null): Promise<BookingView> {
  const { tenant, bookingId, now } = request;
  const format = createSlotTimesFormatter(tenant.timeZone);
  await inBookingTransaction(db, async (tx) => {
    const sql = prismaSql(tx);
    const booking = await lockBookingOrThrow(tx, tenant.id, bookingId);
    if (customer) customer.check(booking);
    if (!isLiveStatus(booking.status)) throw new AppError("BOOKING_NOT_RESCHEDULABLE");
    // Same rule as booking: the slots the service's duration covers from the new start.
    const service = await tx.service.findUnique({ where: { id: booking.serviceId }, select: { durationMinutes: true } });
    if (!service) throw new AppError("SERVICE_NOT_FOUND");
    const slots = await findCoveringSlots(sql, {
      tenantId: tenant.id,
      startSlotId: request.newSlotId,
      serviceId: booking.serviceId,
      durationMinutes: service.durationMinutes,
      now,
      ownBookingId: booking.id,
    });
    const startsAt = slots[0]!.startsAt;
    const endsAt = slots.at(-1)!.endsAt;
    // The new time is the new slots' expert's (one expert per window).
    const expertId = slots[0]!.expertId;
    // Already there (a repeated request): nothing to move, nothing to tell anyone.
    if (startsAt.getTime() === booking.startsAt.getTime() && slots.every((slot) => slot.bookingId === booking.id)) return;
    // Advisory, like a new booking's (the hold statement checks it again against the database clock).
    if (customer && startsAt <= earliestStart(customer, now)) {
      throw new AppError("BOOKING_TOO_SOON", undefined, { minNoticeMinutes: customer.minNoticeMinutes });
    }

    // The expert's row before any slot row, in the order a new booking takes them (no deadlock).
    if (tenant.bufferMinutes > 0) await lockExpertForBuffer(tx, tenant.id, expertId);
    await tx.slot.updateMany({ where: { bookingId: booking.id }, data: { bookingId: null, isBooked: false } });
    // The buffer after bookings holds for a move as for a new booking (the picker offers only such
    // starts); checked once the old slots are free, so the booking never keeps clear of itself.
    if (tenant.bufferMinutes > 0) await assertClearOfBookings(tx, tenant, { expertId, startsAt, endsAt });
    const held = await holdSlots(
      sql,
      tenant.id,
      booking.id,
      expertId,
      slots.map((slot) => slot.id),
      customer ? { noticeMinutes: customer.minNoticeMinutes, userId: customer.userId } : undefined,
    );
    if (held !== slots.length) throw new AppError("SLOT_TAKEN");
    await tx.booking.update({ where: { id: booking.id }, data: { startsAt, endsAt, expertId }, select: { id: true } });
    await tx.bookingStatusChange.create({
      data: {
        tenantId: tenant.id,
        bookingId: booking.id,
        fromStatus: booking.status,
        toStatus: booking.status,
        changedById: request.actorId,
        reason: `Rescheduled from ${describe(format(booking.startsAt, booking.endsAt))} to ${describe(format(startsAt, endsAt))}`,
      },
      select: { id: true },
    });
    await recordBookingEvent(tx, {
      kind: "rescheduled",
      tenantId: tenant.id,
      bookingId: booking.id,
      status: booking.status,
      startsAt,
      actorId: request.actorId,
    });
    // The old time is free now: the waitlist may have someone for it.
    await queueWaitlistMatch(tx, tenant.id);
  });
  return findBookingView(db, bookingId, tenant.timeZone);
}

/** PUT /admin/bookings/{id}/reschedule: any free future start (no notice, no window). */
export function rescheduleBooking(db: ScopedDb, request: RescheduleRequest): Promise<BookingView> {
  return moveBooking(db, request, null);
}

/**
 * PUT /bookings/{id}/move (issue 25.4): the customer moves their own booking, within the tenant's
 * self-service window counted from its current start, to a start the calendar would offer them
 * (minimum notice, buffer; a time held for them counts as free). Someone else's booking is "not
 * found"; moves off: BOOKING_NOT_MOVABLE; too late: BOOKING_MOVE_TOO_LATE. `actorId` is the
 * booking's customer (the signed-in one, or the one a manage link names).
 */
export function moveBookingAsCustomer(db: ScopedDb, request: CustomerMoveRequest): Promise<BookingView> {
  return moveBooking(db, request, {
    userId: request.actorId,
    minNoticeMinutes: request.tenant.minNoticeMinutes,
    check(booking) {
      if (booking.userId !== request.actorId) throw new AppError("BOOKING_NOT_FOUND");
      assertCustomerMayMove(request.tenant, booking, request.now);
    },
  });
}
