// Which slots a booking starting at a given slot would hold (ARCHITECTURE.md, Booking invariants: every slot its service's
// duration covers). This read is advisory: it picks the slot ids and explains a refusal well; the
// conditional write (booking-sql.ts) is what decides, so a slot taken between this read and the
// write still ends as SLOT_TAKEN, never as a double booking.
import { AppError } from "@booking/contracts";
import { slotsFromStart, type WindowSlot } from "./booking-sql.ts";
import type { Sql } from "@booking/db";
import { slotsCoveringDuration } from "./fitting.ts";
import type { StoredSlot } from "./slot-view.ts";

export interface CoverRequest {
  tenantId: string;
  startSlotId: string;
  serviceId: string;
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
export function coveringSlots<T extends StoredSlot>(window: readonly T[], request: Omit<CoverRequest, "tenantId" | "serviceId">): T[] {
  const start = window.find((slot) => slot.id === request.startSlotId);
  if (!start) throw new AppError("SLOT_NOT_FOUND");
  if (start.startsAt <= request.now) throw new AppError("DATE_IN_PAST", "This time has already passed");
  const fittable = window.map((slot) => ({
    ...slot,
    isBooked: slot.bookingId !== null && slot.bookingId !== request.ownBookingId,
  }));
  const ids = slotsCoveringDuration(fittable, request.startSlotId, request.durationMinutes, request.now);
  if (ids) {
    const wanted = new Set(ids);
    return window.filter((slot) => wanted.has(slot.id));
  }
  if (fittable.some((slot) => slot.isBooked)) throw new AppError("SLOT_TAKEN");
  throw new AppError("SERVICE_DOES_NOT_FIT");
}

/** Reads the slots from the start slot over the service's duration (one query) and decides. */
export async function findCoveringSlots(sql: Sql, request: CoverRequest): Promise<WindowSlot[]> {
  return coveringSlots(await slotsFromStart(sql, request.tenantId, request.startSlotId, request.serviceId), request);
}
