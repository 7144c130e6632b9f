// Admin availability over HTTP (and the store directly where the clock must be fixed): generation,
// idempotency, DST, listing, deleting (single, forced, range) and bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { generateAvailability, scopedDb } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
});
afterAll(() => t.app.close());

const listSlots = async (from: string, to = from) => {
  const res = await api({ url: `/api/admin/availability/slots?from=${from}&to=${to}`, as: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; date: string; startTime: string; endTime: string; isBooked: boolean; bookingId: string | null }[];
};

describe("POST /api/admin/availability", () => {
  it("creates 30-minute slots 09:00-18:00 by default, and generating again duplicates nothing", async () => {
    const [from, to] = [localDate(tenant, 3), localDate(tenant, 4)];
    const first = await api({ method: "POST", url: "/api/admin/availability", as: admin, body: { startDate: from, endDate: to } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 36, skipped: 0 });
    const again = await api({ method: "POST", url: "/api/admin/availability", as: admin, body: { startDate: from, endDate: to } });
    expect(again.json()).toEqual({ created: 0, skipped: 36 });
    // Overlapping requests create only what is missing.
    const wider = await api({
      method: "POST",
      url: "/api/admin/availability",
      as: admin,
      body: { startDate: from, endDate: to, startTime: "08:00", endTime: "19:00" },
    });
    expect(wider.json()).toEqual({ created: 8, skipped: 36 });

    const slots = await listSlots(from, to);
    expect(slots).toHaveLength(44);
    expect(slots[0]).toEqual({
      id: expect.any(String),
      date: from,
      startTime: "08:00",
      endTime: "08:30",
      isBooked: false,
      bookingId: null,
    });
    expect(slots.at(-1)).toMatchObject({ date: to, startTime: "18:30", endTime: "19:00" });
    expect(
      await t.db.slot.count({ where: { tenantId: tenant.id, startsAt: { gte: new Date(Date.now() + 86_400_000) } } }),
    ).toBeGreaterThanOrEqual(44);
  });

  it("takes individual days (the calendar's multi-select), with custom hours", async () => {
    const days = [localDate(tenant, 10), localDate(tenant, 8), localDate(tenant, 10)];
    const res = await api({
      method: "POST",
      url: "/api/admin/availability",
      as: admin,
      body: { dates: days, startTime: "10:00", endTime: "11:00" },
    });
    expect(res.json()).toEqual({ created: 4, skipped: 0 });
    expect((await listSlots(localDate(tenant, 8), localDate(tenant, 10))).map((s) => `${s.date} ${s.startTime}`)).toEqual([
      `${localDate(tenant, 8)} 10:00`,
      `${localDate(tenant, 8)} 10:30`,
      `${localDate(tenant, 10)} 10:00`,
      `${localDate(tenant, 10)} 10:30`,
    ]);
  });

  it("refuses bad input with the spec's keys, and customers with 403", async () => {
    const today = localDate(tenant, 0);
    const cases: [unknown, number, string][] = [
      [{}, 400, "selectAtLeastOneDate"],
      [{ dates: [] }, 400, "selectAtLeastOneDate"],
      [{ startDate: today }, 400, "selectBothDates"],
      [{ startDate: localDate(tenant, 5), endDate: localDate(tenant, 4) }, 400, "DATE_RANGE_INVALID"],
      [{ startDate: localDate(tenant, -1), endDate: today }, 400, "DATE_IN_PAST"],
      [{ dates: [localDate(tenant, -3)] }, 400, "DATE_IN_PAST"],
      [{ startDate: today, endDate: localDate(tenant, 61) }, 400, "DATE_RANGE_TOO_LONG"],
      [{ startDate: today, endDate: today, startTime: "12:00", endTime: "12:00" }, 400, "TIME_RANGE_INVALID"],
      [{ startDate: today, endDate: today, startTime: "18:00", endTime: "09:00" }, 400, "TIME_RANGE_INVALID"],
      [{ startDate: today, endDate: today, startTime: "25:00" }, 400, "VALIDATION_ERROR"],
      [{ startDate: "2026-02-30", endDate: today }, 400, "VALIDATION_ERROR"],
      [{ startDate: "x".repeat(10_000), endDate: today }, 400, "VALIDATION_ERROR"],
      [{ dates: Array.from({ length: 500 }, () => today) }, 400, "VALIDATION_ERROR"],
      [{ dates: [today], startDate: today, endDate: today }, 400, "VALIDATION_ERROR"],
    ];
    for (const [body, status, code] of cases) {
      const res = await api({ method: "POST", url: "/api/admin/availability", as: admin, body });
      expect([res.statusCode, errorOf(res)], JSON.stringify(body).slice(0, 80)).toEqual([status, code]);
    }
    const forbidden = await api({ method: "POST", url: "/api/admin/availability", as: customer, body: { dates: [localDate(tenant, 2)] } });
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("slots on DST days, in the tenant's own zone (America/New_York)", () => {
  let ny: Tenant;
  let nyAdmin: User & { token: string };
  beforeAll(async () => {
    ny = await createTenant(t.db, { timeZone: "America/New_York" });
    nyAdmin = await createUser(t.db, { tenant: ny, role: "ADMIN" });
  });
  const generate = (date: string, now: string) =>
    generateAvailability(scopedDb(t.db, ny.id), { dates: [date], startTime: "00:00", endTime: "04:00" }, ny, new Date(now));
  const list = async (date: string) => {
    const res = await apiFor(t.app, ny)({ url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: nyAdmin });
    return (res.json() as { startTime: string; endTime: string }[]).map((s) => `${s.startTime}-${s.endTime}`);
  };

  it("spring forward (2027-03-14): the skipped hour has no slots, the others are real 30 minutes", async () => {
    expect(await generate("2027-03-14", "2027-03-01T12:00:00Z")).toEqual({ created: 6, skipped: 0 });
    expect(await list("2027-03-14")).toEqual(["00:00-00:30", "00:30-01:00", "01:00-01:30", "01:30-03:00", "03:00-03:30", "03:30-04:00"]);
    const slots = await t.db.slot.findMany({
      where: { tenantId: ny.id, startsAt: { gte: new Date("2027-03-14T05:00:00Z"), lt: new Date("2027-03-15T05:00:00Z") } },
      orderBy: { startsAt: "asc" },
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      "2027-03-14T05:00:00.000Z",
      "2027-03-14T05:30:00.000Z",
      "2027-03-14T06:00:00.000Z",
      "2027-03-14T06:30:00.000Z",
      "2027-03-14T07:00:00.000Z",
      "2027-03-14T07:30:00.000Z",
    ]);
    expect(await generate("2027-03-14", "2027-03-01T12:00:00Z")).toEqual({ created: 0, skipped: 6 });
  });

  it("fall back (2027-11-07): the repeated hour gets its slots once, nothing overlaps or repeats", async () => {
    expect(await generate("2027-11-07", "2027-11-01T12:00:00Z")).toEqual({ created: 8, skipped: 0 });
    // 01:30 EDT + 30 real minutes is 01:00 EST: the second pass through 01:00-02:00 is not offered.
    expect(await list("2027-11-07")).toEqual([
      "00:00-00:30",
      "00:30-01:00",
      "01:00-01:30",
      "01:30-01:00",
      "02:00-02:30",
      "02:30-03:00",
      "03:00-03:30",
      "03:30-04:00",
    ]);
    expect(await generate("2027-11-07", "2027-11-01T12:00:00Z")).toEqual({ created: 0, skipped: 8 });
  });
});

describe("DELETE /api/admin/availability/slots/{id}", () => {
  it("deletes a free slot; a booked one is 409 SLOT_BOOKED without force and stays", async () => {
    const service = await createService(t.db, tenant);
    const [free, booked] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 12)], startTime: "09:00", endTime: "10:00" });
    const booking = await createBookingRow(t.db, { tenant, user: customer, service, slots: [booked!] });
    const del = await api({ method: "DELETE", url: `/api/admin/availability/slots/${free!.id}`, as: admin });
    expect([del.statusCode, del.json()]).toEqual([200, { deleted: true, cancelledBookingId: null }]);
    expect(await t.db.slot.findUnique({ where: { id: free!.id } })).toBeNull();

    for (const query of ["", "?force=false"]) {
      const refused = await api({ method: "DELETE", url: `/api/admin/availability/slots/${booked!.id}${query}`, as: admin });
      expect([refused.statusCode, errorOf(refused)]).toEqual([409, "SLOT_BOOKED"]);
    }
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: booked!.id } })).bookingId).toBe(booking.id);
    const missing = await api({ method: "DELETE", url: `/api/admin/availability/slots/${free!.id}`, as: admin });
    expect([missing.statusCode, errorOf(missing)]).toEqual([404, "SLOT_NOT_FOUND"]);
    const badFlag = await api({ method: "DELETE", url: `/api/admin/availability/slots/${booked!.id}?force=yes`, as: admin });
    expect([badFlag.statusCode, errorOf(badFlag)]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("force=true cancels the booking that held it, records why, and frees its other slots", async () => {
    const hour = await createService(t.db, tenant, { durationMinutes: 60 });
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 13)], startTime: "09:00", endTime: "10:00" });
    const booking = await createBookingRow(t.db, { tenant, user: customer, service: hour, slots, status: "PAID" });
    const res = await api({ method: "DELETE", url: `/api/admin/availability/slots/${slots[1]!.id}?force=true`, as: admin });
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true, cancelledBookingId: booking.id }]);

    const after = await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after.status).toBe("CANCELLED");
    expect(after.cancelReason).toBe(`The administrator deleted the slot ${localDate(tenant, 13)} 09:30-10:00`);
    expect(await t.db.slot.findUnique({ where: { id: slots[1]!.id } })).toBeNull();
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).toMatchObject({ bookingId: null, isBooked: false });
    const last = await t.db.bookingStatusChange.findFirstOrThrow({ where: { bookingId: booking.id, toStatus: "CANCELLED" } });
    expect(last).toMatchObject({ fromStatus: "PAID", changedById: admin.id, reason: after.cancelReason });
    // The API names the system reason by code with its slot, so screens show it in their reader's language (15.10).
    const shown = (
      await api({ url: `/api/admin/bookings?from=${localDate(tenant, 13)}&to=${localDate(tenant, 13)}`, as: admin })
    ).json() as Array<Record<string, unknown>>;
    expect(shown.find((row) => row.id === booking.id)).toMatchObject({
      cancelReasonCode: "SLOT_DELETED",
      cancelReasonSlot: { date: localDate(tenant, 13), startTime: "09:30", endTime: "10:00" },
    });
  });
});

describe("DELETE /api/admin/availability/slots?from&to", () => {
  it("deletes only unbooked slots in the range and says how many", async () => {
    const service = await createService(t.db, tenant);
    const date = localDate(tenant, 20);
    const slots = await createSlots(t.db, tenant, { dates: [date, localDate(tenant, 21)], startTime: "09:00", endTime: "11:00" });
    await createBookingRow(t.db, { tenant, user: customer, service, slots: [slots[1]!] });
    const res = await api({ method: "DELETE", url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: admin });
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: 3 }]);
    expect(
      (await listSlots(date, localDate(tenant, 21))).map((s) => `${s.date === date ? "d" : "n"} ${s.startTime} ${s.isBooked}`),
    ).toEqual(["d 09:30 true", "n 09:00 false", "n 09:30 false", "n 10:00 false", "n 10:30 false"]);
  });

  it("lists and deletes refuse from > to, overlong ranges and malformed dates", async () => {
    for (const method of ["GET", "DELETE"] as const) {
      const cases: [string, number, string][] = [
        [`from=${localDate(tenant, 5)}&to=${localDate(tenant, 4)}`, 400, "DATE_RANGE_INVALID"],
        [`from=${localDate(tenant, 0)}&to=${localDate(tenant, 400)}`, 400, "DATE_RANGE_TOO_LONG"],
        [`from=yesterday&to=${localDate(tenant, 1)}`, 400, "VALIDATION_ERROR"],
        [`from=${"9".repeat(10_000)}&to=${localDate(tenant, 1)}`, 400, "VALIDATION_ERROR"],
        [`to=${localDate(tenant, 1)}`, 400, "VALIDATION_ERROR"],
      ];
      for (const [query, status, code] of cases) {
        const res = await api({ method, url: `/api/admin/availability/slots?${query}`, as: admin });
        expect([res.statusCode, errorOf(res)], `${method} ${query.slice(0, 60)}`).toEqual([status, code]);
      }
    }
  });
});
