// PUT /admin/bookings/{id}/reschedule: move a booking to another start, atomically. In one
// transaction: lock the booking, free its old slots, hold the new ones with the same conditional
// UPDATE as a new booking; if the hold comes back short the whole transaction rolls back, so the
// old slots are released only when the new ones are taken. Freeing first lets a move overlap the
// booking's own time (10:00-11:00 → 10:30-11:30). The status stays; the history records the move.
// The tenant's buffer after bookings (issue 15.3) is kept from the expert's other bookings.
import { AppError } from "@booking/contracts";
import { prismaSql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { holdSlots, lockExpertForBuffer } from "./booking-sql.ts";
import { inBookingTransaction } from "./booking-transaction.ts";
import { findBookingView, type BookingView } from "./booking-view.ts";
import { lockBookingOrThrow } from "./change-booking-status.ts";
import { assertClearOfBookings } from "./create-booking.ts";
import { findCoveringSlots } from "./covering-slots.ts";
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

function describe(times: { date: string; startTime: string; endTime: string }): string {
  return `${times.date} ${times.startTime}-${times.endTime}`;
}

export async function rescheduleBooking(db: ScopedDb, request: RescheduleRequest): Promise<BookingView> {
  const { tenant, bookingId, now } = request;
  const format = createSlotTimesFormatter(tenant.timeZone);
  await inBookingTransaction(db, async (tx) => {
    const sql = prismaSql(tx);
    const booking = await lockBookingOrThrow(tx, tenant.id, bookingId);
    if (booking.status === "CANCELLED") throw new AppError("BOOKING_NOT_RESCHEDULABLE");
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
    await recordBookingEvent(tx, { kind: "rescheduled", tenantId: tenant.id, bookingId: booking.id, status: booking.status, startsAt });
    // The old time is free now: the waitlist may have someone for it.
    await queueWaitlistMatch(tx, tenant.id);
  });
  return findBookingView(db, bookingId, tenant.timeZone);
}
