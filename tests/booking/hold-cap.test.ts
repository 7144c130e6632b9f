// Issue 12.6, slot hoarding: a customer holds at most the tenant's maxPendingPerCustomer open
// (PENDING) bookings (default 3, owner-adjustable, 0 = no cap), enforced by the statement that
// creates the booking; booking attempts are rate-limited per caller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { concurrencyConflicts } from "@booking/core";
import { getTestDatabase } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser, giveConsent } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, tally } from "../support/race-http.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

type Member = User & { token: string };

const { isPostgres } = await getTestDatabase();

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

interface Setup {
  tenant: Tenant;
  api: Api;
  admin: Member;
  service: Service;
  slots: Slot[];
}

async function setup(maxPendingPerCustomer?: number): Promise<Setup> {
  const tenant = await createTenant(t.db);
  if (maxPendingPerCustomer !== undefined) await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer } });
  return {
    tenant,
    api: apiFor(t.app, tenant),
    admin: await createUser(t.db, { tenant, role: "ADMIN" }),
    service: await createService(t.db, tenant),
    slots: await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "08:00", endTime: "20:00" }),
  };
}

const book = (s: Setup, as: Member, slot: Slot) =>
  s.api({ method: "POST", url: "/api/bookings", as, body: { serviceId: s.service.id, slotId: slot.id } });
const pendingCounter = async (s: Setup, user: User) =>
  (await t.db.membership.findUniqueOrThrow({ where: { tenantId_userId: { tenantId: s.tenant.id, userId: user.id } } })).pendingBookings;
const pendingRows = (s: Setup, user: User) => t.db.booking.count({ where: { tenantId: s.tenant.id, userId: user.id, status: "PENDING" } });

describe("the pending cap", () => {
  it("lets a customer hold 3 open bookings by default; the 4th is 409 PENDING_LIMIT_REACHED and writes nothing", async () => {
    const s = await setup();
    // A first-time customer: the membership is created by the first booking.
    const customer = await createUser(t.db, {});
    await giveConsent(t.db, s.tenant, customer.id);
    for (const slot of s.slots.slice(0, 3)) expect((await book(s, customer, slot)).statusCode).toBe(201);
    const fourth = await book(s, customer, s.slots[3]!);
    expect([fourth.statusCode, errorOf(fourth)]).toEqual([409, "PENDING_LIMIT_REACHED"]);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: s.slots[3]!.id } })).toMatchObject({ bookingId: null });
    expect([await pendingRows(s, customer), await pendingCounter(s, customer)]).toEqual([3, 3]);
    // Someone else is not affected.
    expect((await book(s, await createUser(t.db, { tenant: s.tenant }), s.slots[3]!)).statusCode).toBe(201);
  });

  it("frees a place whenever a booking leaves PENDING: confirmed, paid or cancelled", async () => {
    const s = await setup(2);
    const customer = await createUser(t.db, { tenant: s.tenant });
    const ids = [];
    for (const slot of s.slots.slice(0, 2)) ids.push((await book(s, customer, slot)).json().id as string);
    expect(errorOf(await book(s, customer, s.slots[2]!))).toBe("PENDING_LIMIT_REACHED");

    const confirm = await s.api({ method: "PUT", url: `/api/admin/bookings/${ids[0]}/status`, as: s.admin, body: { status: "CONFIRMED" } });
    expect(confirm.statusCode).toBe(200);
    ids.push((await book(s, customer, s.slots[2]!)).json().id as string);
    expect(errorOf(await book(s, customer, s.slots[3]!))).toBe("PENDING_LIMIT_REACHED");

    expect((await s.api({ method: "DELETE", url: `/api/bookings/${ids[1]}`, as: customer })).statusCode).toBe(200);
    ids.push((await book(s, customer, s.slots[3]!)).json().id as string);
    const paid = await s.api({ method: "PUT", url: `/api/admin/bookings/${ids[2]}/status`, as: s.admin, body: { status: "PAID" } });
    expect(paid.statusCode).toBe(200);
    expect((await book(s, customer, s.slots[4]!)).statusCode).toBe(201);
    // Confirmed and paid bookings do not count, and the counter always equals the PENDING rows.
    expect([await pendingRows(s, customer), await pendingCounter(s, customer)]).toEqual([2, 2]);
  });

  it("0 means no cap", async () => {
    const s = await setup(0);
    const customer = await createUser(t.db, { tenant: s.tenant });
    const replies = [];
    for (const slot of s.slots.slice(0, 6)) replies.push((await book(s, customer, slot)).statusCode);
    expect(replies).toEqual(Array(6).fill(201));
    expect(await pendingCounter(s, customer)).toBe(6);
  });
});

describe("GET/PUT /api/admin/booking-policy", () => {
  it("shows and changes the cap for admins; the next booking follows it", async () => {
    const s = await setup();
    expect((await s.api({ url: "/api/admin/booking-policy", as: s.admin })).json()).toMatchObject({ maxPendingPerCustomer: 3 });
    const set = await s.api({ method: "PUT", url: "/api/admin/booking-policy", as: s.admin, body: { maxPendingPerCustomer: 1 } });
    expect([set.statusCode, set.json()]).toEqual([
      200,
      { maxPendingPerCustomer: 1, minNoticeMinutes: 0, bufferMinutes: 0, selfCancelHours: null, selfMoveHours: null },
    ]);
    expect((await s.api({ url: "/api/admin/booking-policy", as: s.admin })).json()).toMatchObject({ maxPendingPerCustomer: 1 });
    const customer = await createUser(t.db, { tenant: s.tenant });
    expect((await book(s, customer, s.slots[0]!)).statusCode).toBe(201);
    expect(errorOf(await book(s, customer, s.slots[1]!))).toBe("PENDING_LIMIT_REACHED");
  });

  it("refuses customers (403) and values outside 0..100 or not whole (400)", async () => {
    const s = await setup();
    const customer = await createUser(t.db, { tenant: s.tenant });
    expect((await s.api({ url: "/api/admin/booking-policy", as: customer })).statusCode).toBe(403);
    const put = (body: unknown, as: Member = s.admin) => s.api({ method: "PUT", url: "/api/admin/booking-policy", as, body });
    expect((await put({ maxPendingPerCustomer: 5 }, customer)).statusCode).toBe(403);
    for (const body of [
      { maxPendingPerCustomer: -1 },
      { maxPendingPerCustomer: 101 },
      { maxPendingPerCustomer: 1.5 },
      { maxPendingPerCustomer: "2" },
      {},
    ]) {
      const res = await put(body);
      expect([res.statusCode, errorOf(res)], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: s.tenant.id } })).maxPendingPerCustomer).toBe(3);
  });
});

describe("rate limit on booking creation", () => {
  it("a caller gets 429 after 20 attempts a minute; another caller from the same address still books", async () => {
    const s = await setup(0);
    const [hoarder, other] = [await createUser(t.db, { tenant: s.tenant }), await createUser(t.db, { tenant: s.tenant })];
    const statuses = [];
    for (const slot of s.slots.slice(0, 21)) statuses.push((await book(s, hoarder, slot)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    expect((await book(s, other, s.slots[21]!)).statusCode).toBe(201);
    expect(await t.db.booking.count({ where: { tenantId: s.tenant.id, userId: hoarder.id } })).toBe(20);
  });
});

describe.skipIf(!isPostgres)("the pending cap under concurrency (PostgreSQL)", () => {
  it("10 bookings of one customer at once on 10 free slots: exactly 3 win, the rest are PENDING_LIMIT_REACHED", async () => {
    const conflictsBefore = concurrencyConflicts();
    const s = await setup();
    const customer = await createUser(t.db, { tenant: s.tenant });
    const race = await createTestApp();
    const call = await listenForRaces(race);
    try {
      const replies = await Promise.all(
        s.slots.slice(0, 10).map((slot) => call(s.tenant, "POST", "/api/bookings", customer, { serviceId: s.service.id, slotId: slot.id })),
      );
      expect(tally(replies)).toEqual({ "201": 3, "409 PENDING_LIMIT_REACHED": 7 });
      expect([await pendingRows(s, customer), await pendingCounter(s, customer)]).toEqual([3, 3]);
      expect(concurrencyConflicts()).toEqual(conflictsBefore);
    } finally {
      await race.app.close();
    }
  });
});
