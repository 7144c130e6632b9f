// Short holds of a slot for one customer (issue 18.2/18.3: waitlist offers, deep links to a time).
// The booking statement treats a live hold for someone else as taken, the holder books it, and the
// hold lapses by the database clock alone. The race cases need real PostgreSQL (TEST_DATABASE_URL):
// a hold and bookings of one slot at once leave exactly one winner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlOf, type Service, type Slot, type Tenant, type User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";
import { holdSlotsForUser } from "../../packages/core/src/booking/booking-sql.ts";

const { isPostgres } = await getTestDatabase();

type Customer = User & { token: string };

let t: TestApp;
let call: Call;

const book = (tenant: Tenant, as: Customer, service: Service, slot: Slot) =>
  call(tenant, "POST", "/api/bookings", as, { serviceId: service.id, slotId: slot.id });

async function setUp(slots = 1) {
  const tenant = await createTenant(t.db);
  const service = await createService(t.db, tenant);
  const all = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "13:00" });
  const expertId = await defaultExpert(t.db, tenant);
  return { tenant, service, expertId, slots: all.slice(0, slots) };
}

const hold = (tenant: Tenant, expertId: string, user: User, slots: Slot[], seconds = 600) =>
  holdSlotsForUser(
    sqlOf(t.db),
    tenant.id,
    expertId,
    user.id,
    slots.map((slot) => slot.id),
    seconds,
  );

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
  call = await listenForRaces(t);
});
afterAll(() => t?.app.close());

describe("slot holds", () => {
  it("a live hold keeps the slot from everyone but its holder, who books it; the booking clears the hold", async () => {
    const { tenant, service, expertId, slots } = await setUp();
    const [holder, other] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
    expect(await hold(tenant, expertId, holder, slots)).toBe(1);
    expect(await hold(tenant, expertId, other, slots)).toBe(0);

    const refused = await book(tenant, other, service, slots[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("SLOT_TAKEN");
    const booked = await book(tenant, holder, service, slots[0]!);
    expect(booked.status).toBe(201);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).toMatchObject({
      bookingId: booked.body.id,
      heldForUserId: null,
      heldUntil: null,
    });
  });

  it("a hold lapses by the clock: once its window is over anyone can book, with no job run", async () => {
    const { tenant, service, expertId, slots } = await setUp();
    const [holder, other] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
    expect(await hold(tenant, expertId, holder, slots, 1)).toBe(1);
    expect((await book(tenant, other, service, slots[0]!)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await book(tenant, other, service, slots[0]!)).status).toBe(201);
  });

  it("holds all requested slots or none, and never a booked one", async () => {
    const { tenant, service, expertId, slots } = await setUp(2);
    const [first, second] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
    expect((await book(tenant, first, service, slots[1]!)).status).toBe(201);
    expect(await hold(tenant, expertId, second, slots)).toBe(0);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).toMatchObject({ heldUntil: null });
  });
});

describe.skipIf(!isPostgres)("slot hold races on PostgreSQL", () => {
  it("a hold and 20 bookings of one slot at once: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const { tenant, service, expertId, slots } = await setUp();
      const holder = await createUser(t.db, { tenant });
      const crowd = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db, { tenant })));
      const [held, ...replies] = (await Promise.all([
        hold(tenant, expertId, holder, slots),
        ...crowd.map((customer) => book(tenant, customer, service, slots[0]!)),
      ])) as [number, ...Awaited<ReturnType<Call>>[]];
      const bookings = replies.filter((reply) => reply.status === 201).length;
      expect(held + bookings).toBe(1);
      expect(tally(replies)).toEqual(held ? { "409 SLOT_TAKEN": 20 } : { "201": 1, "409 SLOT_TAKEN": 19 });
      const row = await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } });
      if (held) expect(row).toMatchObject({ bookingId: null, heldForUserId: holder.id });
      else expect(row.heldUntil).toBeNull();
    }
  });

  it("20 holds of one slot for different customers at once: exactly one holds it", async () => {
    const { tenant, expertId, slots } = await setUp();
    const crowd = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db, { tenant })));
    const results = await Promise.all(crowd.map((customer) => hold(tenant, expertId, customer, slots)));
    expect(results.filter((held) => held === 1)).toHaveLength(1);
    const winner = crowd[results.indexOf(1)]!;
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).toMatchObject({ heldForUserId: winner.id });
  });
});
