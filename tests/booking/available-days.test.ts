// The calendar in two steps (issue 17 item 9): GET /bookings/available/days (green days with a count)
// and GET /bookings/available/times (one day's starts) must say exactly what the full 60-day
// answer says, under all its rules: service length, minimum notice, default expert only, tenant
// zone, the today..today+60 window, another tenant's rows never.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

interface SlotView {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
}
interface Full {
  from: string | null;
  to: string | null;
  timeZone: string;
  serviceId: string | null;
  durationMinutes: number;
  days: { date: string; slots: SlotView[] }[];
}

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let api: Api;
let services: (Service | null)[];
let otherService: Service;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  // A zone with a 45-minute offset, so local dates and UTC dates disagree for part of every day.
  [tenant, other] = await Promise.all([createTenant(t.db, { timeZone: "Asia/Kathmandu" }), createTenant(t.db)]);
  api = apiFor(t.app, tenant);
  const [admin, customer] = await Promise.all([createUser(t.db, { tenant, role: "ADMIN" }), createUser(t.db, { tenant })]);
  const [half, hour, long] = await Promise.all([30, 60, 90].map((durationMinutes) => createService(t.db, tenant, { durationMinutes })));
  services = [null, half!, hour!, long!];
  otherService = await createService(t.db, other, { durationMinutes: 30 });
  // Varied days: full days with bookings in them, short evenings running past midnight, the window's last day.
  const slots = await createSlots(t.db, tenant, {
    dates: [1, 3, 4, 9].map((d) => localDate(tenant, d)),
    startTime: "09:00",
    endTime: "12:00",
  });
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 5)], startTime: "22:30", endTime: "24:00" });
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 6)], startTime: "00:00", endTime: "01:00" });
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 60)], startTime: "10:00", endTime: "11:00" });
  for (const i of [1, 4, 7, 13, 20]) await createBookingRow(t.db, { tenant, user: customer, service: half!, slots: [slots[i]!] });
  // Within a two-hour notice (not offered) and beyond it (offered), both today or tomorrow.
  const minute = Math.ceil(Date.now() / MINUTE) * MINUTE;
  await createSlotAt(t.db, tenant, new Date(minute + 61 * MINUTE));
  await createSlotAt(t.db, tenant, new Date(minute + 181 * MINUTE));
  const policy = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body: { minNoticeMinutes: 120 } });
  expect(policy.statusCode).toBe(200);
  // Another expert's hours and another tenant's hours on the same days: never offered here.
  const colleague = await t.db.expert.create({ data: { tenantId: tenant.id, name: "Colleague" } });
  await t.db.slot.create({
    data: {
      tenantId: tenant.id,
      expertId: colleague.id,
      startsAt: new Date(minute + 2 * 86_400_000),
      endsAt: new Date(minute + 2 * 86_400_000 + 30 * MINUTE),
    },
  });
  await createSlots(t.db, other, { dates: [2, 3, 7].map((d) => localDate(other, d)), startTime: "08:00", endTime: "20:00" });
});
afterAll(() => t.app.close());

const get = async (path: string, query: Record<string, string | undefined>, as: Api = api) => {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const res = await as({ url: `/api/bookings/available${path}?${new URLSearchParams(defined)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const serviceIdOf = (service: Service | null) => service?.id;

describe("days summary and one day's times", () => {
  it("agree with the full answer for every service, across the whole window", async () => {
    const [from, to] = [localDate(tenant, -3), localDate(tenant, 70)];
    for (const service of services) {
      const serviceId = serviceIdOf(service);
      const full = (await get("", { from, to, serviceId })) as Full;
      expect(full.days.length, `fixture offers days for ${service?.durationMinutes ?? "no"} service`).toBeGreaterThan(1);
      const { days, ...context } = full;
      expect(await get("/days", { from, to, serviceId })).toEqual({
        ...context,
        days: days.map((day) => ({ date: day.date, starts: day.slots.length })),
      });
      // Each day of the window, green or not: its times are the full answer's slots of that day.
      for (let d = 0; d <= 60; d++) {
        const date = localDate(tenant, d);
        const times = await get("/times", { date, serviceId });
        expect(times, `${date} ${service?.durationMinutes}`).toEqual({
          date,
          timeZone: full.timeZone,
          serviceId: full.serviceId,
          durationMinutes: full.durationMinutes,
          bookingLimitReached: false,
          slots: days.find((day) => day.date === date)?.slots ?? [],
          // The day's taken starts (issue 18.3), checked in tests/booking/waitlist.test.ts.
          taken: expect.any(Array),
        });
      }
    }
  });

  it("offers nothing outside today..today+60, like the full answer", async () => {
    for (const d of [-1, 61]) expect((await get("/times", { date: localDate(tenant, d) })).slots).toEqual([]);
    expect(await get("/days", { from: localDate(tenant, 61), to: localDate(tenant, 90) })).toMatchObject({
      from: null,
      to: null,
      days: [],
    });
  });

  it("never shows another tenant's slots, and refuses its services as unknown", async () => {
    const apiOther = apiFor(t.app, other);
    const days = await get("/days", { from: localDate(other, 0), to: localDate(other, 60) }, apiOther);
    expect(days.days.map((day: { date: string }) => day.date)).toEqual([2, 3, 7].map((d) => localDate(other, d)));
    const mine = await get("/days", { from: localDate(tenant, 0), to: localDate(tenant, 60) });
    // Day 3 holds 6 own slots, one booked; days 2 and 7 only the other tenant's (and a colleague's) hours.
    const starts = new Map((mine.days as { date: string; starts: number }[]).map((day) => [day.date, day.starts]));
    expect([2, 3, 7].map((d) => starts.get(localDate(tenant, d)))).toEqual([undefined, 5, undefined]);
    const theirs = (await get("/times", { date: localDate(other, 3) }, apiOther)).slots as SlotView[];
    const ownTimes = (await get("/times", { date: localDate(other, 3) })).slots as SlotView[];
    expect(ownTimes.filter((slot) => theirs.some((s) => s.id === slot.id))).toEqual([]);
    for (const url of [
      `/api/bookings/available/days?from=${localDate(tenant, 0)}&to=${localDate(tenant, 5)}&serviceId=${otherService.id}`,
      `/api/bookings/available/times?date=${localDate(tenant, 3)}&serviceId=${otherService.id}`,
    ]) {
      const res = await api({ url });
      expect([res.statusCode, errorOf(res)], url).toEqual([404, "SERVICE_NOT_FOUND"]);
    }
  });

  it("refuses bad input with the spec's error keys", async () => {
    const cases: [string, number, string][] = [
      [`/days?from=${localDate(tenant, 5)}&to=${localDate(tenant, 1)}`, 400, "DATE_RANGE_INVALID"],
      [`/days?from=${localDate(tenant, 5)}`, 400, "VALIDATION_ERROR"],
      ["/times", 400, "VALIDATION_ERROR"],
      ["/times?date=2026-02-30", 400, "VALIDATION_ERROR"],
      [`/times?date=${localDate(tenant, 1)}&serviceId=42`, 400, "VALIDATION_ERROR"],
    ];
    for (const [query, status, code] of cases) {
      const res = await api({ url: `/api/bookings/available${query}` });
      expect([res.statusCode, errorOf(res)], query).toEqual([status, code]);
    }
  });
});
