// The admin Availability tab (spec §2, §5): generating slots, listing them and deleting them.
import { AppError, MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import { prismaSql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { CANCEL_REASONS } from "./cancel-reasons.ts";
import { deleteUnbookedSlots, slotsInRange } from "./booking-sql.ts";
import { defaultExpertId } from "./experts.ts";
import { inBookingTransaction, mapConflicts } from "./booking-transaction.ts";
import { applyStatusChange, lockBookingOrThrow } from "./change-booking-status.ts";
import { assertRangeWithin } from "./date-range.ts";
import { localDateRangeToInstants } from "./local-time.ts";
import { generateSlotsForDays, generateSlotsForRange } from "./slot-generation.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";
import { toAdminSlotViews, type AdminSlotView } from "./slot-view.ts";
import { queueWaitlistMatch } from "../waitlist/offers.ts";
import { answered, inAnswerTransaction, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface AvailabilityRequest {
  /** Range mode (both) or individual days (`dates`); the contracts schema ensures exactly one. */
  startDate?: string;
  endDate?: string;
  dates?: readonly string[];
  startTime?: string;
  endTime?: string;
  /** Whose slots (issue 16.2); default: the tenant's default expert. The caller checks it is the tenant's. */
  expertId?: string;
}

/**
 * Creates the slots the request describes in the tenant's zone, for its default expert. Idempotent:
 * generation is a pure function of the request, and ON CONFLICT DO NOTHING (skipDuplicates) keeps
 * existing slots, booked or not, exactly as they are. Its arbiters are the unique start and the
 * exclusion constraint Slot_no_overlap, so a time overlapping an existing slot (one left from
 * before the half-hour grid, or one a concurrent generation is inserting) is skipped, not
 * doubled: `skipped` counts both.
 */
export async function generateAvailability(
  db: ScopedDb,
  request: AvailabilityRequest,
  tenant: { id: string; timeZone: string },
  now: Date,
  answer?: IdempotentAnswer,
): Promise<{ created: number; skipped: number }> {
  const hours = { startTime: request.startTime, endTime: request.endTime, timeZone: tenant.timeZone, now };
  const slots = request.dates?.length
    ? generateSlotsForDays({ ...hours, dates: request.dates })
    : generateSlotsForRange({ ...hours, startDate: request.startDate ?? "", endDate: request.endDate ?? "" });
  return inAnswerTransaction(db, answer, async (tx) => {
    if (slots.length === 0) return answered(tx, answer, { created: 0, skipped: 0 });
    const expertId = request.expertId ?? (await defaultExpertId(prismaSql(tx), tenant.id));
    // Never expected (see booking-transaction.ts): should PostgreSQL still refuse, a 409, not a 500.
    const { count } = await mapConflicts("SLOTS_CHANGED", () =>
      tx.slot.createMany({
        data: slots.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })),
        skipDuplicates: true,
      }),
    );
    // New time: a customer waiting for one of these days may be offered it.
    if (count > 0) await queueWaitlistMatch(tx, tenant.id, now);
    return answered(tx, answer, { created: count, skipped: slots.length - count });
  });
}

/** Every slot starting on local dates from..to, booked or not, in start order. */
export async function listSlots(
  db: ScopedDb,
  range: { from: string; to: string },
  tenant: { id: string; timeZone: string },
): Promise<AdminSlotView[]> {
  assertRangeWithin(range.from, range.to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  return toAdminSlotViews(await slotsInRange(prismaSql(db), tenant.id, start, end, "all"), tenant.timeZone);
}

/** Deletes the unbooked slots starting on local dates from..to; booked ones stay. */
export async function deleteSlotsInRange(
  db: ScopedDb,
  range: { from: string; to: string },
  tenant: { id: string; timeZone: string },
): Promise<{ deleted: number }> {
  assertRangeWithin(range.from, range.to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  return { deleted: await deleteUnbookedSlots(db, tenant.id, start, end) };
}

export interface DeleteSlotRequest {
  tenant: { id: string; timeZone: string };
  slotId: string;
  /** Spec §4: a booked slot is deleted only with force, which cancels its booking. */
  force: boolean;
  actorId: string;
}

export interface DeleteSlotResult {
  deleted: true;
  /** The booking a forced delete cancelled, if any. */
  cancelledBookingId: string | null;
}

/** A slot that changes hands between our reads is looked at again, a few times at most. */
const DELETE_ATTEMPTS = 3;

export async function deleteSlot(db: ScopedDb, request: DeleteSlotRequest): Promise<DeleteSlotResult> {
  const { slotId } = request;
  for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
    // The common case in one statement: the slot is free.
    const { count } = await db.slot.deleteMany({ where: { id: slotId, bookingId: null } });
    if (count === 1) return { deleted: true, cancelledBookingId: null };
    const slot = await db.slot.findUnique({ where: { id: slotId }, select: { bookingId: true } });
    if (!slot) throw new AppError("SLOT_NOT_FOUND");
    if (!slot.bookingId) continue; // freed in between: delete it as a free slot
    if (!request.force) throw new AppError("SLOT_BOOKED", undefined, { bookingId: slot.bookingId });
    const cancelled = await cancelHolderAndDelete(db, request, slot.bookingId);
    if (cancelled) return { deleted: true, cancelledBookingId: cancelled };
  }
  throw new AppError("SLOT_TAKEN", "The slot changed while it was being deleted, please try again");
}

/**
 * Lock order as everywhere: the booking row first, then its slots. Returns null when the slot no
 * longer belongs to that booking (moved or freed meanwhile), so the caller looks again.
 */
async function cancelHolderAndDelete(db: ScopedDb, request: DeleteSlotRequest, bookingId: string): Promise<string | null> {
  const { tenant, slotId } = request;
  return inBookingTransaction(db, async (tx) => {
    const booking = await lockBookingOrThrow(tx, tenant.id, bookingId);
    const slot = await tx.slot.findUnique({ where: { id: slotId }, select: { bookingId: true, startsAt: true, endsAt: true } });
    if (!slot) throw new AppError("SLOT_NOT_FOUND");
    if (slot.bookingId !== booking.id) return null;
    const times = createSlotTimesFormatter(tenant.timeZone)(slot.startsAt, slot.endsAt);
    const reason = CANCEL_REASONS.slotDeleted(times);
    await applyStatusChange(tx, booking, "CANCELLED", request.actorId, reason);
    await tx.slot.delete({ where: { id: slotId }, select: { id: true } });
    return booking.id;
  });
}
