// Which slots a booking starting at a given slot would hold (DESIGN §4: every slot its service's
// duration covers). This read is advisory: it picks the slot ids and explains a refusal well; the
// hold in the transaction (booking-sql.ts holdSlots) is what decides, so a slot taken between this
// read and the hold still ends as SLOT_TAKEN, never as a double booking.
import { AppError } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { ScopedTx } from "./booking-transaction.ts";
import { slotsCoveringDuration, type FittableSlot } from "./fitting.ts";
import type { StoredSlot } from "./slot-view.ts";

const MS_PER_MINUTE = 60_000;

export interface CoverRequest {
  startSlotId: string;
  durationMinutes: number;
  now: Date;
  /** Rescheduling: slots this booking holds count as free (a move may overlap its old time). */
  ownBookingId?: string;
}

/**
 * The slots, in start order, or: SLOT_NOT_FOUND (no such slot in this tenant), DATE_IN_PAST (it
 * has begun), SLOT_TAKEN (it or a slot the duration needs is held by another booking),
 * SERVICE_DOES_NOT_FIT (the free time from it is too short: end of the day's hours, a deleted slot).
 */
export async function findCoveringSlots(db: ScopedDb | ScopedTx, request: CoverRequest): Promise<StoredSlot[]> {
  const slotSelect = { id: true, startsAt: true, endsAt: true, bookingId: true } as const;
  const start = await db.slot.findUnique({ where: { id: request.startSlotId }, select: slotSelect });
  if (!start) throw new AppError("SLOT_NOT_FOUND");
  if (start.startsAt <= request.now) throw new AppError("DATE_IN_PAST", "This time has already passed");
  const window = await db.slot.findMany({
    where: {
      startsAt: { gte: start.startsAt, lt: new Date(start.startsAt.getTime() + request.durationMinutes * MS_PER_MINUTE) },
    },
    orderBy: { startsAt: "asc" },
    select: slotSelect,
  });
  const fittable: (FittableSlot & StoredSlot)[] = window.map((slot) => ({
    ...slot,
    isBooked: slot.bookingId !== null && slot.bookingId !== request.ownBookingId,
  }));
  const ids = slotsCoveringDuration(fittable, request.startSlotId, request.durationMinutes, request.now);
  if (ids) {
    const wanted = new Set(ids);
    return fittable.filter((slot) => wanted.has(slot.id)).map(({ isBooked: _, ...slot }) => slot);
  }
  if (fittable.some((slot) => slot.isBooked)) throw new AppError("SLOT_TAKEN");
  throw new AppError("SERVICE_DOES_NOT_FIT");
}
