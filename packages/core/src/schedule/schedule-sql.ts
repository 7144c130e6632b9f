// Reviewed raw SQL of the weekly schedule (tests/isolation/sql-statements covers each function).
import type { ScopedTx } from "../booking/booking-transaction.ts";

type RawRunner = Pick<ScopedTx, "$executeRaw">;

/**
 * Deletes expert `expertId`'s free slots made by the schedule that start at or after `from` and
 * are not among `keepStarts` (the starts the schedule still wants). Slots an admin made by hand
 * and booked slots stay. Rows are locked in startsAt order, as a booking locks them, and a slot
 * a concurrent booking takes meanwhile fails the re-check of "bookingId" IS NULL and stays.
 */
export function deleteUncoveredScheduleSlots(
  tx: RawRunner,
  tenantId: string,
  expertId: string,
  from: Date,
  keepStarts: readonly Date[],
): Promise<number> {
  const keep = keepStarts.map((start) => start.toISOString());
  return tx.$executeRaw`
    WITH locked AS MATERIALIZED (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND "expertId" = ${expertId}::uuid AND "startsAt" >= ${from}::timestamptz
        AND "fromSchedule" AND "bookingId" IS NULL AND NOT ("startsAt" = ANY(${keep}::timestamptz[]))
      ORDER BY "startsAt"
      FOR UPDATE
    )
    DELETE FROM "Slot" WHERE "tenantId" = ${tenantId}::uuid AND id IN (SELECT id FROM locked)`;
}

type RawQuery = Pick<ScopedTx, "$queryRaw">;

export interface LockedSchedule {
  weekly: unknown;
  overrides: unknown;
  filledThrough: string | null;
  appliedTimeZone: string | null;
}

/**
 * Expert `expertId`'s schedule row, locked for the rest of the transaction (null: none), so a
 * save, an "apply now" and the rolling job lay one expert's slots out one after another.
 */
export async function lockExpertSchedule(tx: RawQuery, tenantId: string, expertId: string): Promise<LockedSchedule | null> {
  const rows = await tx.$queryRaw<LockedSchedule[]>`
    SELECT weekly, overrides, "filledThrough", "appliedTimeZone" FROM "ExpertSchedule"
    WHERE "tenantId" = ${tenantId}::uuid AND "expertId" = ${expertId}::uuid
    FOR UPDATE`;
  return rows[0] ?? null;
}
