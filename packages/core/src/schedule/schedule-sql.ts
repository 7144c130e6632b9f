// Reviewed raw SQL of the weekly schedule (tests/isolation/sql-statements covers each function).
import type { ScopedTx } from "../booking/booking-transaction.ts";

type RawRunner = Pick<ScopedTx, "$executeRaw">;

/**
 * Deletes the slots `slotIds` of expert `expertId` that are still free and not held for anyone
 * (the reconcile of a saved schedule picked them). Rows are locked in startsAt order, as a booking
 * locks them, and a slot a concurrent booking or hold takes meanwhile fails the re-check and stays.
 */
export function deleteFreeSlots(tx: RawRunner, tenantId: string, expertId: string, slotIds: readonly string[]): Promise<number> {
  return tx.$executeRaw`
    WITH locked AS MATERIALIZED (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND "expertId" = ${expertId}::uuid AND id = ANY(${slotIds}::uuid[])
        AND "bookingId" IS NULL AND ("heldUntil" IS NULL OR "heldUntil" <= now())
      ORDER BY "startsAt"
      FOR UPDATE
    )
    DELETE FROM "Slot" WHERE "tenantId" = ${tenantId}::uuid AND id IN (SELECT id FROM locked)
      AND "bookingId" IS NULL AND ("heldUntil" IS NULL OR "heldUntil" <= now())`;
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
