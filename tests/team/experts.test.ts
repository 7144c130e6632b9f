// Multiple experts (issue 16.2): ENTERPRISE customers pick an expert or "any available" (fairly
// spread), each expert's calendar is their own, an EXPERT member manages only their own bookings and
// schedule, admins see everything and filter by expert; other plans keep their one implicit expert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";

type Person = User & { token: string };
let t: TestApp;
let tenant: Tenant;
let api: Api;
let owner: Person;
let anna: { user: Person; expertId: string };
let boris: { user: Person; expertId: string };
let service: Service;
let day: string;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
  tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
  api = apiFor(t.app, tenant);
  owner = await createUser(t.db, { tenant, role: "OWNER" });
  [anna, boris] = [await createExpertMember(t.db, tenant, "Anna"), await createExpertMember(t.db, tenant, "Boris")];
  service = await createService(t.db, tenant, { durationMinutes: 30 });
  day = localDate(tenant, 4);
  for (const expert of [anna, boris])
    await createExpertSlots(t.db, tenant, expert.expertId, { dates: [day], startTime: "10:00", endTime: "12:00" });
});
afterAll(() => t.app.close());

const times = async (query: string) =>
  (
    (await api({ url: `/api/bookings/available/times?date=${day}&serviceId=${service.id}&${query}` })).json() as {
      slots: { id: string; startTime: string }[];
    }
  ).slots;
const book = (as: Person, slotId: string, anyExpert?: boolean) =>
  api({ method: "POST", url: "/api/bookings", as, body: { serviceId: service.id, slotId, ...(anyExpert ? { anyExpert } : {}) } });
const expertOf = async (bookingId: string) => (await t.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).expertId;

describe("customers pick an expert", () => {
  it("lists the active experts; a service assigned to one lists only them", async () => {
    const listed = (await api({ url: "/api/experts" })).json() as { name: string }[];
    expect(listed.map((e) => e.name)).toEqual([tenant.displayName, "Anna", "Boris"]);
    const massage = await createService(t.db, tenant);
    const put = await api({
      method: "PUT",
      url: `/api/admin/experts/${anna.expertId}`,
      as: owner,
      body: { name: "Anna K.", bio: "Ten years of practice", photoUrl: "https://example.test/anna.jpg", serviceIds: [massage.id] },
    });
    expect(put.json()).toMatchObject({ name: "Anna K.", serviceIds: [massage.id], isActive: true });
    expect((await api({ url: `/api/experts?serviceId=${massage.id}` })).json() as { name: string; bio: string }[]).toEqual([
      expect.objectContaining({ name: "Anna K.", bio: "Ten years of practice", photoUrl: "https://example.test/anna.jpg" }),
    ]);
    const foreign = await createService(t.db, await createTenant(t.db));
    const refused = await api({
      method: "PUT",
      url: `/api/admin/experts/${anna.expertId}`,
      as: owner,
      body: { name: "Anna", serviceIds: [foreign.id] },
    });
    expect([refused.statusCode, errorOf(refused)]).toEqual([404, "SERVICE_NOT_FOUND"]);
    await api({ method: "PUT", url: `/api/admin/experts/${anna.expertId}`, as: owner, body: { name: "Anna", serviceIds: [] } });
  });

  it("each expert's calendar is their own; two experts at the same time are both bookable", async () => {
    const annas = await times(`expertId=${anna.expertId}`);
    const boriss = await times(`expertId=${boris.expertId}`);
    expect(annas.map((s) => s.startTime)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(boriss.map((s) => s.startTime)).toEqual(annas.map((s) => s.startTime));
    expect(new Set([...annas, ...boriss].map((s) => s.id)).size).toBe(8);
    // The page's own (default) calendar has none of their slots.
    expect(await times("")).toEqual([]);

    const [first, second] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
    const a = await book(first, annas[0]!.id);
    const b = await book(second, boriss[0]!.id);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([await expertOf(a.json().id), await expertOf(b.json().id)]).toEqual([anna.expertId, boris.expertId]);
    // Anna's 10:00 is gone from her calendar, Boris's too; "any" has no 10:00 left.
    expect((await times(`expertId=${anna.expertId}`)).map((s) => s.startTime)).not.toContain("10:00");
    expect((await times("expertId=any")).map((s) => s.startTime)).toEqual(["10:30", "11:00", "11:30"]);
    const again = await book(await createUser(t.db, { tenant }), annas[0]!.id);
    expect([again.statusCode, errorOf(again)]).toEqual([409, "SLOT_TAKEN"]);
  });

  it("'any available' gives the time to the expert with fewer bookings that day, then the other; then none is left", async () => {
    // Anna gets a second booking at 10:30 by name: Boris has fewer that day.
    const annas = await times(`expertId=${anna.expertId}`);
    expect((await book(await createUser(t.db, { tenant }), annas.find((s) => s.startTime === "10:30")!.id)).statusCode).toBe(201);
    const eleven = (await times("expertId=any")).find((s) => s.startTime === "11:00")!;
    const first = await book(await createUser(t.db, { tenant }), eleven.id, true);
    expect(await expertOf(first.json().id)).toBe(boris.expertId);
    // The same shown start again: Anna is still free at 11:00 and gets it.
    const second = await book(await createUser(t.db, { tenant }), eleven.id, true);
    expect(await expertOf(second.json().id)).toBe(anna.expertId);
    const third = await book(await createUser(t.db, { tenant }), eleven.id, true);
    expect([third.statusCode, errorOf(third)]).toEqual([409, "NO_EXPERT_AVAILABLE"]);
  });

  it("an unknown or inactive expert is 404 EXPERT_NOT_FOUND", async () => {
    const res = await api({ url: `/api/bookings/available/days?from=${day}&to=${day}&expertId=${crypto.randomUUID()}` });
    expect([res.statusCode, errorOf(res)]).toEqual([404, "EXPERT_NOT_FOUND"]);
  });
});

describe("an expert's own desk; admins see all and filter by expert", () => {
  it("an EXPERT lists and handles only their own bookings and schedule", async () => {
    const own = (await api({ url: "/api/expert/bookings", as: anna.user })).json() as { id: string; expertId: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((b) => b.expertId))).toEqual(new Set([anna.expertId]));
    const boriss = (await api({ url: "/api/expert/bookings", as: boris.user })).json() as { id: string }[];
    const foreign = await api({
      method: "PUT",
      url: `/api/expert/bookings/${boriss[0]!.id}/status`,
      as: anna.user,
      body: { status: "CONFIRMED" },
    });
    expect([foreign.statusCode, errorOf(foreign)]).toEqual([404, "BOOKING_NOT_FOUND"]);
    const confirmed = await api({
      method: "PUT",
      url: `/api/expert/bookings/${own[0]!.id}/status`,
      as: anna.user,
      body: { status: "CONFIRMED" },
    });
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED" });

    const next = localDate(tenant, 6);
    expect(
      (
        await api({
          method: "POST",
          url: "/api/expert/availability",
          as: anna.user,
          body: { dates: [next], startTime: "14:00", endTime: "15:00" },
        })
      ).json(),
    ).toEqual({ created: 2, skipped: 0 });
    const slots = (await api({ url: `/api/expert/slots?from=${next}&to=${next}`, as: anna.user })).json() as { id: string }[];
    expect(slots).toHaveLength(2);
    expect(await t.db.slot.count({ where: { id: { in: slots.map((s) => s.id) }, expertId: anna.expertId } })).toBe(2);
    expect((await api({ url: `/api/expert/slots?from=${next}&to=${next}`, as: boris.user })).json()).toEqual([]);
    // Not the admin area, and not for customers or admins.
    expect((await api({ url: "/api/admin/bookings", as: anna.user })).statusCode).toBe(403);
    expect((await api({ url: "/api/expert/bookings", as: owner })).statusCode).toBe(403);
  });

  it("admins filter the bookings and the stats by expert", async () => {
    const all = (await api({ url: "/api/admin/bookings", as: owner })).json() as { expertId: string }[];
    expect(new Set(all.map((b) => b.expertId))).toEqual(new Set([anna.expertId, boris.expertId]));
    const onlyBoris = (await api({ url: `/api/admin/bookings?expertId=${boris.expertId}`, as: owner })).json() as { expertId: string }[];
    expect(onlyBoris.length).toBeGreaterThan(0);
    expect(onlyBoris.every((b) => b.expertId === boris.expertId)).toBe(true);
    const from = localDate(tenant, 0);
    const to = localDate(tenant, 10);
    const stats = (q: string) =>
      api({ url: `/api/admin/stats?from=${from}&to=${to}${q}`, as: owner }).then((r) => r.json() as { totalBookings: number });
    const [total, a, b] = [await stats(""), await stats(`&expertId=${anna.expertId}`), await stats(`&expertId=${boris.expertId}`)];
    expect(a.totalBookings + b.totalBookings).toBe(total.totalBookings);
    expect(b.totalBookings).toBe(onlyBoris.length);
  });
});

describe("staff calendar feeds follow the role", () => {
  it("an EXPERT's staff feed has their own bookings only; a removed member's feed is gone", async () => {
    const openFeed = async (as: Person) =>
      ((await api({ method: "POST", url: "/api/calendar/feed?kind=staff", as })).json() as { url: string }).url;
    const read = (url: string) => t.app.inject({ method: "GET", url: new URL(url).pathname });
    const [annaFeed, ownerFeed] = [await openFeed(anna.user), await openFeed(owner)];
    const annas = await t.db.booking.findMany({ where: { tenantId: tenant.id, expertId: anna.expertId }, select: { id: true } });
    const boriss = await t.db.booking.findMany({ where: { tenantId: tenant.id, expertId: boris.expertId }, select: { id: true } });
    const annaBody = (await read(annaFeed)).body;
    for (const { id } of annas) expect(annaBody).toContain(id);
    for (const { id } of boriss) expect(annaBody).not.toContain(id);
    const ownerBody = (await read(ownerFeed)).body;
    for (const { id } of [...annas, ...boriss]) expect(ownerBody).toContain(id);

    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const adminFeed = await openFeed(admin);
    expect((await read(adminFeed)).statusCode).toBe(200);
    await api({ method: "DELETE", url: `/api/account/team/members/${admin.id}`, as: owner });
    expect((await read(adminFeed)).statusCode).toBe(404);
  });
});

describe("other plans keep one implicit expert", () => {
  it("a PROFESSIONAL page offers its default expert only and its calendar is unchanged", async () => {
    const pro = await createTenant(t.db, { plan: "PROFESSIONAL" });
    const proApi = apiFor(t.app, pro);
    const stray = await t.db.expert.create({ data: { tenantId: pro.id, name: "Not sold here" } });
    const listed = (await proApi({ url: "/api/experts" })).json() as { id: string }[];
    expect(listed.map((e) => e.id)).toEqual([await defaultExpert(t.db, pro)]);
    const refused = await proApi({ url: `/api/bookings/available/times?date=${day}&expertId=${stray.id}` });
    expect(errorOf(refused)).toBe("EXPERT_NOT_FOUND");
    await createSlots(t.db, pro, { dates: [day], startTime: "10:00", endTime: "11:00" });
    const plain = (await proApi({ url: `/api/bookings/available/times?date=${day}` })).json() as { slots: unknown[] };
    const any = (await proApi({ url: `/api/bookings/available/times?date=${day}&expertId=any` })).json() as { slots: unknown[] };
    expect(plain.slots).toHaveLength(2);
    expect(any.slots).toEqual(plain.slots);
  });
});
