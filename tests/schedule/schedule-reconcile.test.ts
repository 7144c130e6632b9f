// Issue 26.4: saving working hours reconciles the free slots made earlier by hand or by the demo
// seed. A tenant seeded like the demo (every day 09:00-18:00) saves Mon-Fri 09-18 with lunch 13-14
// and Tuesday off: the preview shows what goes and which bookings stay (changing nothing), the save
// removes the free slots outside the hours (Tuesday, lunch, the weekend), keeps the booked ones and
// names them, and customers are then offered exactly the saved hours. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { addDays, formatClockTime, generateSlotsForRange, instantToLocal, todayInZone, weekdayIndex } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";
import { createExpertMember } from "../support/expert-fixtures.ts";
import { expectNoOverlaps } from "./schedule-support.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let service: Service;

const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
/** Mon-Fri 09-18 with lunch 13-14, Tuesday off, weekends off. */
const TUESDAY_OFF = { weekly: [DAY, null, DAY, DAY, DAY, null, null] };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "OWNER" });
  service = await createService(t.db, tenant, { durationMinutes: 30 });
  // As the demo seed lays slots out: every day of the next 30, 09:00-18:00, not from a schedule.
  const now = new Date();
  const today = todayInZone(now, tenant.timeZone);
  const seeded = generateSlotsForRange({ timeZone: tenant.timeZone, now, startDate: today, endDate: addDays(today, 29) });
  const expertId = await defaultExpert(t.db, tenant);
  await t.db.slot.createMany({ data: seeded.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })) });
});
afterAll(() => t.app.close());

/** The first local date from tomorrow on with ISO weekday `index` (0 = Monday). */
const next = (index: number) => {
  for (let days = 1; ; days++) if (weekdayIndex(localDate(tenant, days)) === index) return localDate(tenant, days);
};

async function slotAt(date: string, time: string): Promise<Slot> {
  const slots = await t.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } });
  return slots.find((slot): boolean => {
    const local = instantToLocal(slot.startsAt, tenant.timeZone);
    return local.date === date && formatClockTime(local.minutes) === time;
  })!;
}

/** What customers are offered on `date` (start times). */
async function offered(date: string): Promise<string[]> {
  const res = await api({ url: `/api/bookings/available?from=${date}&to=${date}&serviceId=${service.id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { days: { slots: { startTime: string }[] }[] }).days.flatMap((day) => day.slots.map((slot) => slot.startTime));
}

const halfHours = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

describe("saving working hours reconciles earlier slots (issue 26.4)", () => {
  it("preview names what saving removes and which bookings stay, and changes nothing; the save does exactly that", async () => {
    const [monday, tuesday, saturday] = [next(0), next(1), next(5)];
    // Before: the seeded slots offer Tuesday, the lunch hour and Saturday.
    expect(await offered(tuesday)).toEqual(halfHours(9, 18));
    expect(await offered(monday)).toContain("13:00");
    expect(await offered(saturday)).toHaveLength(18);
    const customer = await createUser(t.db, { tenant, firstName: "Vera" });
    const tuesdayBooking = await createBookingRow(t.db, { tenant, user: customer, service, slots: [await slotAt(tuesday, "10:00")] });
    const lunchBooking = await createBookingRow(t.db, { tenant, user: customer, service, slots: [await slotAt(monday, "13:30")] });
    const insideBooking = await createBookingRow(t.db, { tenant, user: customer, service, slots: [await slotAt(monday, "10:00")] });
    const before = await t.db.slot.count({ where: { tenantId: tenant.id } });

    const preview = await api({ method: "POST", url: "/api/admin/schedule/preview", as: admin, body: TUESDAY_OFF });
    expect(preview.statusCode, preview.body).toBe(200);
    const plan = preview.json() as {
      removed: { date: string; startTime: string; endTime: string; slots: number }[];
      flagged: { bookingId: string; date: string; startTime: string; clientName: string }[];
    };
    // Tuesday around its booking, Monday's lunch beside its booking, all of Saturday.
    expect(plan.removed).toEqual(
      expect.arrayContaining([
        { date: tuesday, startTime: "09:00", endTime: "10:00", slots: 2 },
        { date: tuesday, startTime: "10:30", endTime: "18:00", slots: 15 },
        { date: monday, startTime: "13:00", endTime: "13:30", slots: 1 },
        { date: saturday, startTime: "09:00", endTime: "18:00", slots: 18 },
      ]),
    );
    expect(plan.flagged.map((booking) => booking.bookingId).sort()).toEqual([tuesdayBooking.id, lunchBooking.id].sort());
    expect(plan.flagged.find((booking) => booking.bookingId === lunchBooking.id)).toMatchObject({
      date: monday,
      startTime: "13:30",
      clientName: "Vera",
    });
    // A preview writes nothing.
    expect(await t.db.slot.count({ where: { tenantId: tenant.id } })).toBe(before);
    expect((await api({ url: "/api/admin/schedule", as: admin })).json()).toMatchObject({ configured: false });

    const saved = await api({ method: "PUT", url: "/api/admin/schedule", as: admin, body: TUESDAY_OFF });
    expect(saved.statusCode, saved.body).toBe(200);
    const { result } = saved.json();
    expect(result.removed).toBe(plan.removed.reduce((sum, range) => sum + range.slots, 0));
    expect(result.flagged.map((booking: { bookingId: string }) => booking.bookingId).sort()).toEqual(
      [tuesdayBooking.id, lunchBooking.id].sort(),
    );

    // Customers are offered exactly the saved hours; the booked slots stay where they were.
    expect(await offered(tuesday)).toEqual([]);
    expect(await offered(saturday)).toEqual([]);
    expect(await offered(monday)).toEqual(halfHours(9, 18).filter((time) => !["10:00", "13:00", "13:30"].includes(time)));
    for (const booking of [tuesdayBooking, lunchBooking, insideBooking]) {
      expect(await t.db.slot.count({ where: { bookingId: booking.id } })).toBe(1);
    }
    await expectNoOverlaps(t.db, tenant.id);

    // Nothing is left to reconcile: a second preview removes nothing and still names the two bookings.
    const again = (await api({ method: "POST", url: "/api/admin/schedule/preview", as: admin, body: TUESDAY_OFF })).json();
    expect(again.removed).toEqual([]);
    expect(again.flagged).toHaveLength(2);
  });

  it("a free slot held for a customer (a waitlist offer) stays until its hold lapses", async () => {
    const wednesday = next(2);
    const evening = { weekly: [DAY, null, { start: "09:00", end: "12:00", breaks: [] }, DAY, DAY, null, null] };
    const held = await slotAt(wednesday, "15:00");
    const customer = await createUser(t.db, { tenant });
    await t.db.slot.update({ where: { id: held.id }, data: { heldForUserId: customer.id, heldUntil: new Date(Date.now() + 600_000) } });
    await api({ method: "PUT", url: "/api/admin/schedule", as: admin, body: evening });
    expect(await t.db.slot.findUnique({ where: { id: held.id } })).not.toBeNull();
    expect(await slotAt(wednesday, "15:30")).toBeUndefined();
  });

  it("refuses another tenant's expert (404) and a customer (403); an expert previews their own hours only", async () => {
    const other = await createTenant(t.db);
    const foreign = await defaultExpert(t.db, other);
    const res = await api({ method: "POST", url: "/api/admin/schedule/preview", as: admin, body: { ...TUESDAY_OFF, expertId: foreign } });
    expect([res.statusCode, errorOf(res)]).toEqual([404, "EXPERT_NOT_FOUND"]);
    const customer = await createUser(t.db, { tenant });
    expect((await api({ method: "POST", url: "/api/admin/schedule/preview", as: customer, body: TUESDAY_OFF })).statusCode).toBe(403);
    const bad = await api({
      method: "POST",
      url: "/api/admin/schedule/preview",
      as: admin,
      body: { weekly: [{ ...DAY, start: "09:15" }] },
    });
    expect(bad.statusCode).toBe(400);

    const expert = await createExpertMember(t.db, tenant, "Eva");
    const session = { token: expert.user.token };
    const own = await api({ method: "POST", url: "/api/expert/schedule/preview", as: session, body: TUESDAY_OFF });
    expect([own.statusCode, own.json()]).toEqual([200, { removed: [], flagged: [] }]);
    const notOwn = await api({
      method: "POST",
      url: "/api/expert/schedule/preview",
      as: session,
      body: { ...TUESDAY_OFF, expertId: await defaultExpert(t.db, tenant) },
    });
    expect(notOwn.statusCode).toBe(403);
  });
});
