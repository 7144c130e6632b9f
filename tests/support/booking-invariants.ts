// What must hold in a tenant's booking tables whatever happened concurrently, checked with SQL
// straight on the database (the race tests and the bench run it after their storms).
import pg from "pg";
import { canAdminTransition, type BookingStatus } from "@booking/core";

export interface BookingInvariantReport {
  /** Pairs of slots of one expert whose times overlap (the exclusion constraint should make this impossible). */
  overlappingSlots: number;
  /** Pairs of non-cancelled bookings of one expert whose times overlap (a double booking). */
  overlappingBookings: number;
  /** Slots held by a cancelled booking (a cancel that did not free). */
  slotsHeldByCancelled: number;
  /** Non-cancelled bookings whose held slots do not exactly cover their time, or are another expert's. */
  bookingsWithWrongSlots: number;
  /** Slots whose isBooked disagrees with bookingId (the CHECK should make this impossible). */
  inconsistentSlots: number;
  /** Bookings whose history is not a valid chain ending in their status. */
  bookingsWithBrokenHistory: number;
}

const RANK: Record<BookingStatus, number> = { PENDING: 0, CONFIRMED: 1, PAID: 2, CANCELLED: 3 };

/**
 * History rows of one booking form a chain when, leaving out reschedules (X → X), they read
 * null → PENDING → ... → status, each step allowed by the spec §4 table. Every allowed step raises
 * the rank, so sorting by rank recovers the order even when two rows share a millisecond.
 */
export function isValidHistory(status: BookingStatus, rows: { fromStatus: BookingStatus | null; toStatus: BookingStatus }[]): boolean {
  const steps = rows.filter((row) => row.fromStatus !== row.toStatus).sort((a, b) => RANK[a.toStatus] - RANK[b.toStatus]);
  let current: BookingStatus | null = null;
  for (const step of steps) {
    if (step.fromStatus !== current) return false;
    if (current === null ? step.toStatus !== "PENDING" : !canAdminTransition(current, step.toStatus)) return false;
    current = step.toStatus;
  }
  return current === status;
}

export async function checkBookingInvariants(url: string, tenantId: string): Promise<BookingInvariantReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query(sql, [tenantId])).rows[0].n);
    const overlappingSlots = await count(`
      SELECT count(*) AS n FROM "Slot" a
      JOIN "Slot" b ON b."tenantId" = a."tenantId" AND b."expertId" = a."expertId" AND a.id < b.id
      WHERE a."tenantId" = $1 AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt"`);
    const overlappingBookings = await count(`
      SELECT count(*) AS n FROM "Booking" a
      JOIN "Booking" b ON b."tenantId" = a."tenantId" AND b."expertId" = a."expertId" AND a.id < b.id
      WHERE a."tenantId" = $1 AND a.status <> 'CANCELLED' AND b.status <> 'CANCELLED'
        AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt"`);
    const slotsHeldByCancelled = await count(`
      SELECT count(*) AS n FROM "Slot" s JOIN "Booking" b ON b.id = s."bookingId"
      WHERE s."tenantId" = $1 AND b.status = 'CANCELLED'`);
    const bookingsWithWrongSlots = await count(`
      SELECT count(*) AS n FROM (
        SELECT b.id FROM "Booking" b LEFT JOIN "Slot" s ON s."bookingId" = b.id
        WHERE b."tenantId" = $1 AND b.status <> 'CANCELLED'
        GROUP BY b.id, b."startsAt", b."endsAt", b."expertId"
        HAVING min(s."startsAt") IS DISTINCT FROM b."startsAt" OR max(s."endsAt") IS DISTINCT FROM b."endsAt"
          OR coalesce(sum(s."endsAt" - s."startsAt"), interval '0') <> b."endsAt" - b."startsAt"
          OR bool_or(s."expertId" <> b."expertId")
      ) AS wrong`);
    const inconsistentSlots = await count(`
      SELECT count(*) AS n FROM "Slot" WHERE "tenantId" = $1 AND "isBooked" <> ("bookingId" IS NOT NULL)`);
    const history = await client.query<{
      id: string;
      status: BookingStatus;
      steps: { fromStatus: BookingStatus | null; toStatus: BookingStatus }[];
    }>(
      `
      SELECT b.id, b.status::text AS status,
        coalesce(json_agg(json_build_object('fromStatus', h."fromStatus", 'toStatus', h."toStatus")) FILTER (WHERE h.id IS NOT NULL), '[]') AS steps
      FROM "Booking" b LEFT JOIN "BookingStatusChange" h ON h."bookingId" = b.id
      WHERE b."tenantId" = $1 GROUP BY b.id`,
      [tenantId],
    );
    const bookingsWithBrokenHistory = history.rows.filter((row) => !isValidHistory(row.status, row.steps)).length;
    return {
      overlappingSlots,
      overlappingBookings,
      slotsHeldByCancelled,
      bookingsWithWrongSlots,
      inconsistentSlots,
      bookingsWithBrokenHistory,
    };
  } finally {
    await client.end();
  }
}

export const CLEAN_REPORT: BookingInvariantReport = {
  overlappingSlots: 0,
  overlappingBookings: 0,
  slotsHeldByCancelled: 0,
  bookingsWithWrongSlots: 0,
  inconsistentSlots: 0,
  bookingsWithBrokenHistory: 0,
};
