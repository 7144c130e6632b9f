// Every raw SQL statement of the booking engine, in one place so tenant isolation is reviewable:
// each statement names "tenantId" itself (the scoped client cannot add it to raw SQL). Raw SQL is
// used only where Prisma cannot say it: row locks and their order (ORDER BY ... FOR UPDATE), the
// database clock (now()), and a booking written in one statement.
//
// Lock order, the whole engine (so no two transactions can wait for each other in a cycle):
//   1. the tenant row, only when the plan limits bookings per month (create booking);
//   2. a booking row (status change, cancel, reschedule, force-deleting its slot);
//   3. slot rows, in "startsAt" order (hold, range delete);
//   the customer's membership row (its pending count) comes after the free slots a new booking
//   locks, and after the booking row a status change locks (the trigger on Booking).
// Freeing a booking's slots touches only rows that booking holds, and only while its row is
// locked, so nobody else is waiting on them: holders skip rows whose bookingId is set.
import { randomUUID } from "node:crypto";
import { statement, type Sql } from "@booking/db";
import { bookableServiceRow, heldRow, insertedRow, rangeRow, serviceWithSlotRow, windowSlotRow } from "./booking-rows.ts";
import type { ScopedTx } from "./booking-transaction.ts";
import type { StoredSlot } from "./slot-view.ts";
import type { BookingStatus } from "./status.ts";

/** Anything that can run tagged-template raw SQL: the scoped client or a transaction on it. */
type RawRunner = Pick<ScopedTx, "$queryRaw" | "$executeRaw">;

// The statements a customer's booking and calendar run are prepared statements (@booking/db
// sql.ts): `Sql` runs them on the pool, or through Prisma inside a transaction (prismaSql).

/**
 * The free, future slots among the ids in parameter `ids`, locked in startsAt order. Race-free
 * because FOR UPDATE makes a transaction wait for any other that is holding one of these rows,
 * and once that one commits PostgreSQL re-checks `"bookingId" IS NULL` on the new row version
 * (READ COMMITTED re-evaluation) and drops the row. MATERIALIZED makes the locking query run
 * exactly once: as a plain subquery the planner may re-run it (with its locks) per row of the
 * tenant, which the bench caught taking over a second per booking once the table statistics
 * went stale. `tenant`, `ids` and `expert` name the statement's parameters ("$1"): a booking holds
 * slots of its own expert only; `noticeMinutes` (a parameter, or 0) keeps slots too soon out.
 */
function lockedFreeSlots(tenant: string, ids: string, expert: string, noticeMinutes = "0", user = "NULL"): string {
  return `locked AS MATERIALIZED (
      SELECT id FROM "Slot"
      WHERE "tenantId" = ${tenant}::uuid AND id = ANY(${ids}::uuid[]) AND "expertId" = ${expert}::uuid
        AND "bookingId" IS NULL AND "startsAt" > now() + make_interval(mins => ${noticeMinutes}::int)
        AND ${notHeldForOthers(user)}
      ORDER BY "startsAt"
      FOR UPDATE
    )`;
}

/**
 * A slot's hold (Slot.heldUntil) counts only while it is in the future by the database clock, and
 * only against users other than `user` (a parameter, or NULL: held for anyone counts as taken).
 */
function notHeldForOthers(user: string): string {
  return `("heldUntil" IS NULL OR "heldUntil" <= now() OR "heldForUserId" = ${user}::uuid)`;
}

/**
 * Points the slots of `locked` at a booking, returning their ids. `booking` names a relation with
 * one row and an `id` column (a CTE or a VALUES list); no row there, nothing updated.
 */
function holdLocked(tenant: string, ids: string, booking: string): string {
  return `held AS (
      UPDATE "Slot" SET "isBooked" = true, "bookingId" = booking.id, "heldForUserId" = NULL, "heldUntil" = NULL
      FROM ${booking}
      WHERE "Slot"."tenantId" = ${tenant}::uuid AND "Slot".id = ANY(${ids}::uuid[]) AND "Slot".id IN (SELECT id FROM locked)
      RETURNING "Slot".id
    )`;
}

const holdSlotsStatement = statement(
  "hold_slots",
  heldRow,
  `
    WITH ${lockedFreeSlots("$1", "$2", "$4", "$5", "$6")},
    ${holdLocked("$1", "$2", "(VALUES ($3::uuid)) AS booking (id)")}
    SELECT count(*)::int AS held FROM held`,
);

/**
 * Takes the free, future slots `slotIds` of `expertId` for an existing booking (reschedule). The caller compares
 * the result with slotIds.length: fewer means another booking got there first (or a slot was
 * deleted, or began) and the transaction must roll back. The single bookingId column and the CHECK
 * "Slot_booked_consistent" make a second holder unrepresentable even if this statement were wrong.
 * `customer` (a customer's own move, issue 25.4): slots within the minimum notice count as taken,
 * and slots held for that customer as free; without it (an admin) any future slot not held counts.
 */
export async function holdSlots(
  sql: Sql,
  tenantId: string,
  bookingId: string,
  expertId: string,
  slotIds: readonly string[],
  customer?: { noticeMinutes: number; userId: string },
): Promise<number> {
  const [row] = await sql.rows(holdSlotsStatement, [
    tenantId,
    slotIds,
    bookingId,
    expertId,
    customer?.noticeMinutes ?? 0,
    customer?.userId ?? null,
  ]);
  return row?.held ?? 0;
}

const holdSlotsForUserStatement = statement(
  "hold_slots_for_user",
  heldRow,
  `
    WITH ${lockedFreeSlots("$1", "$2", "$3", "0", "$4")},
    held AS (
      UPDATE "Slot" SET "heldForUserId" = $4::uuid, "heldUntil" = now() + make_interval(secs => $5::int), "holdId" = $7::uuid
      WHERE "tenantId" = $1::uuid AND id IN (SELECT id FROM locked) AND (SELECT count(*) FROM locked) = $6::int
      RETURNING id
    )
    SELECT count(*)::int AS held FROM held`,
);

/**
 * Holds the free, future slots `slotIds` of `expertId` for `userId` for `seconds` (a waitlist
 * offer, a deep link to a time): all of them or none. Returns how many it held, slotIds.length or
 * 0 (a slot is booked, held for someone else, gone or past; then nothing changes). Locks like a
 * booking does (slots in startsAt order), so a hold and a booking of one slot serialise and the
 * loser re-checks the row: exactly one wins. The user's own earlier hold is renewed.
 */
export async function holdSlotsForUser(
  sql: Sql,
  tenantId: string,
  expertId: string,
  userId: string,
  slotIds: readonly string[],
  seconds: number,
): Promise<number> {
  // One id for the slots this hold takes: the hold cap counts holds, not slots (hold-sql.ts).
  const [row] = await sql.rows(holdSlotsForUserStatement, [tenantId, slotIds, expertId, userId, seconds, slotIds.length, randomUUID()]);
  return row?.held ?? 0;
}

/** A job for the queue (jobs/queue.ts), written by the statement that makes the change it reports. */
export interface NewJob {
  id: string;
  queue: string;
  payload: unknown;
  runAt: Date;
  /** Runs after the earlier jobs of this key (jobs/queue.ts). */
  orderKey?: string;
}

export interface NewBooking {
  id: string;
  tenantId: string;
  userId: string;
  serviceId: string;
  /** Whose time it is: the slots must all be this expert's, or nothing is written. */
  expertId: string;
  /** The tenant's minimum notice: slots starting sooner count as taken. */
  minNoticeMinutes: number;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  createdAt: Date;
  /** Id of the PENDING history row. */
  historyId: string;
  /** Id of the CUSTOMER membership created with the booking when the user is not a member yet. */
  membershipId: string;
  /** The slots the booking holds, all free and in the future, or nothing is written. */
  slotIds: readonly string[];
  /** The "created" notification, queued only when the booking is written. */
  notification: NewJob;
  /** The customer's answers to the service's questions (issue 31.1), or null when none were asked. */
  intakeAnswers: unknown[] | null;
  /** Where the session happens (issue 31.2, contracts BookingLocation), or null when the service says nothing. */
  sessionLocation: unknown;
}

const insertHeldBookingStatement = statement(
  "insert_held_booking",
  insertedRow,
  `
    WITH ${lockedFreeSlots("$1", "$2", "$18", "$19", "$4")},
    policy AS MATERIALIZED (SELECT "maxPendingPerCustomer" AS cap FROM "Tenant" WHERE id = $1::uuid),
    member AS (
      INSERT INTO "Membership" (id, "tenantId", "userId", role, "createdAt")
      SELECT $13::uuid, $1::uuid, $4::uuid, 'CUSTOMER'::"Role", $10::timestamptz
      WHERE (SELECT count(*) FROM locked) = $11::int
      ON CONFLICT ("tenantId", "userId") DO UPDATE SET "pendingBookings" = "Membership"."pendingBookings"
        WHERE (SELECT cap FROM policy) = 0 OR "Membership"."pendingBookings" < (SELECT cap FROM policy)
      RETURNING id
    ),
    booking AS (
      INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", "expertId", status, "startsAt", "endsAt", "priceMinor", currency, "createdAt", "updatedAt", "intakeAnswers", "sessionLocation")
      SELECT $3::uuid, $1::uuid, $4::uuid, $5::uuid, $18::uuid, 'PENDING'::"BookingStatus",
        $6::timestamptz, $7::timestamptz, $8::int, $9::text, $10::timestamptz, $10::timestamptz, $21::jsonb, $22::jsonb
      FROM member
      RETURNING id
    ),
    ${holdLocked("$1", "$2", "booking")},
    history AS (
      INSERT INTO "BookingStatusChange" (id, "tenantId", "bookingId", "fromStatus", "toStatus", "changedById", "createdAt")
      SELECT $12::uuid, $1::uuid, booking.id, NULL::"BookingStatus", 'PENDING'::"BookingStatus", $4::uuid, $10::timestamptz
      FROM booking
    ),
    notify AS (
      INSERT INTO "Job" (id, queue, payload, "runAt", "createdAt", "orderKey")
      SELECT $14::uuid, $15::text, $16::jsonb, $17::timestamptz, $10::timestamptz, $20::text
      FROM booking
    )
    SELECT (SELECT count(*) FROM held)::int AS held, (SELECT count(*) FROM locked)::int AS free`,
);

export interface InsertedBooking {
  /** Slots the booking took: slotIds.length, or 0 when nothing was written. */
  held: number;
  /** Nothing written although every slot was free: the customer is at the tenant's pending cap. */
  overPendingCap: boolean;
}

/**
 * A PENDING booking, its slots, its first history row, its notification job (and a first-time
 * customer's membership) in ONE statement, so it needs no transaction of its own and costs one
 * round trip. All or nothing: the booking row is inserted only when `locked` holds every
 * requested slot and `member` admits the customer, and the other parts hang off that row.
 * Parent and children in one statement is fine for the foreign keys: they are checked when the
 * statement ends.
 *
 * The pending cap (issue 12.6): `member` inserts a first-time customer's membership, or else
 * takes the row lock of the existing one (a no-op DO UPDATE) and admits the booking only while
 * its pendingBookings is under Tenant.maxPendingPerCustomer (0 = no cap). Concurrent bookings of
 * one customer queue on that row lock, and PostgreSQL re-evaluates the WHERE on the row as the
 * previous booking's trigger (migration booking_hold_cap) left it: they cannot overshoot.
 * Lock order: slots, then the membership (a status change locks booking, membership, then only
 * its own booking's slots, which no booking statement waits for: it locks free slots only).
 */
export async function insertHeldBooking(sql: Sql, booking: NewBooking): Promise<InsertedBooking> {
  const { notification } = booking;
  const [row] = await sql.rows(insertHeldBookingStatement, [
    booking.tenantId,
    booking.slotIds,
    booking.id,
    booking.userId,
    booking.serviceId,
    booking.startsAt,
    booking.endsAt,
    booking.priceMinor,
    booking.currency,
    booking.createdAt,
    booking.slotIds.length,
    booking.historyId,
    booking.membershipId,
    notification.id,
    notification.queue,
    JSON.stringify(notification.payload),
    notification.runAt,
    booking.expertId,
    booking.minNoticeMinutes,
    notification.orderKey ?? null,
    booking.intakeAnswers === null ? null : JSON.stringify(booking.intakeAnswers),
    booking.sessionLocation === null ? null : JSON.stringify(booking.sessionLocation),
  ]);
  const held = row?.held ?? 0;
  return { held, overPendingCap: held === 0 && row?.free === booking.slotIds.length };
}

/**
 * The slot $2 and every slot of its expert starting before it plus service $3's duration, in
 * start order: what fitting needs to decide which slots a booking from there holds. Empty when
 * the slot or the service is not the tenant's. The start is looked up once (a MATERIALIZED CTE)
 * and the window then read as one index range: written as a join, stale statistics for a new
 * tenant made the planner look the start up again for every slot of the tenant (seconds per
 * booking in the bench).
 */
const WINDOW_START = `start AS MATERIALIZED (
      SELECT slot."expertId", slot."startsAt", slot."startsAt" + make_interval(mins => service."durationMinutes") AS until
      FROM "Slot" AS slot
      JOIN "Service" AS service ON service.id = $3::uuid AND service."tenantId" = $1::uuid
      WHERE slot.id = $2::uuid AND slot."tenantId" = $1::uuid
    )`;
const WINDOW = `SELECT id, "expertId", "startsAt", "endsAt", "bookingId" FROM "Slot"
    WHERE "tenantId" = $1::uuid AND "expertId" = (SELECT "expertId" FROM start)
      AND "startsAt" >= (SELECT "startsAt" FROM start) AND "startsAt" < (SELECT until FROM start)`;

/** A slot of a booking window, with the expert whose time it is (one expert per window). */
export type WindowSlot = StoredSlot & { expertId: string };

const slotsFromStartStatement = statement(
  "slots_from_start",
  windowSlotRow,
  `
    WITH ${WINDOW_START}
    ${WINDOW}
    ORDER BY "startsAt"`,
);

export function slotsFromStart(sql: Sql, tenantId: string, startSlotId: string, serviceId: string): Promise<WindowSlot[]> {
  return sql.rows(slotsFromStartStatement, [tenantId, startSlotId, serviceId]);
}

export interface BookableService {
  id: string;
  name: string;
  priceMinor: number;
  durationMinutes: number;
  isActive: boolean;
  archivedAt: Date | null;
  intakeQuestions: unknown;
  sessionLocation: unknown;
  /** The tenant's contact address: where an in-person service without its own address happens. */
  businessAddress: string | null;
}

const serviceSelect = (
  serviceParam: string,
) => `SELECT id, name, "priceMinor", "durationMinutes", "isActive", "archivedAt", "intakeQuestions", "sessionLocation",
      (SELECT "contactAddress" FROM "Tenant" WHERE id = $1::uuid) AS "businessAddress"
    FROM "Service" WHERE id = ${serviceParam}::uuid AND "tenantId" = $1::uuid`;
const serviceStatement = statement("bookable_service", bookableServiceRow, serviceSelect("$2"));

/** The tenant's service `serviceId` with what booking it needs, or undefined. */
export async function serviceForBooking(sql: Sql, tenantId: string, serviceId: string): Promise<BookableService | undefined> {
  return (await sql.rows(serviceStatement, [tenantId, serviceId]))[0];
}

// A new booking's two reads in one round trip: the service (one row per window slot, or one with
// no slot) and the window from the start slot.
const serviceAndWindowStatement = statement(
  "service_and_window",
  serviceWithSlotRow,
  `
    WITH ${WINDOW_START},
    service AS MATERIALIZED (${serviceSelect("$3")}),
    slot_window AS MATERIALIZED (${WINDOW})
    SELECT service.*, slot_window.id AS "slotId", slot_window."expertId", slot_window."startsAt", slot_window."endsAt", slot_window."bookingId"
    FROM service LEFT JOIN slot_window ON true
    ORDER BY slot_window."startsAt"`,
);

/** serviceForBooking and slotsFromStart at once: undefined service when it is not the tenant's. */
export async function serviceAndWindow(sql: Sql, tenantId: string, startSlotId: string, serviceId: string) {
  const rows = await sql.rows(serviceAndWindowStatement, [tenantId, startSlotId, serviceId]);
  const first = rows[0];
  const service: BookableService | undefined = first && {
    id: first.id,
    name: first.name,
    priceMinor: first.priceMinor,
    durationMinutes: first.durationMinutes,
    isActive: first.isActive,
    archivedAt: first.archivedAt,
    intakeQuestions: first.intakeQuestions,
    sessionLocation: first.sessionLocation,
    businessAddress: first.businessAddress,
  };
  const window: WindowSlot[] = rows.flatMap((row) =>
    row.slotId === null
      ? []
      : [
          {
            id: row.slotId,
            expertId: row.expertId!,
            startsAt: row.startsAt!,
            endsAt: row.endsAt!,
            bookingId: row.bookingId,
          },
        ],
  );
  return { service, window };
}

/**
 * Who holds a slot now (issue 18.2/18.3): the holder while "heldUntil" is ahead of the database
 * clock, else NULL, so a lapsed hold reads as no hold without any job clearing it. The customer
 * calendar offers a slot held for someone else to nobody else, and to its holder as free.
 */
export const LIVE_HOLDER = `CASE WHEN "heldUntil" > now() THEN "heldForUserId" END AS "heldFor"`;

/**
 * Times come back as epoch milliseconds rather than timestamps: a 60-day calendar is a thousand
 * rows, and parsing two timestamps per row was most of that request's time (see the bench).
 */
const slotsInRangeText = (experts: string) => `
    SELECT id, (extract(epoch FROM "startsAt") * 1000)::float8 AS "startsMs",
      (extract(epoch FROM "endsAt") * 1000)::float8 AS "endsMs", "bookingId", ${LIVE_HOLDER}
    FROM "Slot"
    WHERE "tenantId" = $1::uuid ${experts} AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
    ORDER BY "startsAt"`;
const slotsInRangeStatements = {
  all: statement("slots_in_range", rangeRow, slotsInRangeText("")),
  // The customer calendar fits services into one expert's free time: the default expert's.
  defaultExpert: statement(
    "default_expert_slots_in_range",
    rangeRow,
    slotsInRangeText(`AND "expertId" = (SELECT id FROM "Expert" WHERE "tenantId" = $1::uuid AND "isDefault")`),
  ),
};

/** The tenant's slots (all, or its default expert's) starting in [from, until), in start order. */
export async function slotsInRange(
  sql: Sql,
  tenantId: string,
  from: Date,
  until: Date,
  experts: keyof typeof slotsInRangeStatements,
): Promise<StoredSlot[]> {
  const rows = await sql.rows(slotsInRangeStatements[experts], [tenantId, from, until]);
  return rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.startsMs),
    endsAt: new Date(row.endsMs),
    bookingId: row.bookingId,
    heldFor: row.heldFor,
  }));
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

/**
 * Locks expert `expertId`'s row for the rest of the transaction, so the bookings of one expert
 * that must keep a buffer between them (issue 15.3) are written one after another: each checks the
 * expert's booked slots near it after the previous one committed. NO KEY UPDATE: slot inserts,
 * which take KEY SHARE on the expert, are not held up. Lock order: after the tenant row (monthly
 * count), before any slot. Returns whether the expert is the tenant's.
 */
export async function lockExpertForBuffer(tx: RawRunner, tenantId: string, expertId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Expert" WHERE id = ${expertId}::uuid AND "tenantId" = ${tenantId}::uuid FOR NO KEY UPDATE`;
  return rows.length === 1;
}
