// The waitlist (issue 18.3): joining a full day or time, freed time offered in join order and held
// for the first customer, the claim booking it through the ordinary booking statement, the offer
// expiring (exactly once, with two workers) and passing to the next. The race cases need real
// PostgreSQL (TEST_DATABASE_URL): a claim, ordinary bookings and other claims of one freed time at
// once leave exactly one booking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import type { Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";
import { waitlistWorkers } from "../support/waitlist.ts";
import { apiFor, errorOf } from "./api.ts";

const { isPostgres } = await getTestDatabase();

type Customer = User & { token: string };

let t: TestApp;
let call: Call;

const AFTER_WINDOW_MS = (WAITLIST_OFFER_MINUTES + 1) * 60_000;

/** A tenant whose one day (two days ahead) has one slot, booked by `blocker`; `waiting` customers joined its waitlist in order. */
async function fullDay(waitingCount: number) {
  const tenant = await createTenant(t.db);
  const api = apiFor(t.app, tenant);
  const service = await createService(t.db, tenant);
  const admin = await createUser(t.db, { tenant, role: "ADMIN" });
  const blocker = await createUser(t.db, { tenant });
  const date = localDate(tenant, 2);
  const [slot] = (await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "10:30" })) as [Slot];
  const booking = await createBookingRow(t.db, { tenant, user: blocker, service, slots: [slot] });
  const waiting: Customer[] = [];
  for (let i = 0; i < waitingCount; i++) {
    const customer = await createUser(t.db, { tenant });
    const res = await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } });
    expect(res.statusCode, res.body).toBe(201);
    waiting.push(customer);
  }
  const worker = waitlistWorkers(t.db, [tenant], 2);
  const cancel = async () => {
    const res = await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { tenant, api, service, admin, blocker, date, slot, booking, waiting, worker, cancel };
}

const entriesOf = (tenant: Tenant) => t.db.waitlistEntry.findMany({ where: { tenantId: tenant.id }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
  call = await listenForRaces(t);
});
afterAll(() => t?.app.close());

describe("joining and leaving", () => {
  it("joins a day or a time once, lists it in join order, leaves it; bad input is a clear 4xx", async () => {
    const { tenant, api, service, date, slot } = await fullDay(0);
    const customer = await createUser(t.db, { tenant });
    const day = await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } });
    expect(day.statusCode).toBe(201);
    expect(day.json()).toMatchObject({ serviceId: service.id, date, time: null, status: "WAITING", offer: null, expertId: null });
    const time = await api({
      method: "POST",
      url: "/api/waitlist",
      as: customer,
      body: { serviceId: service.id, startsAt: slot.startsAt.toISOString() },
    });
    expect(time.statusCode).toBe(201);
    expect(time.json()).toMatchObject({ date, time: "10:00" });

    const again = await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } });
    expect([again.statusCode, errorOf(again)]).toEqual([409, "WAITLIST_ALREADY_JOINED"]);
    const both = await api({
      method: "POST",
      url: "/api/waitlist",
      as: customer,
      body: { serviceId: service.id, date, startsAt: slot.startsAt.toISOString() },
    });
    expect([both.statusCode, errorOf(both)]).toEqual([400, "VALIDATION_ERROR"]);
    const past = await api({
      method: "POST",
      url: "/api/waitlist",
      as: customer,
      body: { serviceId: service.id, date: localDate(tenant, -1) },
    });
    expect([past.statusCode, errorOf(past)]).toEqual([400, "DATE_IN_PAST"]);
    const anonymous = await api({ method: "POST", url: "/api/waitlist", body: { serviceId: service.id, date } });
    expect(anonymous.statusCode).toBe(401);

    const mine = await api({ url: "/api/waitlist/my", as: customer });
    expect(mine.json().map((entry: { id: string }) => entry.id)).toEqual([day.json().id, time.json().id]);
    const left = await api({ method: "DELETE", url: `/api/waitlist/${day.json().id}`, as: customer });
    expect([left.statusCode, left.json().status]).toEqual([200, "LEFT"]);
    // Left: joining the same day again is allowed.
    expect((await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } })).statusCode).toBe(201);
  });

  it("a day's times list its taken starts, whose waitlist the calendar joins by their instant", async () => {
    const { tenant, api, service, date, slot } = await fullDay(0);
    const [free] = await createSlots(t.db, tenant, { dates: [date], startTime: "11:00", endTime: "11:30" });
    const times = await api({ url: `/api/bookings/available/times?date=${date}&serviceId=${service.id}` });
    expect(times.statusCode).toBe(200);
    expect(times.json().slots.map((s: { id: string }) => s.id)).toEqual([free!.id]);
    expect(times.json().taken).toEqual([{ startsAt: slot.startsAt.toISOString(), startTime: "10:00", own: false }]);
    const customer = await createUser(t.db, { tenant });
    const joined = await api({
      method: "POST",
      url: "/api/waitlist",
      as: customer,
      body: { serviceId: service.id, startsAt: times.json().taken[0].startsAt },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ date, time: "10:00", status: "WAITING" });
  });

  it("someone else's entry is not found, to leave or to claim", async () => {
    const { tenant, api, waiting } = await fullDay(1);
    const [entry] = await entriesOf(tenant);
    const other = await createUser(t.db, { tenant });
    const leave = await api({ method: "DELETE", url: `/api/waitlist/${entry!.id}`, as: other });
    expect([leave.statusCode, errorOf(leave)]).toEqual([404, "WAITLIST_ENTRY_NOT_FOUND"]);
    const claim = await api({ method: "POST", url: `/api/waitlist/${entry!.id}/claim`, as: other });
    expect([claim.statusCode, errorOf(claim)]).toEqual([404, "WAITLIST_ENTRY_NOT_FOUND"]);
    expect((await api({ url: "/api/waitlist/my", as: waiting[0]! })).json()).toHaveLength(1);
  });

  it("admins see a day's waitlist in join order with places in line; customers may not", async () => {
    const { tenant, api, admin, date, waiting } = await fullDay(2);
    const res = await api({ url: `/api/admin/waitlist?from=${date}&to=${date}`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((entry: { userId: string; position: number }) => [entry.userId, entry.position])).toEqual([
      [waiting[0]!.id, 1],
      [waiting[1]!.id, 2],
    ]);
    expect((await api({ url: `/api/admin/waitlist?from=${date}&to=${date}`, as: waiting[0]! })).statusCode).toBe(403);
    const tooLong = await api({ url: `/api/admin/waitlist?from=${date}&to=${localDate(tenant, 60)}`, as: admin });
    expect([tooLong.statusCode, errorOf(tooLong)]).toEqual([400, "DATE_RANGE_TOO_LONG"]);
  });
});

describe("offers and claims", () => {
  it("a cancellation offers the time to the first in line, held for them alone; their claim books it", async () => {
    const { tenant, api, service, slot, waiting, worker, cancel } = await fullDay(2);
    await cancel();
    await worker.runDue(new Date());
    const [first, second] = await entriesOf(tenant);
    expect(first).toMatchObject({ status: "OFFERED", offers: 1, offeredSlotId: slot.id });
    expect(second).toMatchObject({ status: "WAITING", offers: 0 });
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ heldForUserId: waiting[0]!.id, bookingId: null });
    // The offer's message job is queued once, for this offer.
    expect(await t.db.job.count({ where: { uniqueKey: `waitlist-offer:${first!.id}:1` } })).toBe(1);

    const stranger = await createUser(t.db, { tenant });
    const taken = await api({ method: "POST", url: "/api/bookings", as: stranger, body: { serviceId: service.id, slotId: slot.id } });
    expect([taken.statusCode, errorOf(taken)]).toEqual([409, "SLOT_TAKEN"]);
    const notYours = await api({ method: "POST", url: `/api/waitlist/${second!.id}/claim`, as: waiting[1]! });
    // Still waiting: its own answer, not "offered to someone else" (issue 29.9).
    expect([notYours.statusCode, errorOf(notYours)]).toEqual([409, "WAITLIST_NOT_OFFERED"]);

    const mine = (await api({ url: "/api/waitlist/my", as: waiting[0]! })).json();
    expect(mine[0]).toMatchObject({ status: "OFFERED", offer: { slotId: slot.id, startTime: "10:00", endTime: "10:30" } });
    const claimed = await api({ method: "POST", url: `/api/waitlist/${first!.id}/claim`, as: waiting[0]! });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({ serviceId: service.id, userId: waiting[0]!.id, status: "PENDING", startTime: "10:00" });
    expect(await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: first!.id } })).toMatchObject({
      status: "CLAIMED",
      bookingId: claimed.json().id,
    });
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ bookingId: claimed.json().id, heldUntil: null });
    const again = await api({ method: "POST", url: `/api/waitlist/${first!.id}/claim`, as: waiting[0]! });
    expect([again.statusCode, errorOf(again)]).toEqual([409, "WAITLIST_OFFER_CLAIMED"]);
  });

  it("an unclaimed offer expires when its window passes and goes to the next in line; a late claim is refused", async () => {
    const { tenant, api, slot, waiting, worker, cancel } = await fullDay(3);
    await cancel();
    await worker.runDue(new Date());
    await worker.runDue(new Date(Date.now() + AFTER_WINDOW_MS));
    const [first, second, third] = await entriesOf(tenant);
    expect(first).toMatchObject({ status: "EXPIRED", offers: 1 });
    expect(second).toMatchObject({ status: "OFFERED", offers: 1, offeredSlotId: slot.id });
    expect(third).toMatchObject({ status: "WAITING" });
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ heldForUserId: waiting[1]!.id });
    const late = await api({ method: "POST", url: `/api/waitlist/${first!.id}/claim`, as: waiting[0]! });
    expect([late.statusCode, errorOf(late)]).toEqual([409, "WAITLIST_OFFER_EXPIRED"]);
    expect((await api({ method: "POST", url: `/api/waitlist/${second!.id}/claim`, as: waiting[1]! })).statusCode).toBe(201);
    expect(worker.errors).toEqual([]);
  });

  it("leaving an offered entry passes the time on at once", async () => {
    const { tenant, api, waiting, worker, cancel } = await fullDay(2);
    await cancel();
    await worker.runDue(new Date());
    const [first] = await entriesOf(tenant);
    expect((await api({ method: "DELETE", url: `/api/waitlist/${first!.id}`, as: waiting[0]! })).statusCode).toBe(200);
    await worker.runDue(new Date());
    expect((await entriesOf(tenant)).map((entry) => entry.status)).toEqual(["LEFT", "OFFERED"]);
  });

  it("joining a day that has free time after all offers it at once; days gone by stop waiting", async () => {
    const { tenant, api, service, slot, worker, cancel } = await fullDay(0);
    await cancel();
    const late = await createUser(t.db, { tenant });
    const joined = await api({
      method: "POST",
      url: "/api/waitlist",
      as: late,
      body: { serviceId: service.id, date: localDate(tenant, 2) },
    });
    expect(joined.statusCode).toBe(201);
    // A day gone by (written as if joined yesterday): the next match marks it expired.
    const gone = await t.db.waitlistEntry.create({
      data: { tenantId: tenant.id, userId: late.id, serviceId: service.id, date: localDate(tenant, -1) },
    });
    await worker.runDue(new Date());
    expect(await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: joined.json().id } })).toMatchObject({
      status: "OFFERED",
      offeredSlotId: slot.id,
    });
    expect(await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: gone.id } })).toMatchObject({ status: "EXPIRED" });
  });

  it("with a buffer after bookings, offers only time clear of the other bookings' buffers", async () => {
    const tenant = await createTenant(t.db);
    await t.db.tenant.update({ where: { id: tenant.id }, data: { bufferMinutes: 30 } });
    const api = apiFor(t.app, tenant);
    const service = await createService(t.db, tenant);
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const date = localDate(tenant, 2);
    const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "12:00" });
    await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [slots[0]!] });
    const last = await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [slots[3]!] });
    const customer = await createUser(t.db, { tenant });
    expect((await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } })).statusCode).toBe(201);
    const worker = waitlistWorkers(t.db, [tenant]);
    await worker.runDue(new Date());
    // 10:30 and 11:00 are free but each within 30 minutes of a booking: nothing to offer.
    expect((await entriesOf(tenant))[0]).toMatchObject({ status: "WAITING" });
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${last.id}`, as: admin })).statusCode).toBe(200);
    await worker.runDue(new Date());
    // 10:30 is still inside the 10:00 booking's buffer; 11:00 is clear now.
    expect((await entriesOf(tenant))[0]).toMatchObject({ status: "OFFERED", offeredSlotId: slots[2]!.id });
    const [entry] = await entriesOf(tenant);
    expect((await api({ method: "POST", url: `/api/waitlist/${entry!.id}/claim`, as: customer })).statusCode).toBe(201);
  });

  it("new slots on a waited-for day are offered too (generated availability)", async () => {
    const tenant = await createTenant(t.db);
    const api = apiFor(t.app, tenant);
    const service = await createService(t.db, tenant);
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant });
    const date = localDate(tenant, 3);
    expect((await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } })).statusCode).toBe(201);
    const made = await api({
      method: "POST",
      url: "/api/admin/availability",
      as: admin,
      body: { dates: [date], startTime: "12:00", endTime: "13:00" },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    await waitlistWorkers(t.db, [tenant]).runDue(new Date());
    expect((await entriesOf(tenant))[0]).toMatchObject({ status: "OFFERED" });
  });
});

describe.skipIf(!isPostgres)("waitlist races on PostgreSQL", () => {
  it("the claim, 20 ordinary bookings and the other waiting customers' claims of one freed time: exactly one booking, the claimant's", async () => {
    for (let round = 0; round < 3; round++) {
      const { tenant, service, slot, waiting, worker, cancel } = await fullDay(4);
      await cancel();
      await worker.runDue(new Date());
      const entries = await entriesOf(tenant);
      const crowd = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db, { tenant })));
      const replies = await Promise.all([
        ...entries.map((entry, i) => call(tenant, "POST", `/api/waitlist/${entry.id}/claim`, waiting[i]!)),
        call(tenant, "POST", `/api/waitlist/${entries[0]!.id}/claim`, waiting[0]!),
        ...crowd.map((customer) => call(tenant, "POST", "/api/bookings", customer, { serviceId: service.id, slotId: slot.id })),
      ]);
      // The three still waiting are told so; the claimant's second claim, that it is theirs already.
      expect(tally(replies)).toEqual({ "201": 1, "409 WAITLIST_NOT_OFFERED": 3, "409 WAITLIST_OFFER_CLAIMED": 1, "409 SLOT_TAKEN": 20 });
      const bookings = await t.db.booking.findMany({ where: { tenantId: tenant.id, status: { not: "CANCELLED" } } });
      expect(bookings.map((booking) => booking.userId)).toEqual([waiting[0]!.id]);
    }
  });

  it("claims and bookings racing the offer's expiry: at most one booking; without one the time is the next in line's", async () => {
    for (let round = 0; round < 3; round++) {
      const { tenant, service, slot, waiting, worker, cancel } = await fullDay(2);
      await cancel();
      await worker.runDue(new Date());
      const [first] = await entriesOf(tenant);
      const crowd = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db, { tenant })));
      const replies = await Promise.all([
        worker.runDue(new Date(Date.now() + AFTER_WINDOW_MS)).then(() => null),
        call(tenant, "POST", `/api/waitlist/${first!.id}/claim`, waiting[0]!),
        ...crowd.map((customer) => call(tenant, "POST", "/api/bookings", customer, { serviceId: service.id, slotId: slot.id })),
      ]);
      const answers = replies.filter((reply) => reply !== null);
      const booked = answers.filter((reply) => reply.status === 201);
      expect(booked.length).toBeLessThanOrEqual(1);
      expect(answers.some((reply) => reply.status >= 500)).toBe(false);
      expect(await t.db.booking.count({ where: { tenantId: tenant.id, status: { not: "CANCELLED" } } })).toBe(booked.length);
      // An expiry that won lets go of the hold and offers the time to the next in line at once
      // (a claim can no longer slip in after it: issue 29.9), so the crowd may all be refused.
      expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject(
        booked.length === 1 ? { bookingId: booked[0]!.body.id } : { bookingId: null, heldForUserId: waiting[1]!.id },
      );
      expect(worker.errors).toEqual([]);
    }
  });

  it("a claim racing its offer's expiry: the customer is booked or told the time went on, never both (issue 29.9)", async () => {
    const outcomes = { booked: 0, ended: 0 };
    for (let round = 0; round < 8; round++) {
      const { tenant, waiting, worker, cancel } = await fullDay(2);
      await cancel();
      await worker.runDue(new Date());
      const [first] = await entriesOf(tenant);
      const [, claim] = await Promise.all([
        worker.runDue(new Date(Date.now() + AFTER_WINDOW_MS)),
        call(tenant, "POST", `/api/waitlist/${first!.id}/claim`, waiting[0]!),
      ]);
      const entry = await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: first!.id } });
      const booked = await t.db.booking.count({ where: { tenantId: tenant.id, userId: waiting[0]!.id, status: { not: "CANCELLED" } } });
      // The expiry that applied queued the "it went to the next in line" message.
      const toldItWentOn = await t.db.job.count({ where: { uniqueKey: `waitlist-offer-ended:${first!.id}:1` } });
      if (claim.status === 201) {
        outcomes.booked++;
        expect([entry.status, entry.bookingId, booked, toldItWentOn]).toEqual(["CLAIMED", claim.body.id, 1, 0]);
      } else {
        outcomes.ended++;
        expect([claim.status, claim.body.error]).toEqual([409, "WAITLIST_OFFER_EXPIRED"]);
        expect([entry.status, booked, toldItWentOn]).toEqual(["EXPIRED", 0, 1]);
      }
      expect(worker.errors).toEqual([]);
    }
    expect(outcomes.booked + outcomes.ended).toBe(8);
  });

  it("two workers expire an offer exactly once and offer the time to the next customer exactly once", async () => {
    const { tenant, waiting, worker, cancel } = await fullDay(3);
    await cancel();
    await worker.runDue(new Date());
    const [first, second] = await entriesOf(tenant);
    // The expiry job twice over (as if queued twice), run by both workers at once.
    await t.db.job.create({
      data: {
        queue: "waitlist",
        payload: { type: "waitlist-expire", tenantId: tenant.id, entryId: first!.id, offer: 1 },
        runAt: new Date(),
      },
    });
    const at = new Date(Date.now() + AFTER_WINDOW_MS);
    const before = new Date();
    expect(await worker.passAt(at)).toBe(2);
    await worker.runDue(at);
    const entries = await entriesOf(tenant);
    expect(entries.map((entry) => [entry.status, entry.offers])).toEqual([
      ["EXPIRED", 1],
      ["OFFERED", 1],
      ["WAITING", 0],
    ]);
    // One match queued by the one expiry that applied.
    expect(
      await t.db.job.count({
        where: { queue: worker.queue, createdAt: { gte: before }, payload: { path: ["type"], equals: "waitlist-match" } },
      }),
    ).toBe(1);
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `waitlist-offer:${second!.id}:` } } })).toBe(1);
    // The first customer's "it went to the next in line" message: queued by the one expiry that applied.
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `waitlist-offer-ended:${first!.id}:` } } })).toBe(1);
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `waitlist-offer:${entries[2]!.id}:` } } })).toBe(0);
    expect(await t.db.slot.count({ where: { tenantId: tenant.id, heldForUserId: waiting[1]!.id } })).toBe(1);
    expect(worker.errors).toEqual([]);
  });
});
