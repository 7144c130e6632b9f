// POST /bookings/hold (issue 18.2): a customer who opens a link to a time gets that time held for
// SLOT_HOLD_MINUTES while they confirm. The same advisory read as a booking (service, the slots
// the duration covers) picks the slots and explains refusals; holdSlotsForUser decides, under the
// same row locks as the booking statement, so a hold and a booking of one time leave one winner.
// The hold lapses by the database clock (Slot.heldUntil), and the holder's booking clears it; a
// lapse frees the time without any booking changing, so the waitlist is matched again just after it.
// Live holds count with PENDING bookings against the page's cap (issue 29.1: one account held 9 of
// 21 free times): a hold is admitted while the customer's other live holds plus their PENDING
// bookings are under Tenant.maxPendingPerCustomer (0: no cap). Renewing a hold does not count that
// hold itself, but the rest still must leave room.
import { AppError, SLOT_HOLD_MINUTES } from "@booking/contracts";
import { prismaSql, type Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { queueWaitlistMatchNow } from "../waitlist/offers.ts";
import { holdSlotsForUser, serviceAndWindow } from "./booking-sql.ts";
import { inBookingTransaction } from "./booking-transaction.ts";
import { liveHoldsOf, lockHoldsOf } from "./hold-sql.ts";
import { earliestStart } from "./booking-policy.ts";
import { coveringSlots } from "./covering-slots.ts";
import { assertBookable, type BookingTenant } from "./create-booking.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";

export interface HoldTimeRequest {
  tenant: Pick<BookingTenant, "id" | "timeZone" | "minNoticeMinutes"> & { maxPendingPerCustomer: number };
  userId: string;
  serviceId: string;
  /** The start slot, as in POST /bookings. */
  slotId: string;
  now: Date;
}

export interface HeldTime {
  slotId: string;
  serviceId: string;
  serviceName: string;
  date: string;
  startTime: string;
  endTime: string;
  /** When the hold lapses (by the application clock; the database's decides, within a second). */
  heldUntil: string;
  holdMinutes: number;
}

/**
 * Holds the time for `userId`, or refuses as POST /bookings would: SERVICE_NOT_FOUND /
 * SERVICE_INACTIVE, SLOT_NOT_FOUND (not this tenant's), DATE_IN_PAST, BOOKING_TOO_SOON,
 * SERVICE_DOES_NOT_FIT, SLOT_TAKEN (booked, or held for someone else). Opening the link again renews it.
 */
export async function holdTime(db: ScopedDb, sql: Sql, request: HoldTimeRequest): Promise<HeldTime> {
  const { tenant, now } = request;
  const read = await serviceAndWindow(sql, tenant.id, request.slotId, request.serviceId);
  const service = assertBookable(read.service);
  const slots = coveringSlots(read.window, { startSlotId: request.slotId, durationMinutes: service.durationMinutes, now });
  const first = slots[0]!;
  if (first.startsAt <= earliestStart(tenant, now)) {
    throw new AppError("BOOKING_TOO_SOON", undefined, { minNoticeMinutes: tenant.minNoticeMinutes });
  }
  const seconds = SLOT_HOLD_MINUTES * 60;
  const slotIds = slots.map((slot) => slot.id);
  await inBookingTransaction(db, async (tx) => {
    // Slots first, then the customer's locks: the booking statement's order, so the two never deadlock.
    const held = await holdSlotsForUser(prismaSql(tx), tenant.id, first.expertId, request.userId, slotIds, seconds);
    if (held !== slots.length) throw new AppError("SLOT_TAKEN");
    const cap = tenant.maxPendingPerCustomer;
    if (cap === 0) return;
    const { pending } = await lockHoldsOf(tx, tenant.id, request.userId);
    const others = await liveHoldsOf(tx, tenant.id, request.userId, slotIds);
    // Refused: the transaction rolls this hold back.
    if (others + pending >= cap) throw new AppError("HOLD_LIMIT_REACHED", undefined, { limit: cap, pending, holds: others });
  });
  const heldUntil = new Date(now.getTime() + seconds * 1000);
  // A second after the database's own lapse, whoever waits for this time by then (customers may join
  // while it is held) is offered it. Queued whether or not anyone waits yet: holds are rate-limited.
  await queueWaitlistMatchNow(db, tenant.id, new Date(heldUntil.getTime() + 1000));
  const times = createSlotTimesFormatter(tenant.timeZone)(first.startsAt, slots.at(-1)!.endsAt);
  return {
    slotId: first.id,
    serviceId: service.id,
    serviceName: service.name,
    ...times,
    heldUntil: heldUntil.toISOString(),
    holdMinutes: SLOT_HOLD_MINUTES,
  };
}
