// Links to a time (issue 18.2): POST /bookings/hold holds the time for the caller for
// SLOT_HOLD_MINUTES; the customer calendar hides it from everyone else and offers it to the holder;
// the hold lapses by the database clock. The race cases need PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOT_HOLD_MINUTES } from "@booking/contracts";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, tally, type Call, type Reply } from "../support/race-http.ts";
import { waitlistWorkers } from "../support/waitlist.ts";

const { isPostgres } = await getTestDatabase();

type Customer = User & { token: string };

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
  call = await listenForRaces(t);
});
afterAll(() => t?.app.close());

async function setUp(durationMinutes = 30) {
  const tenant = await createTenant(t.db);
  const service = await createService(t.db, tenant, { durationMinutes });
  const date = localDate(tenant, 3);
  const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "12:00" });
  return { tenant, service, date, slots };
}

const customerOf = (tenant: Tenant) => createUser(t.db, { tenant });
const hold = (tenant: Tenant, as: Customer | undefined, service: Service, slot: Slot) =>
  call(tenant, "POST", "/api/bookings/hold", as, { serviceId: service.id, slotId: slot.id });
const book = (tenant: Tenant, as: Customer, service: Service, slot: Slot) =>
  call(tenant, "POST", "/api/bookings", as, { serviceId: service.id, slotId: slot.id });
/** The day's offered start ids as `as` (or an anonymous visitor) sees them. */
async function offered(tenant: Tenant, service: Service, date: string, as?: Customer): Promise<string[]> {
  const reply = await call(tenant, "GET", `/api/bookings/available/times?date=${date}&serviceId=${service.id}`, as);
  expect(reply.status).toBe(200);
  return (reply.body.slots as { id: string }[]).map((slot) => slot.id);
}
async function startsOfDay(tenant: Tenant, service: Service, date: string, as?: Customer): Promise<number> {
  const reply = await call(tenant, "GET", `/api/bookings/available/days?from=${date}&to=${date}&serviceId=${service.id}`, as);
  return (reply.body.days as { starts: number }[])[0]?.starts ?? 0;
}
/** Moves the hold's end into the past, as the clock would after SLOT_HOLD_MINUTES. */
const lapse = (slots: Slot[]) =>
  t.db.slot.updateMany({ where: { id: { in: slots.map((slot) => slot.id) } }, data: { heldUntil: new Date(Date.now() - 1000) } });

describe("POST /bookings/hold", () => {
  it("holds the time for the caller for SLOT_HOLD_MINUTES and says which time it is", async () => {
    const { tenant, service, date, slots } = await setUp();
    const holder = await customerOf(tenant);
    const before = Date.now();
    const reply = await hold(tenant, holder, service, slots[1]!);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      slotId: slots[1]!.id,
      serviceId: service.id,
      serviceName: service.name,
      date,
      startTime: "10:30",
      endTime: "11:00",
      holdMinutes: SLOT_HOLD_MINUTES,
    });
    const row = await t.db.slot.findUniqueOrThrow({ where: { id: slots[1]!.id } });
    expect(row.heldForUserId).toBe(holder.id);
    const minutes = (row.heldUntil!.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(SLOT_HOLD_MINUTES - 0.5);
    expect(minutes).toBeLessThan(SLOT_HOLD_MINUTES + 0.5);
  });

  it("holds every slot the service's duration covers", async () => {
    const { tenant, service, slots } = await setUp(60);
    const holder = await customerOf(tenant);
    expect((await hold(tenant, holder, service, slots[0]!)).body).toMatchObject({ startTime: "10:00", endTime: "11:00" });
    const rows = await t.db.slot.findMany({ where: { id: { in: slots.map((slot) => slot.id) } }, orderBy: { startsAt: "asc" } });
    expect(rows.map((row) => row.heldForUserId)).toEqual([holder.id, holder.id, null, null]);
  });

  it("keeps the time from everyone else: their hold and booking get 409 SLOT_TAKEN; the holder books it and the hold is gone", async () => {
    const { tenant, service, slots } = await setUp();
    const [holder, other] = [await customerOf(tenant), await customerOf(tenant)];
    expect((await hold(tenant, holder, service, slots[0]!)).status).toBe(200);
    expect(await hold(tenant, other, service, slots[0]!)).toMatchObject({ status: 409, body: { error: "SLOT_TAKEN" } });
    expect(await book(tenant, other, service, slots[0]!)).toMatchObject({ status: 409, body: { error: "SLOT_TAKEN" } });
    // Opening the link again renews the holder's own hold.
    expect((await hold(tenant, holder, service, slots[0]!)).status).toBe(200);
    const booked = await book(tenant, holder, service, slots[0]!);
    expect(booked.status).toBe(201);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).toMatchObject({
      bookingId: booked.body.id,
      heldForUserId: null,
      heldUntil: null,
    });
  });

  it("refuses a booked time, a past time and a time too short for the service", async () => {
    const { tenant, service, slots } = await setUp();
    const [first, second] = [await customerOf(tenant), await customerOf(tenant)];
    expect((await book(tenant, first, service, slots[0]!)).status).toBe(201);
    expect(await hold(tenant, second, service, slots[0]!)).toMatchObject({ status: 409, body: { error: "SLOT_TAKEN" } });
    const long = await createService(t.db, tenant, { durationMinutes: 90 });
    expect(await hold(tenant, second, long, slots[2]!)).toMatchObject({ status: 409, body: { error: "SERVICE_DOES_NOT_FIT" } });
    const past = await createSlotAt(t.db, tenant, new Date(Date.now() - 86_400_000));
    expect(await hold(tenant, second, service, past)).toMatchObject({ status: 400, body: { error: "DATE_IN_PAST" } });
  });

  it("answers anonymous, malformed and oversized requests with a 4xx and an error key, holding nothing", async () => {
    const { tenant, service, slots } = await setUp();
    const customer = await customerOf(tenant);
    expect(await hold(tenant, undefined, service, slots[0]!)).toMatchObject({ status: 401, body: { error: "UNAUTHORIZED" } });
    const malformed = await call(tenant, "POST", "/api/bookings/hold", customer, { serviceId: "42", slotId: slots[0]!.id });
    expect(malformed).toMatchObject({ status: 400, body: { error: "VALIDATION_ERROR" } });
    const oversized = await call(tenant, "POST", "/api/bookings/hold", customer, { serviceId: service.id, slotId: "x".repeat(100_000) });
    expect(oversized.status).toBeGreaterThanOrEqual(400);
    expect(oversized.status).toBeLessThan(500);
    expect(oversized.body.error).toEqual(expect.any(String));
    const unknown = await call(tenant, "POST", "/api/bookings/hold", customer, { serviceId: service.id, slotId: crypto.randomUUID() });
    expect(unknown).toMatchObject({ status: 404, body: { error: "SLOT_NOT_FOUND" } });
    expect(await t.db.slot.count({ where: { tenantId: tenant.id, heldUntil: { not: null } } })).toBe(0);
  });

  it("never holds or reveals another tenant's time", async () => {
    const a = await setUp();
    const b = await setUp();
    const customer = await customerOf(a.tenant);
    // A's service with B's slot, and B's service with B's slot, both asked of tenant A.
    const crossSlot = await hold(a.tenant, customer, a.service, b.slots[0]!);
    expect(crossSlot).toMatchObject({ status: 404, body: { error: "SLOT_NOT_FOUND" } });
    const crossService = await hold(a.tenant, customer, b.service, b.slots[0]!);
    expect(crossService).toMatchObject({ status: 404, body: { error: "SERVICE_NOT_FOUND" } });
    expect(JSON.stringify([crossSlot.body, crossService.body])).not.toContain(b.date.slice(5));
    expect(await t.db.slot.count({ where: { tenantId: b.tenant.id, heldUntil: { not: null } } })).toBe(0);
    // A hold made in B (by a customer of B) is invisible to A's calendar and leaves A's times free.
    const bCustomer = await customerOf(b.tenant);
    expect((await hold(b.tenant, bCustomer, b.service, b.slots[0]!)).status).toBe(200);
    expect(await offered(a.tenant, a.service, a.date, customer)).toEqual(a.slots.map((slot) => slot.id));
  });
});

describe("the customer calendar with holds", () => {
  it("hides a time held for someone else, offers it to its holder, and counts it once when it lapses", async () => {
    const { tenant, service, date, slots } = await setUp();
    const [holder, other] = [await customerOf(tenant), await customerOf(tenant)];
    const all = slots.map((slot) => slot.id);
    expect(await startsOfDay(tenant, service, date)).toBe(4);
    expect((await hold(tenant, holder, service, slots[2]!)).status).toBe(200);

    const withoutHeld = all.filter((id) => id !== slots[2]!.id);
    expect(await offered(tenant, service, date, other)).toEqual(withoutHeld);
    expect(await offered(tenant, service, date)).toEqual(withoutHeld);
    expect(await offered(tenant, service, date, holder)).toEqual(all);
    expect(await startsOfDay(tenant, service, date, other)).toBe(3);
    expect(await startsOfDay(tenant, service, date, holder)).toBe(4);

    await lapse(slots);
    expect(await offered(tenant, service, date, other)).toEqual(all);
    expect(await startsOfDay(tenant, service, date, other)).toBe(4);
    expect(await startsOfDay(tenant, service, date, holder)).toBe(4);
  });

  it("a held slot also keeps longer services from starting before it, but adds no buffer around itself", async () => {
    const { tenant, service, date, slots } = await setUp(60);
    await t.db.tenant.update({ where: { id: tenant.id }, data: { bufferMinutes: 30 } });
    const [holder, other] = [await customerOf(tenant), await customerOf(tenant)];
    const short = await createService(t.db, tenant, { durationMinutes: 30 });
    expect((await hold(tenant, holder, short, slots[1]!)).status).toBe(200);
    // 60 minutes from 10:00 needs 10:30 (held): only 11:00 fits; a booking would also block 10:00 and 11:00 by its buffer.
    expect(await offered(tenant, service, date, other)).toEqual([slots[2]!.id]);
    expect(await offered(tenant, short, date, other)).toEqual([slots[0]!.id, slots[2]!.id, slots[3]!.id]);
  });
});

describe("a lapsed hold and the waitlist", () => {
  it("offers the time to whoever waits for it once the link's hold lapses (no booking ever freed it)", async () => {
    const { tenant, service, date, slots } = await setUp();
    const holder = await customerOf(tenant);
    const waiting = await customerOf(tenant);
    expect((await hold(tenant, holder, service, slots[0]!)).status).toBe(200);
    const startsAt = slots[0]!.startsAt.toISOString();
    const joined = await call(tenant, "POST", "/api/waitlist", waiting, { serviceId: service.id, startsAt });
    expect(joined.status).toBe(201);
    const worker = waitlistWorkers(t.db, [tenant], 1);
    await worker.runDue(new Date());
    const entry = () => t.db.waitlistEntry.findFirstOrThrow({ where: { tenantId: tenant.id, userId: waiting.id } });
    expect((await entry()).status).toBe("WAITING");
    await lapse([slots[0]!]);
    await worker.runDue(new Date(Date.now() + (SLOT_HOLD_MINUTES * 60 + 2) * 1000));
    expect(worker.errors).toEqual([]);
    expect((await entry()).status).toBe("OFFERED");
    expect(await offered(tenant, service, date, waiting)).toContain(slots[0]!.id);
    expect(await offered(tenant, service, date, holder)).not.toContain(slots[0]!.id);
  });
});

describe.skipIf(!isPostgres)("time-link hold races on PostgreSQL", () => {
  it("a link's hold racing 20 bookings of the time: exactly one wins, and a lapsed hold frees the time for others", async () => {
    for (let round = 0; round < 5; round++) {
      const { tenant, service, date, slots } = await setUp();
      const holder = await customerOf(tenant);
      const crowd = await Promise.all(Array.from({ length: 20 }, () => customerOf(tenant)));
      const [held, ...replies] = (await Promise.all([
        hold(tenant, holder, service, slots[0]!),
        ...crowd.map((customer) => book(tenant, customer, service, slots[0]!)),
      ])) as [Reply, ...Reply[]];
      const bookings = replies.filter((reply) => reply.status === 201).length;
      expect((held.status === 200 ? 1 : 0) + bookings).toBe(1);
      if (held.status === 200) {
        expect(tally(replies)).toEqual({ "409 SLOT_TAKEN": 20 });
        await lapse([slots[0]!]);
        // After the hold lapses: the time is offered and bookable by exactly one other customer.
        expect(await offered(tenant, service, date, crowd[0])).toContain(slots[0]!.id);
        const late = await Promise.all(crowd.slice(0, 5).map((customer) => book(tenant, customer, service, slots[0]!)));
        expect(tally(late)).toEqual({ "201": 1, "409 SLOT_TAKEN": 4 });
      } else {
        expect(held.body.error).toBe("SLOT_TAKEN");
        expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 19 });
      }
      const row = await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } });
      expect(row.bookingId).not.toBeNull();
      expect(row.heldUntil).toBeNull();
      expect(await t.db.booking.count({ where: { tenantId: tenant.id } })).toBe(1);
    }
  });

  it("two customers opening links to the same time at once: one holds it, the other is told it is taken", async () => {
    const { tenant, service, slots } = await setUp();
    const crowd = await Promise.all(Array.from({ length: 10 }, () => customerOf(tenant)));
    const replies = await Promise.all(crowd.map((customer) => hold(tenant, customer, service, slots[0]!)));
    expect(tally(replies)).toEqual({ "200": 1, "409 SLOT_TAKEN": 9 });
  });
});
