// An EXPERT manages their own weekly schedule and slots (issues 15.3, 16.2) through /api/expert/*,
// never another expert's: naming another expert is 403 NOT_YOUR_EXPERT_PROFILE, the admin schedule
// routes are 403 FORBIDDEN for them, and another expert's slot is simply not found. Owners and
// admins edit any expert's schedule with expertId; an expert of another page gets 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { applyExpertSchedule, scopedDb, weekdayIndex } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";

type Person = User & { token: string };
let t: TestApp;
let tenant: Tenant;
let api: Api;
let owner: Person;
let customer: Person;
let anna: { user: Person; expertId: string };
let boris: { user: Person; expertId: string };
let service: Service;

const WORKDAY = { start: "10:00", end: "14:00", breaks: [{ start: "12:00", end: "12:30" }] };
/** Monday only. */
const MONDAYS = { weekly: [WORKDAY, null, null, null, null, null, null] };
const NOTHING = { weekly: [null, null, null, null, null, null, null] };

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
  tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
  api = apiFor(t.app, tenant);
  owner = await createUser(t.db, { tenant, role: "OWNER" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
  [anna, boris] = [await createExpertMember(t.db, tenant, "Anna"), await createExpertMember(t.db, tenant, "Boris")];
  service = await createService(t.db, tenant, { durationMinutes: 30 });
});
afterAll(() => t.app.close());

const nextMonday = () => {
  for (let days = 1; ; days++) if (weekdayIndex(localDate(tenant, days)) === 0) return localDate(tenant, days);
};
const scheduleSlots = (expertId: string) => t.db.slot.count({ where: { tenantId: tenant.id, expertId, fromSchedule: true } });

describe("an expert's own weekly schedule", () => {
  it("the expert saves their week with a break and a day off; the slots are theirs only, and they read it back", async () => {
    expect((await api({ url: "/api/expert/schedule", as: anna.user })).json()).toMatchObject({
      expertId: anna.expertId,
      configured: false,
    });
    const monday = nextMonday();
    const saved = await api({
      method: "PUT",
      url: "/api/expert/schedule",
      as: anna.user,
      body: { ...MONDAYS, overrides: [{ date: monday, hours: null }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { schedule, result } = saved.json() as { schedule: { expertId: string; weekly: unknown[] }; result: { created: number } };
    expect(schedule.expertId).toBe(anna.expertId);
    // 10:00-14:00 less the 12:00-12:30 break: 7 half-hours on each Monday but the day off.
    expect(result.created % 7).toBe(0);
    expect(result.created).toBeGreaterThanOrEqual(7 * 7);
    expect(await scheduleSlots(anna.expertId)).toBe(result.created);
    expect(await scheduleSlots(boris.expertId)).toBe(0);
    const mine = (await api({ url: `/api/expert/slots?from=${monday}&to=${monday}`, as: anna.user })).json() as unknown[];
    expect(mine).toEqual([]);
    const read = (await api({ url: "/api/expert/schedule", as: anna.user })).json();
    expect(read).toMatchObject({ configured: true, weekly: MONDAYS.weekly, overrides: [{ date: monday, hours: null }] });
    // Boris's own schedule is still his own, untouched.
    expect((await api({ url: "/api/expert/schedule", as: boris.user })).json()).toMatchObject({
      expertId: boris.expertId,
      configured: false,
    });
    // "Apply now" finds everything in place.
    expect((await api({ method: "POST", url: "/api/expert/schedule/apply", as: anna.user, body: {} })).json()).toMatchObject({
      created: 0,
      removed: 0,
      kept: result.created,
    });
  });

  it("naming another expert is 403 NOT_YOUR_EXPERT_PROFILE; the admin schedule routes are 403 for an expert; nothing changes", async () => {
    for (const call of [
      { url: `/api/expert/schedule?expertId=${boris.expertId}` },
      { method: "PUT" as const, url: "/api/expert/schedule", body: { ...MONDAYS, expertId: boris.expertId } },
      { method: "POST" as const, url: "/api/expert/schedule/apply", body: { expertId: boris.expertId } },
    ]) {
      const res = await api({ ...call, as: anna.user });
      expect([res.statusCode, errorOf(res)], res.body).toEqual([403, "NOT_YOUR_EXPERT_PROFILE"]);
    }
    for (const call of [
      { url: `/api/admin/schedule?expertId=${boris.expertId}` },
      { method: "PUT" as const, url: "/api/admin/schedule", body: { ...MONDAYS, expertId: boris.expertId } },
      { method: "POST" as const, url: "/api/admin/schedule/apply", body: { expertId: boris.expertId } },
    ]) {
      const res = await api({ ...call, as: anna.user });
      expect([res.statusCode, errorOf(res)], res.body).toEqual([403, "FORBIDDEN"]);
    }
    const foreignBookings = await api({ url: `/api/expert/bookings?expertId=${boris.expertId}`, as: anna.user });
    expect([foreignBookings.statusCode, errorOf(foreignBookings)]).toEqual([403, "NOT_YOUR_EXPERT_PROFILE"]);
    expect(await t.db.expertSchedule.count({ where: { expertId: boris.expertId } })).toBe(0);
    expect(await scheduleSlots(boris.expertId)).toBe(0);
    // Not for customers or owners either: the desk is an expert's.
    for (const as of [customer, owner]) expect((await api({ url: "/api/expert/schedule", as })).statusCode).toBe(403);
    expect((await api({ url: "/api/expert/schedule" })).statusCode).toBe(401);
  });

  it("refuses malformed input with 400 and the spec's keys", async () => {
    const sixDays = await api({
      method: "PUT",
      url: "/api/expert/schedule",
      as: anna.user,
      body: { weekly: [null, null, null, null, null, null] },
    });
    expect(sixDays.statusCode).toBe(400);
    const offGrid = await api({
      method: "PUT",
      url: "/api/expert/schedule",
      as: anna.user,
      body: { weekly: [{ start: "09:10", end: "12:00", breaks: [] }, null, null, null, null, null, null] },
    });
    expect([offGrid.statusCode, errorOf(offGrid)]).toEqual([400, "TIME_OFF_GRID"]);
    const badId = await api({ url: "/api/expert/schedule?expertId=not-an-id", as: anna.user });
    expect(badId.statusCode).toBe(400);
    const huge = await api({
      method: "PUT",
      url: "/api/expert/schedule",
      as: anna.user,
      body: { ...NOTHING, overrides: Array.from({ length: 5000 }, (_, i) => ({ date: localDate(tenant, i), hours: null })) },
    });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it("owners edit any expert's schedule by expertId; an expert of another page is 404 EXPERT_NOT_FOUND", async () => {
    const saved = await api({ method: "PUT", url: "/api/admin/schedule", as: owner, body: { ...MONDAYS, expertId: boris.expertId } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await scheduleSlots(boris.expertId)).toBeGreaterThan(0);
    expect((await api({ url: "/api/expert/schedule", as: boris.user })).json()).toMatchObject({ configured: true, weekly: MONDAYS.weekly });
    const elsewhere = await createExpertMember(t.db, await createTenant(t.db, { plan: "ENTERPRISE" }), "Stranger");
    for (const call of [
      { url: `/api/admin/schedule?expertId=${elsewhere.expertId}` },
      { method: "PUT" as const, url: "/api/admin/schedule", body: { ...MONDAYS, expertId: elsewhere.expertId } },
    ]) {
      const res = await api({ ...call, as: owner });
      expect([res.statusCode, errorOf(res)]).toEqual([404, "EXPERT_NOT_FOUND"]);
    }
    expect(await t.db.slot.count({ where: { expertId: elsewhere.expertId } })).toBe(0);
    await api({ method: "PUT", url: "/api/admin/schedule", as: owner, body: { ...NOTHING, expertId: boris.expertId } });
  });
});

describe("an expert's own bookings moved", () => {
  it("moves their booking to another of their free starts; another expert's slot or booking is 404 and nothing moves", async () => {
    const day = localDate(tenant, 7);
    const [from, to] = await createExpertSlots(t.db, tenant, anna.expertId, { dates: [day], startTime: "09:00", endTime: "10:00" });
    const [borisFree, borisBooked] = await createExpertSlots(t.db, tenant, boris.expertId, {
      dates: [day],
      startTime: "09:00",
      endTime: "10:00",
    });
    const annas = (
      await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: from!.id } })
    ).json() as { id: string };
    const boriss = (
      await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: borisBooked!.id } })
    ).json() as { id: string };
    const move = (id: string, newSlotId: string) =>
      api({ method: "PUT", url: `/api/expert/bookings/${id}/reschedule`, as: anna.user, body: { newSlotId } });

    const toBoris = await move(annas.id, borisFree!.id);
    expect([toBoris.statusCode, errorOf(toBoris)]).toEqual([404, "SLOT_NOT_FOUND"]);
    const hisBooking = await move(boriss.id, to!.id);
    expect([hisBooking.statusCode, errorOf(hisBooking)]).toEqual([404, "BOOKING_NOT_FOUND"]);
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: boriss.id } })).toMatchObject({
      expertId: boris.expertId,
      startsAt: borisBooked!.startsAt,
    });

    const moved = await move(annas.id, to!.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: annas.id } })).toMatchObject({
      expertId: anna.expertId,
      startsAt: to!.startsAt,
    });
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: from!.id } })).toMatchObject({ bookingId: null });
  });
});

describe("an expert's own slots", () => {
  it("deletes a free slot of their own; another expert's is 404 and stays; a booked one is 409 SLOT_BOOKED", async () => {
    const day = localDate(tenant, 5);
    const [own1, own2] = await createExpertSlots(t.db, tenant, anna.expertId, { dates: [day], startTime: "16:00", endTime: "17:00" });
    const [borisSlot] = await createExpertSlots(t.db, tenant, boris.expertId, { dates: [day], startTime: "16:00", endTime: "16:30" });

    const foreign = await api({ method: "DELETE", url: `/api/expert/slots/${borisSlot!.id}`, as: anna.user });
    expect([foreign.statusCode, errorOf(foreign)]).toEqual([404, "SLOT_NOT_FOUND"]);
    expect(await t.db.slot.count({ where: { id: borisSlot!.id } })).toBe(1);

    const deleted = await api({ method: "DELETE", url: `/api/expert/slots/${own1!.id}`, as: anna.user });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(await t.db.slot.count({ where: { id: own1!.id } })).toBe(0);

    const booked = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: own2!.id } });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await api({ method: "DELETE", url: `/api/expert/slots/${own2!.id}`, as: anna.user });
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, "SLOT_BOOKED"]);
    expect(await t.db.slot.findUnique({ where: { id: own2!.id } })).toMatchObject({ bookingId: booked.json().id });
  });
});

describe("an expert who leaves the role and comes back", () => {
  it("loses their free schedule slots, and their saved week is laid out again in full on return", async () => {
    const before = await scheduleSlots(anna.expertId);
    expect(before).toBeGreaterThan(0);
    const role = (value: "ADMIN" | "EXPERT") =>
      api({ method: "PUT", url: `/api/account/team/members/${anna.user.id}/role`, as: owner, body: { role: value } });
    expect((await role("ADMIN")).statusCode).toBe(200);
    expect(await scheduleSlots(anna.expertId)).toBe(0);
    expect((await role("EXPERT")).statusCode).toBe(200);
    expect(await t.db.expertSchedule.findFirstOrThrow({ where: { expertId: anna.expertId } })).toMatchObject({ filledThrough: null });
    // The rolling job's step for this expert: a full lay-out since nothing is filled.
    const result = await applyExpertSchedule(scopedDb(t.db, tenant.id), tenant, anna.expertId, new Date(), "roll");
    expect(result.created).toBe(before);
    expect(await scheduleSlots(anna.expertId)).toBe(before);
  });
});
