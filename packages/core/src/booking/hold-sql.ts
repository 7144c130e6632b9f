// What the hold cap reads (issue 29.1), inside the hold's transaction. Reviewed raw SQL on tenant
// tables (README "Tenant scope"); every statement names its tenant.
import type { ScopedTx } from "./booking-transaction.ts";

type RawRunner = Pick<ScopedTx, "$queryRaw" | "$executeRaw">;

/**
 * Serialises the holds of one customer on one page (a transaction-scoped advisory lock: the
 * customer may have no membership row yet), then reads their PENDING bookings under the row lock
 * the booking statement takes too, so a booking committing meanwhile is counted.
 */
export async function lockHoldsOf(tx: RawRunner, tenantId: string, userId: string): Promise<{ pending: number }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`slot-holds:${tenantId}:${userId}`}))`;
  const rows = await tx.$queryRaw<{ pending: number }[]>`
    SELECT "pendingBookings" AS pending FROM "Membership"
    WHERE "tenantId" = ${tenantId}::uuid AND "userId" = ${userId}::uuid FOR NO KEY UPDATE`;
  return { pending: rows[0]?.pending ?? 0 };
}

/**
 * How many times are held for the customer now, other than the slots `except`: each hold is the
 * run of slots one hold statement took (`holdId`). Waitlist offers are holds too.
 */
export async function liveHoldsOf(tx: RawRunner, tenantId: string, userId: string, except: readonly string[]): Promise<number> {
  const rows = await tx.$queryRaw<{ holds: number }[]>`
    SELECT count(DISTINCT "holdId")::int AS holds FROM "Slot"
    WHERE "tenantId" = ${tenantId}::uuid AND "heldForUserId" = ${userId}::uuid AND "heldUntil" > now()
      AND NOT (id = ANY(${except}::uuid[]))`;
  return rows[0]?.holds ?? 0;
}
