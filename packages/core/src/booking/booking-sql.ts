// Every raw SQL statement of the booking engine, in one place so tenant isolation is reviewable:
// each statement names "tenantId" itself (the scoped client cannot add it to raw SQL). Raw SQL is
// used only where Prisma cannot say it: row locks and their order (ORDER BY ... FOR UPDATE), the
// database clock (now()), and a booking written in one statement.
//
// Lock order, the whole engine (so no two transactions can wait for each other in a cycle):
//   1. the tenant row, only when the plan limits bookings per month (create booking);
//   2. a booking row (status change, cancel, reschedule, force-deleting its slot);
//   3. slot rows, in "startsAt" order (hold, range delete).
// Freeing a booking's slots touches only rows that booking holds, and only while its row is
// locked, so nobody else is waiting on them: holders skip rows whose bookingId is set.
import { Prisma } from "@booking/db";
import type { ScopedTx } from "./booking-transaction.ts";
import type { StoredSlot } from "./slot-view.ts";
import type { BookingStatus } from "./status.ts";

/** Anything that can run tagged-template raw SQL: the scoped client or a transaction on it. */
type RawRunner = Pick<ScopedTx, "$queryRaw" | "$executeRaw">;

/**
 * The free, future slots among `slotIds`, locked in startsAt order. Race-free because FOR UPDATE
 * makes a transaction wait for any other that is holding one of these rows, and once that one
 * commits PostgreSQL re-checks `"bookingId" IS NULL` on the new row version (READ COMMITTED
 * re-evaluation) and drops the row. MATERIALIZED makes the locking query run exactly once: as a
 * plain subquery the planner may re-run it (with its locks) per row of the tenant, which the bench
 * caught taking over a second per booking once the table statistics went stale.
 */
function lockedFreeSlots(tenantId: string, slotIds: readonly string[]): Prisma.Sql {
  return Prisma.sql`locked AS MATERIALIZED (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND id = ANY(${slotIds}::uuid[])
        AND "bookingId" IS NULL AND "startsAt" > now()
      ORDER BY "startsAt"
      FOR UPDATE
    )`;
}

/**
 * Points the slots of `locked` at a booking. `booking` names a relation with one row and an `id`
 * column (a CTE or a VALUES list); no row there, nothing updated.
 */
function holdLocked(tenantId: string, slotIds: readonly string[], booking: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`UPDATE "Slot" SET "isBooked" = true, "bookingId" = booking.id
    FROM ${booking}
    WHERE "Slot"."tenantId" = ${tenantId}::uuid AND "Slot".id = ANY(${slotIds}::uuid[]) AND "Slot".id IN (SELECT id FROM locked)`;
}

/**
 * Takes the free, future slots `slotIds` for an existing booking (reschedule). The caller compares
 * the result with slotIds.length: fewer means another booking got there first (or a slot was
 * deleted, or began) and the transaction must roll back. The single bookingId column and the CHECK
 * "Slot_booked_consistent" make a second holder unrepresentable even if this statement were wrong.
 */
export function holdSlots(tx: RawRunner, tenantId: string, bookingId: string, slotIds: readonly string[]): Promise<number> {
  return tx.$executeRaw`
    WITH ${lockedFreeSlots(tenantId, slotIds)}
    ${holdLocked(tenantId, slotIds, Prisma.sql`(VALUES (${bookingId}::uuid)) AS booking (id)`)}`;
}

export interface NewBooking {
  id: string;
  tenantId: string;
  userId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  createdAt: Date;
  /** Id of the PENDING history row. */
  historyId: string;
  /** Set when the user is not a member yet: the CUSTOMER membership to create with the booking. */
  membershipId: string | null;
  /** The slots the booking holds, all free and in the future, or nothing is written. */
  slotIds: readonly string[];
}

/**
 * A PENDING booking, its slots, its first history row (and a first-time customer's membership)
 * in ONE statement, so it needs no transaction of its own and costs one round trip. All or
 * nothing: the booking row is inserted only when `locked` holds every requested slot, and the
 * other parts hang off that row. Returns how many slots it took: slotIds.length, or 0 when any
 * was taken (nothing written). Parent and children in one statement is fine for the foreign
 * keys: they are checked when the statement ends.
 */
export async function insertHeldBooking(runner: RawRunner, booking: NewBooking): Promise<number> {
  const { id, tenantId, slotIds, createdAt } = booking;
  const rows = await runner.$queryRaw<{ held: number }[]>`
    WITH ${lockedFreeSlots(tenantId, slotIds)},
    booking AS (
      INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", status, "startsAt", "endsAt", "priceMinor", currency, "createdAt", "updatedAt")
      SELECT ${id}::uuid, ${tenantId}::uuid, ${booking.userId}::uuid, ${booking.serviceId}::uuid, 'PENDING'::"BookingStatus",
        ${booking.startsAt}::timestamptz, ${booking.endsAt}::timestamptz, ${booking.priceMinor}::int, ${booking.currency},
        ${createdAt}::timestamptz, ${createdAt}::timestamptz
      WHERE (SELECT count(*) FROM locked) = ${slotIds.length}::int
      RETURNING id
    ),
    held AS (
      ${holdLocked(tenantId, slotIds, Prisma.sql`booking`)}
      RETURNING "Slot".id
    ),
    history AS (
      INSERT INTO "BookingStatusChange" (id, "tenantId", "bookingId", "fromStatus", "toStatus", "changedById", "createdAt")
      SELECT ${booking.historyId}::uuid, ${tenantId}::uuid, booking.id, NULL::"BookingStatus", 'PENDING'::"BookingStatus",
        ${booking.userId}::uuid, ${createdAt}::timestamptz
      FROM booking
    ),
    member AS (
      INSERT INTO "Membership" (id, "tenantId", "userId", role, "createdAt")
      SELECT ${booking.membershipId}::uuid, ${tenantId}::uuid, ${booking.userId}::uuid, 'CUSTOMER'::"Role", ${createdAt}::timestamptz
      FROM booking WHERE ${booking.membershipId}::uuid IS NOT NULL
      ON CONFLICT ("tenantId", "userId") DO NOTHING
    )
    SELECT count(*)::int AS held FROM held`;
  return rows[0]?.held ?? 0;
}

/**
 * The slot `startSlotId` and every slot of the tenant starting before it plus the service's
 * duration, in start order: what fitting needs to decide which slots a booking from there holds.
 * Empty when the slot or the service is not the tenant's. The start is looked up once (a
 * MATERIALIZED CTE) and the window then read as one index range: written as a join, stale
 * statistics for a new tenant made the planner look the start up again for every slot of the
 * tenant (seconds per booking in the bench).
 */
export function slotsFromStart(runner: RawRunner, tenantId: string, startSlotId: string, serviceId: string): Promise<StoredSlot[]> {
  return runner.$queryRaw<StoredSlot[]>`
    WITH start AS MATERIALIZED (
      SELECT slot."startsAt", slot."startsAt" + make_interval(mins => service."durationMinutes") AS until
      FROM "Slot" AS slot
      JOIN "Service" AS service ON service.id = ${serviceId}::uuid AND service."tenantId" = ${tenantId}::uuid
      WHERE slot.id = ${startSlotId}::uuid AND slot."tenantId" = ${tenantId}::uuid
    )
    SELECT id, "startsAt", "endsAt", "bookingId" FROM "Slot"
    WHERE "tenantId" = ${tenantId}::uuid
      AND "startsAt" >= (SELECT "startsAt" FROM start) AND "startsAt" < (SELECT until FROM start)
    ORDER BY "startsAt"`;
}

/**
 * The tenant's slots starting in [from, until), in start order, for the customer calendar. Times
 * come back as epoch milliseconds rather than timestamps: a 60-day calendar is a thousand rows,
 * and parsing two timestamps per row was most of that request's time (see the bench).
 */
export async function slotsInRange(runner: RawRunner, tenantId: string, from: Date, until: Date): Promise<StoredSlot[]> {
  const rows = await runner.$queryRaw<{ id: string; startsMs: number; endsMs: number; bookingId: string | null }[]>`
    SELECT id, (extract(epoch FROM "startsAt") * 1000)::float8 AS "startsMs",
      (extract(epoch FROM "endsAt") * 1000)::float8 AS "endsMs", "bookingId"
    FROM "Slot"
    WHERE "tenantId" = ${tenantId}::uuid AND "startsAt" >= ${from}::timestamptz AND "startsAt" < ${until}::timestamptz
    ORDER BY "startsAt"`;
  return rows.map((row) => ({ id: row.id, startsAt: new Date(row.startsMs), endsAt: new Date(row.endsMs), bookingId: row.bookingId }));
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
    WITH locked AS MATERIALIZED (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenantId}::uuid AND "startsAt" >= ${start}::timestamptz AND "startsAt" < ${end}::timestamptz
        AND "bookingId" IS NULL
      ORDER BY "startsAt"
      FOR UPDATE
    )
    DELETE FROM "Slot" WHERE "tenantId" = ${tenantId}::uuid AND id IN (SELECT id FROM locked)`;
}
