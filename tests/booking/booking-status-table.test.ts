// The booking status table (@booking/contracts/booking-status) is the one place a status is
// described: these tests fail when the Prisma enum and the table name different statuses, when
// core allows a transition the table does not state (or refuses one it states), and when SQL that
// has to name statuses literally (the hold-cap trigger, the booking statement's INSERT, the column
// default) disagrees with the table.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AWAITING_DECISION_STATUSES,
  BOOKING_STATUS_TABLE,
  BOOKING_STATUSES,
  type BookingStatus,
  canTransition,
  INITIAL_BOOKING_STATUS,
} from "@booking/contracts";
import { BookingStatus as PrismaBookingStatus, type Service, type Tenant, type User } from "@booking/db";
import { cancelBookingAsCustomer, changeBookingStatus, inBookingTransaction, scopedDb } from "@booking/core";
import { markBookingPaid } from "../../packages/core/src/billing/booking-payments.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";

let t: TestApp;
let tenant: Tenant;
let admin: User;
let customer: User;
let service: Service;
let day = 1;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
  service = await createService(t.db, tenant);
});
afterAll(() => t.app.close());

/** A fresh booking in `status` on its own day (holding its slot unless CANCELLED). */
async function bookingIn(status: BookingStatus) {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "12:00", endTime: "12:30" });
  return createBookingRow(t.db, { tenant, user: customer, service, slots: [slot!], status });
}

const statusOf = async (id: string) => (await t.db.booking.findUniqueOrThrow({ where: { id } })).status;
const quoted = (text: string) => new Set([...text.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!));

describe("the status table and the schema", () => {
  it("has a row for exactly the statuses of the Prisma enum", () => {
    expect([...BOOKING_STATUSES].sort()).toEqual(Object.values(PrismaBookingStatus).sort());
    expect(Object.keys(BOOKING_STATUS_TABLE).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("has a row for exactly the labels of the database's enum", async () => {
    const rows = await t.db.$queryRawUnsafe<{ label: string }[]>(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type ty ON ty.oid = e.enumtypid WHERE ty.typname = 'BookingStatus'`,
    );
    expect(rows.map((row) => row.label).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("only names statuses it has, and the targets' rules agree (a slot-freeing status is not live)", () => {
    for (const status of BOOKING_STATUSES) {
      const row = BOOKING_STATUS_TABLE[status];
      for (const targets of Object.values(row.to)) for (const to of targets) expect(BOOKING_STATUSES).toContain(to);
      expect(row.to.staff, `${status}: a status is not its own transition`).not.toContain(status);
      if (!row.holdsSlot) expect(row.live, status).toBe(false);
      expect(row.textKey).toBe(`myBookings.status.${status}`);
    }
  });
});

describe("SQL that names statuses literally says what the table says", () => {
  it("the hold-cap trigger counts exactly the statuses awaiting a decision, and no other function or trigger names a status", async () => {
    const functions = await t.db.$queryRawUnsafe<{ name: string; body: string }[]>(
      `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS body FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prokind = 'f'`,
    );
    const triggers = await t.db.$queryRawUnsafe<{ name: string; body: string }[]>(
      `SELECT tgname AS name, pg_get_triggerdef(oid) AS body FROM pg_trigger WHERE NOT tgisinternal`,
    );
    const naming = [...functions, ...triggers].filter(({ body }) =>
      [...quoted(body)].some((word) => BOOKING_STATUSES.includes(word as BookingStatus)),
    );
    expect(naming.map((entry) => entry.name).sort()).toEqual([
      "Booking_pending_delete",
      "Booking_pending_insert",
      "booking_pending_count",
      "booking_webhook_event",
    ]);
    for (const { name, body } of naming.filter((entry) => entry.name !== "booking_webhook_event")) {
      const named = [...quoted(body)].filter((word) => BOOKING_STATUSES.includes(word as BookingStatus));
      expect(new Set(named), name).toEqual(new Set(AWAITING_DECISION_STATUSES));
    }
  });

  it("the webhook trigger sends each status's event, and none for the others", async () => {
    const [trigger] = await t.db.$queryRawUnsafe<{ body: string }[]>(
      `SELECT pg_get_functiondef(p.oid) AS body FROM pg_proc p WHERE p.proname = 'booking_webhook_event'`,
    );
    const events = Object.fromEntries(
      [...trigger!.body.matchAll(/WHEN '([A-Z_]+)' THEN '([a-z.]+)'/g)].map((match) => [match[1], match[2]]),
    );
    const expected = Object.fromEntries(
      BOOKING_STATUSES.filter((status) => BOOKING_STATUS_TABLE[status].webhookEvent).map((status) => [
        status,
        BOOKING_STATUS_TABLE[status].webhookEvent,
      ]),
    );
    expect(events).toEqual(expected);
  });

  it("the booking statement inserts, and the column defaults to, the initial status", async () => {
    const source = readFileSync(new URL("../../packages/core/src/booking/booking-sql.ts", import.meta.url), "utf8");
    const inserted = new Set([...source.matchAll(/'([A-Z_]+)'::"BookingStatus"/g)].map((match) => match[1]));
    expect(inserted).toEqual(new Set([INITIAL_BOOKING_STATUS]));
    const [column] = await t.db.$queryRawUnsafe<{ fallback: string }[]>(
      `SELECT column_default AS fallback FROM information_schema.columns WHERE table_name = 'Booking' AND column_name = 'status'`,
    );
    expect(quoted(column!.fallback)).toEqual(new Set([INITIAL_BOOKING_STATUS]));
  });
});

describe("core allows exactly the table's transitions", () => {
  const db = () => scopedDb(t.db, tenant.id);

  for (const from of BOOKING_STATUSES) {
    for (const to of BOOKING_STATUSES) {
      if (from === to) continue;
      const allowed = canTransition("staff", from, to);
      it(`staff: ${from} → ${to} ${allowed ? "allowed" : "refused"}`, async () => {
        const booking = await bookingIn(from);
        const change = changeBookingStatus(db(), { tenantId: tenant.id, bookingId: booking.id, actorId: admin.id, to }, "UTC");
        if (allowed) await expect(change).resolves.toMatchObject({ status: to });
        else await expect(change).rejects.toMatchObject({ code: "INVALID_STATUS_TRANSITION" });
        expect(await statusOf(booking.id)).toBe(allowed ? to : from);
      });
    }

    // A customer's one action is cancelling; without a self-service window the table's column is the whole rule.
    const customerMay = canTransition("customer", from, "CANCELLED");
    it(`customer: ${from} → CANCELLED ${customerMay ? "allowed" : "refused"} (no self-service window)`, async () => {
      const booking = await bookingIn(from);
      const request = {
        tenantId: tenant.id,
        bookingId: booking.id,
        actorId: customer.id,
        policy: { selfCancelHours: null, selfMoveHours: null },
        now: new Date(),
      };
      const cancel = cancelBookingAsCustomer(db(), request, "UTC");
      if (customerMay) await expect(cancel).resolves.toMatchObject({ status: "CANCELLED" });
      else await expect(cancel).rejects.toMatchObject({ code: "BOOKING_NOT_CANCELLABLE" });
      expect(await statusOf(booking.id)).toBe(customerMay ? "CANCELLED" : from);
    });

    if (from !== "PAID") {
      const systemMay = canTransition("system", from, "PAID");
      it(`system (an online payment settling): ${from} → PAID ${systemMay ? "applied" : "refused"}`, async () => {
        const booking = await bookingIn(from);
        const outcome = await inBookingTransaction(db(), (tx) => markBookingPaid(tx, { tenantId: tenant.id, bookingId: booking.id }));
        expect(outcome).toBe(systemMay ? "paid" : "paid_after_cancel");
        expect(await statusOf(booking.id)).toBe(systemMay ? "PAID" : from);
      });
    }
  }

  it("the customer column names no target but a cancel (their only status action)", () => {
    for (const status of BOOKING_STATUSES) for (const to of BOOKING_STATUS_TABLE[status].to.customer) expect(to).toBe("CANCELLED");
  });
});
