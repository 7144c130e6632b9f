// Issue 15.3 item 1-2 through HTTP: the weekly schedule per expert (working hours with breaks,
// date overrides) is validated with spec-style keys, saved, and laid out as slots over the 60-day
// window; a changed schedule removes the free slots outside it (made by hand too, issue 26.4),
// never booked slots; "apply now" lays it out again. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { addDays, instantToLocal, formatClockTime, weekdayIndex } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";
import { expectNoOverlaps } from "./schedule-support.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };

const LUNCH_WEEK = {
  weekly: [0, 1, 2, 3, 4]
    .map(() => ({ start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] }))
    .concat([null, null] as never[]),
};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
});
afterAll(() => t.app.close());

const save = (body: unknown) => api({ method: "PUT", url: "/api/admin/schedule", as: admin, body });
/** The first local date from tomorrow on with ISO weekday `index` (0 = Monday). */
const next = (index: number) => {
  for (let days = 1; ; days++) if (weekdayIndex(localDate(tenant, days)) === index) return localDate(tenant, days);
};
async function timesOn(date: string) {
  const res = await api({ url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: admin });
  return (res.json() as { startTime: string; isBooked: boolean }[]).map((slot) => `${slot.startTime}${slot.isBooked ? "*" : ""}`);
}
const hours = (from: string, to: string, skip: string[] = []) => {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60; m < Number(to.slice(0, 2)) * 60; m += 30) out.push(formatClockTime(m));
  return out.filter((time) => !skip.includes(time));
};

describe("weekly schedule API", () => {
  it("starts unconfigured, refuses invalid schedules with spec-style keys and the field", async () => {
    expect((await api({ url: "/api/admin/schedule", as: admin })).json()).toMatchObject({ configured: false, overrides: [] });
    const day = (extra: object) => ({
      weekly: [{ start: "09:00", end: "18:00", breaks: [], ...extra }, null, null, null, null, null, null],
    });
    const cases: Array<[unknown, string, string | undefined]> = [
      [day({ start: "09:15" }), "TIME_OFF_GRID", "weekly.0.start"],
      [day({ end: "08:00" }), "TIME_RANGE_INVALID", "weekly.0.end"],
      [day({ breaks: [{ start: "08:00", end: "09:30" }] }), "BREAK_OUTSIDE_HOURS", "weekly.0.breaks.0.start"],
      [
        day({
          breaks: [
            { start: "12:00", end: "13:30" },
            { start: "13:00", end: "14:00" },
          ],
        }),
        "RANGES_OVERLAP",
        "weekly.0.breaks.1.start",
      ],
      [day({ breaks: [{ start: "13:00", end: "13:00" }] }), "TIME_RANGE_INVALID", "weekly.0.breaks.0.end"],
      [
        {
          ...LUNCH_WEEK,
          overrides: [
            { date: next(5), hours: null },
            { date: next(5), hours: null },
          ],
        },
        "SCHEDULE_DATE_REPEATED",
        "overrides.1.date",
      ],
      [{ weekly: [null, null] }, "VALIDATION_ERROR", "weekly"],
      [{ ...LUNCH_WEEK, expertId: "not-a-uuid" }, "VALIDATION_ERROR", "expertId"],
    ];
    for (const [body, error, field] of cases) {
      const res = await save(body);
      expect([res.statusCode, errorOf(res), res.json().field], JSON.stringify(body)).toEqual([400, error, field]);
    }
    expect((await api({ url: "/api/admin/schedule", as: admin })).json()).toMatchObject({ configured: false });
  });

  it("another tenant's expert is 404 EXPERT_NOT_FOUND, and its schedule stays unset", async () => {
    const other = await createTenant(t.db);
    const foreign = await defaultExpert(t.db, other);
    for (const res of [
      await save({ ...LUNCH_WEEK, expertId: foreign }),
      await api({ url: `/api/admin/schedule?expertId=${foreign}`, as: admin }),
      await api({ method: "POST", url: "/api/admin/schedule/apply", as: admin, body: { expertId: foreign } }),
    ])
      expect([res.statusCode, errorOf(res)]).toEqual([404, "EXPERT_NOT_FOUND"]);
    expect(await t.db.expertSchedule.count({ where: { tenantId: other.id } })).toBe(0);
    expect(await t.db.slot.count({ where: { tenantId: other.id } })).toBe(0);
  });

  it("saving Mon-Fri 09-18 with lunch 13-14 fills the window: those times on weekdays, nothing at weekends", async () => {
    const res = await save(LUNCH_WEEK);
    expect(res.statusCode).toBe(200);
    const { schedule, result } = res.json();
    expect(schedule).toMatchObject({ configured: true, expertId: await defaultExpert(t.db, tenant), filledThrough: localDate(tenant, 60) });
    expect(result.created).toBeGreaterThan(40 * 16);
    expect(result).toMatchObject({ removed: 0, kept: 0, skipped: 0 });
    expect(await timesOn(next(0))).toEqual(hours("09:00", "18:00", ["13:00", "13:30"]));
    expect(await timesOn(next(4))).toEqual(hours("09:00", "18:00", ["13:00", "13:30"]));
    expect(await timesOn(next(5))).toEqual([]);
    expect(await timesOn(next(6))).toEqual([]);
    // Saving the same again changes nothing: every wanted slot is there.
    expect((await save(LUNCH_WEEK)).json().result).toEqual({ created: 0, removed: 0, kept: result.created, skipped: 0, flagged: [] });
    await expectNoOverlaps(t.db, tenant.id);
  });

  it("a changed schedule removes the free slots outside it, made by hand too (issue 26.4), never booked ones (flagged)", async () => {
    const monday = next(0);
    const saturday = next(5);
    const [nine] = (await t.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } })).filter(
      (slot) => instantToLocal(slot.startsAt, tenant.timeZone).date === monday,
    );
    const customer = await createUser(t.db, { tenant });
    await createBookingRow(t.db, { tenant, user: customer, service: await createService(t.db, tenant), slots: [nine!] });
    const manual = await createSlots(t.db, tenant, { dates: [saturday], startTime: "10:00", endTime: "11:00" });

    const shorter = { weekly: LUNCH_WEEK.weekly.map((day) => day && { start: "10:00", end: "16:00", breaks: [] }) };
    const { result } = (await save(shorter)).json();
    expect(result.removed).toBeGreaterThan(0);
    // 09:00 is booked: it stays, flagged; 09:30 and 16:00-17:30 are gone; the lunch hour is open now.
    expect(result.flagged).toEqual([expect.objectContaining({ date: monday, startTime: "09:00", endTime: "09:30", status: "PENDING" })]);
    expect(await timesOn(monday)).toEqual(["09:00*", ...hours("10:00", "16:00")]);
    // Saturday is a day off: the free slots made there by hand go too.
    expect(await timesOn(saturday)).toEqual([]);
    expect(await t.db.slot.count({ where: { id: { in: manual.map((slot) => slot.id) } } })).toBe(0);
    await expectNoOverlaps(t.db, tenant.id);
  });

  it("date overrides: a day off empties a weekday, special hours open a weekend day", async () => {
    const tuesday = next(1);
    const sunday = next(6);
    const body = {
      weekly: LUNCH_WEEK.weekly.map((day) => day && { start: "10:00", end: "16:00", breaks: [] }),
      overrides: [
        { date: tuesday, hours: null },
        { date: sunday, hours: { start: "11:00", end: "13:00", breaks: [{ start: "12:00", end: "12:30" }] } },
      ],
    };
    const res = await save(body);
    // Kept in date order.
    const sorted = [...body.overrides].sort((a, b) => a.date.localeCompare(b.date));
    expect(res.json().schedule.overrides).toEqual(sorted);
    expect(await timesOn(tuesday)).toEqual([]);
    expect(await timesOn(sunday)).toEqual(["11:00", "11:30", "12:30"]);
    // An override of a past date is dropped on save.
    const withPast = await save({ ...body, overrides: [...body.overrides, { date: addDays(localDate(tenant, 0), -3), hours: null }] });
    expect(withPast.json().schedule.overrides).toEqual(sorted);
  });

  it("apply now lays the schedule out again after slots were deleted by hand", async () => {
    const wednesday = next(2);
    const deleted = await api({ method: "DELETE", url: `/api/admin/availability/slots?from=${wednesday}&to=${wednesday}`, as: admin });
    expect(deleted.json().deleted).toBe(12);
    expect(await timesOn(wednesday)).toEqual([]);
    const res = await api({ method: "POST", url: "/api/admin/schedule/apply", as: admin, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 12, removed: 0, skipped: 0 });
    expect(await timesOn(wednesday)).toEqual(hours("10:00", "16:00"));
  });
});
