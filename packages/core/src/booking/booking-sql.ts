// Every raw SQL statement of the booking engine, in one place so tenant isolation is reviewable:
// each statement names "tenantId" itself (the scoped client cannot add it to raw SQL). Raw SQL is
// used only where Prisma cannot say it: row locks (FOR UPDATE), lock order (ORDER BY ... FOR
// UPDATE) and the database clock (now()).
//
// Lock order, the whole engine (so no two transactions can wait for each other in a cycle):
//   1. the tenant row, only when the plan limits bookings per month (create booking);
//   2. a booking row (status change, cancel, reschedule, force-deleting its slot);
//   3. slot rows, in "startsAt" order (hold, range delete).
// Freeing a booking's slots touches only rows that booking holds, and only while its row is
// locked, so nobody else is waiting on them: holders skip rows whose bookingId is set.
import type { BookingStatus } from "./status.ts";
import type { ScopedTx } from "./booking-transaction.ts";

/** Anything that can run tagged-template raw SQL: the scoped client or a transaction on it. */
type RawRunner = Pick<ScopedTx, "$queryRaw" | "$executeRaw">;

/**
 * Takes the free, future slots `slotIds` for `bookingId`. The caller compares the result with
 * slotIds.length: fewer means another booking got there first (or a slot was deleted, or began)
 * and the transaction must roll back.
 *
 * Race-free because the inner SELECT locks each candidate row (FOR UPDATE, in startsAt order);
 * a row another transaction is holding makes this one wait, and once that one commits PostgreSQL
 * re-checks `"bookingId" IS NULL` on the new row version (READ COMMITTED re-evaluation) and drops
 * it. The single bookingId column and the CHECK "Slot_booked_consistent" make a second holder
 * unrepresentable even if this statement were wrong.
 */
export function holdSlots(tx: RawRunner, tenantId: string, bookingId: string, slotIds: readonly string[]): Promise<number> {
  return tx.$executeRaw`
    UPDATE "Slot" AS s SET "isBooked" = true, "bookingId" = ${bookingId}::uuid
    FROM (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND id = ANY(${slotIds}::uuid[])
        AND "bookingId" IS NULL AND "startsAt" > now()
      ORDER BY "startsAt"
      FOR UPDATE
    ) AS free
    WHERE s.id = free.id AND s."tenantId" = ${tenantId}::uuid AND s."bookingId" IS NULL`;
}

export interface LockedBooking {
  id: string;
  tenantId: string;
  status: BookingStatus;
  userId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Locks one booking row of the tenant for the rest of the transaction; status changes, cancels
 * and reschedules of the same booking therefore run one after another and each sees the status
 * the previous one left. NO KEY UPDATE: only non-key columns change, so rows referencing the
 * booking (history, payments) can still be inserted meanwhile.
 */
export async function lockBooking(tx: RawRunner, tenantId: string, bookingId: string): Promise<LockedBooking | null> {
  const rows = await tx.$queryRaw<LockedBooking[]>`
    SELECT id, "tenantId", status::text AS status, "userId", "serviceId", "startsAt", "endsAt"
    FROM "Booking"
    WHERE id = ${bookingId}::uuid AND "tenantId" = ${tenantId}::uuid
    FOR NO KEY UPDATE`;
  return rows[0] ?? null;
}

/**
 * Serialises the bookings of a tenant whose plan limits bookings per month, so the count taken
 * after this lock cannot be overtaken by a concurrent booking (READ COMMITTED: the count, a new
 * statement, sees everything committed by the previous holder). Returns the plan as it is now.
 * NO KEY UPDATE rather than UPDATE: it does not block inserts referencing the tenant elsewhere.
 */
export async function lockTenantForBookingCount(tx: RawRunner, tenantId: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ plan: string }[]>`
    SELECT plan::text AS plan FROM "Tenant" WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
  return rows[0]?.plan ?? null;
}

/**
 * Deletes the unbooked slots starting in [start, end). Rows are locked in startsAt order like a
 * hold does, and a slot that a concurrent booking takes meanwhile fails the re-check and stays.
 */
export function deleteUnbookedSlots(tx: RawRunner, tenantId: string, start: Date, end: Date): Promise<number> {
  return tx.$executeRaw`
    DELETE FROM "Slot"
    WHERE "tenantId" = ${tenantId}::uuid AND "bookingId" IS NULL AND id IN (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND "startsAt" >= ${start} AND "startsAt" < ${end}
        AND "bookingId" IS NULL
      ORDER BY "startsAt"
      FOR UPDATE
    )`;
}
