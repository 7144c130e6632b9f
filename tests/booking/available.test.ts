// GET /api/bookings/available: the customer calendar, fitted to a service's duration.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

interface Answer {
  from: string | null;
  to: string | null;
  timeZone: string;
  serviceId: string | null;
  durationMinutes: number;
  days: { date: string; slots: { id: string; date: string; startTime: string; endTime: string; isBooked: boolean }[] }[];
}

let t: TestApp;
let tenant: Tenant;
let api: Api;
let customer: User & { token: string };
let halfHour: Service;
let hour: Service;
let dayA: string;
let dayB: string;
let slotsA: Slot[];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "America/Sao_Paulo" });
  api = apiFor(t.app, tenant);
  customer = await createUser(t.db, { tenant });
  halfHour = await createService(t.db, tenant, { durationMinutes: 30 });
  hour = await createService(t.db, tenant, { durationMinutes: 60 });
  [dayA, dayB] = [localDate(tenant, 2), localDate(tenant, 4)];
  // Day A: 09:00-11:00 with 09:30 booked → free 09:00, 10:00, 10:30. Day B: 14:00-14:30 only.
  slotsA = await createSlots(t.db, tenant, { dates: [dayA], startTime: "09:00", endTime: "11:00" });
  await createSlots(t.db, tenant, { dates: [dayB], startTime: "14:00", endTime: "14:30" });
  await createBookingRow(t.db, { tenant, user: customer, service: halfHour, slots: [slotsA[1]!] });
});
afterAll(() => t.app.close());

const available = async (query: string): Promise<Answer> => {
  const res = await api({ url: `/api/bookings/available?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const times = (answer: Answer) => answer.days.map((day) => `${day.date}: ${day.slots.map((s) => s.startTime).join(" ")}`);

describe("GET /api/bookings/available", () => {
  it("lists free future starts grouped by local day (days without any are absent), for visitors too", async () => {
    const answer = await available(`from=${localDate(tenant, 0)}&to=${localDate(tenant, 30)}`);
    expect(answer).toMatchObject({
      from: localDate(tenant, 0),
      to: localDate(tenant, 30),
      timeZone: "America/Sao_Paulo",
      serviceId: null,
      durationMinutes: 30,
    });
    expect(times(answer)).toEqual([`${dayA}: 09:00 10:00 10:30`, `${dayB}: 14:00`]);
    expect(answer.days[0]!.slots[0]).toEqual({ id: slotsA[0]!.id, date: dayA, startTime: "09:00", endTime: "09:30", isBooked: false });
  });

  it("with a 60-minute service, offers only starts followed by a second free slot", async () => {
    const answer = await available(`from=${dayA}&to=${dayB}&serviceId=${hour.id}`);
    expect(answer).toMatchObject({ serviceId: hour.id, durationMinutes: 60 });
    // 09:00 is followed by the booked 09:30; 10:30 by the end of the hours; day B has one slot only.
    expect(times(answer)).toEqual([`${dayA}: 10:00`]);
    // ... and the API books exactly what it offered.
    const ok = await api({
      method: "POST",
      url: "/api/bookings",
      as: customer,
      body: { serviceId: hour.id, slotId: answer.days[0]!.slots[0]!.id },
    });
    expect(ok.statusCode).toBe(201);
    expect(times(await available(`from=${dayA}&to=${dayB}&serviceId=${hour.id}`))).toEqual([]);
    expect(times(await available(`from=${dayA}&to=${dayB}&serviceId=${halfHour.id}`))).toEqual([`${dayA}: 09:00`, `${dayB}: 14:00`]);
  });

  it("a start on the last requested day may fit into the next day's slots (late evening)", async () => {
    const late = await createSlots(t.db, tenant, { dates: [localDate(tenant, 6)], startTime: "23:30", endTime: "24:00" });
    await createSlots(t.db, tenant, { dates: [localDate(tenant, 7)], startTime: "00:00", endTime: "00:30" });
    const answer = await available(`from=${localDate(tenant, 6)}&to=${localDate(tenant, 6)}&serviceId=${hour.id}`);
    expect(answer.days).toEqual([
      { date: localDate(tenant, 6), slots: [expect.objectContaining({ id: late[0]!.id, startTime: "23:30", endTime: "24:00" })] },
    ]);
  });

  it("clips the range to today..today+60: past days and days beyond the window are never offered", async () => {
    await createSlotAt(t.db, tenant, new Date(Date.now() - 7_200_000));
    await createSlots(t.db, tenant, { dates: [localDate(tenant, 60)], startTime: "12:00", endTime: "12:30" });
    await createSlotAt(t.db, tenant, new Date(Date.now() + 62 * 86_400_000));
    const answer = await available(`from=${localDate(tenant, -10)}&to=${localDate(tenant, 90)}`);
    expect([answer.from, answer.to]).toEqual([localDate(tenant, 0), localDate(tenant, 60)]);
    expect(answer.days.map((d) => d.date)).toEqual([dayA, dayB, localDate(tenant, 6), localDate(tenant, 7), localDate(tenant, 60)]);
    const past = await available(`from=${localDate(tenant, -30)}&to=${localDate(tenant, -1)}`);
    expect(past).toMatchObject({ from: null, to: null, days: [] });
  });

  it("refuses bad input: from > to, malformed dates and ids, unknown or inactive services", async () => {
    const inactive = await createService(t.db, tenant, { isActive: false });
    const cases: [string, number, string][] = [
      [`from=${dayB}&to=${dayA}`, 400, "DATE_RANGE_INVALID"],
      [`from=${dayA}`, 400, "VALIDATION_ERROR"],
      [`from=2026-13-01&to=${dayA}`, 400, "VALIDATION_ERROR"],
      [`from=${dayA}&to=${dayB}&serviceId=42`, 400, "VALIDATION_ERROR"],
      [`from=${dayA}&to=${"x".repeat(10_000)}`, 400, "VALIDATION_ERROR"],
      [`from=${dayA}&to=${dayB}&serviceId=0190a5c4-0000-7000-8000-000000000000`, 404, "SERVICE_NOT_FOUND"],
      [`from=${dayA}&to=${dayB}&serviceId=${inactive.id}`, 409, "SERVICE_INACTIVE"],
    ];
    for (const [query, status, code] of cases) {
      const res = await api({ url: `/api/bookings/available?${query}` });
      expect([res.statusCode, errorOf(res)], query.slice(0, 60)).toEqual([status, code]);
    }
  });
});
