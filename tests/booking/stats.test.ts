// GET /api/admin/stats: card arithmetic, the service filter, newUsers and exact range edges in the
// tenant's zone (bookings count by appointment start, local dates from..to both included).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { localDateRangeToInstants, toLocalSlotTimes, type BookingStatus } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf } from "./api.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe("GET /api/admin/stats", () => {
  let tenant: Tenant;
  let admin: User & { token: string };
  let cheap: Service;
  let dear: Service;
  let from: string;
  let to: string;

  beforeAll(async () => {
    tenant = await createTenant(t.db, { timeZone: "America/Los_Angeles" });
    admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant });
    cheap = await createService(t.db, tenant, { priceMinor: 1001 });
    dear = await createService(t.db, tenant, { priceMinor: 1999 });
    [from, to] = [localDate(tenant, 5), localDate(tenant, 6)];
    const dates = [localDate(tenant, 4), from, to, localDate(tenant, 7)];
    const slots = await createSlots(t.db, tenant, { dates, startTime: "00:00", endTime: "24:00" });
    const at = (date: string, time: string): Slot =>
      slots.find((slot) => {
        const local = toLocalSlotTimes(slot.startsAt, slot.endsAt, tenant.timeZone);
        return local.date === date && local.startTime === time;
      })!;
    const made: [string, string, Service, BookingStatus][] = [
      [from, "00:00", dear, "PAID"], // first instant of the range: counts
      [to, "23:30", cheap, "PAID"], // last slot of the range: counts
      [from, "12:00", dear, "CONFIRMED"],
      [to, "09:00", cheap, "PENDING"],
      [to, "10:00", dear, "CANCELLED"],
      [localDate(tenant, 4), "23:30", dear, "PAID"], // the evening before: out
      [localDate(tenant, 7), "00:00", dear, "PAID"], // midnight after `to`: out
    ];
    for (const [date, time, service, status] of made) {
      await createBookingRow(t.db, { tenant, user: customer, service, slots: [at(date, time)], status });
    }
  });

  const stats = async (query: string) => {
    const res = await apiFor(t.app, tenant)({ url: `/api/admin/stats?${query}`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("adds up the cards over exactly from 00:00 to the end of `to`, in the tenant's zone", async () => {
    expect(await stats(`from=${from}&to=${to}`)).toEqual({
      from,
      to,
      currency: tenant.currency,
      totalBookings: 5,
      confirmedBookings: 1,
      paidBookings: 2,
      newUsers: 0,
      totalRevenue: 30, // 19.99 + 10.01, summed in minor units: exactly 30
      trend: {
        bucket: "day",
        points: [
          { start: from, bookings: 2, revenue: 19.99, newClients: 0 },
          { start: to, bookings: 3, revenue: 10.01, newClients: 0 },
        ],
      },
    });
    expect(await stats(`from=${from}&to=${from}`)).toMatchObject({ totalBookings: 2, paidBookings: 1, totalRevenue: 19.99 });
    expect(await stats(`from=${localDate(tenant, 4)}&to=${localDate(tenant, 7)}`)).toMatchObject({
      totalBookings: 7,
      paidBookings: 4,
      totalRevenue: 69.98,
    });
  });

  it("filters by service", async () => {
    expect(await stats(`from=${from}&to=${to}&serviceId=${cheap.id}`)).toMatchObject({
      totalBookings: 2,
      confirmedBookings: 0,
      paidBookings: 1,
      totalRevenue: 10.01,
    });
    expect(await stats(`from=${from}&to=${to}&serviceId=${dear.id}`)).toMatchObject({
      totalBookings: 3,
      confirmedBookings: 1,
      paidBookings: 1,
      totalRevenue: 19.99,
    });
  });

  it("draws a long range in weeks from `from`: bookings, paid revenue and new clients per week (issue 15.4)", async () => {
    const [start, end] = [localDate(tenant, -20), localDate(tenant, 20)]; // 41 days: 5 weeks and 6 days
    const { trend } = await stats(`from=${start}&to=${end}`);
    expect(trend.bucket).toBe("week");
    expect(trend.points.map((p: { start: string }) => p.start)).toEqual([0, 7, 14, 21, 28, 35].map((days) => localDate(tenant, days - 20)));
    // Days 4..7 are the 25th..28th days of the range: all in its fourth week.
    expect(trend.points.map((p: { bookings: number }) => p.bookings)).toEqual([0, 0, 0, 7, 0, 0]);
    expect(trend.points.map((p: { revenue: number }) => p.revenue)).toEqual([0, 0, 0, 69.98, 0, 0]);
    // The customer joined today, the 21st day: the third week. The admin is not a client.
    expect(trend.points.map((p: { newClients: number }) => p.newClients)).toEqual([0, 0, 1, 0, 0, 0]);
    // A service filter narrows bookings and revenue, not who joined.
    const cheapOnly = (await stats(`from=${start}&to=${end}&serviceId=${cheap.id}`)).trend.points[3];
    expect(cheapOnly).toEqual({ start: localDate(tenant, 1), bookings: 2, revenue: 10.01, newClients: 0 });
  });

  it("refuses from > to, overlong ranges, malformed dates and ids; customers get 403", async () => {
    const cases: [string, number, string][] = [
      [`from=${to}&to=${from}`, 400, "DATE_RANGE_INVALID"],
      [`from=${localDate(tenant, -400)}&to=${to}`, 400, "DATE_RANGE_TOO_LONG"],
      [`from=${from}&to=31.12.2026`, 400, "VALIDATION_ERROR"],
      [`from=${from}&to=${to}&serviceId=${"a".repeat(10_000)}`, 400, "VALIDATION_ERROR"],
    ];
    for (const [query, status, code] of cases) {
      const res = await apiFor(t.app, tenant)({ url: `/api/admin/stats?${query}`, as: admin });
      expect([res.statusCode, errorOf(res)], query.slice(0, 60)).toEqual([status, code]);
    }
    const customer = await createUser(t.db, { tenant });
    const forbidden = await apiFor(t.app, tenant)({ url: "/api/admin/stats", as: customer });
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("GET /api/admin/stats newUsers", () => {
  it("counts CUSTOMER memberships created in the range (default: the last 30 days up to today)", async () => {
    const tenant = await createTenant(t.db, { timeZone: "Asia/Tokyo" });
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    await createUser(t.db, { tenant, role: "ADMIN" });
    const customers = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db, { tenant })));
    const firstDay = localDateRangeToInstants(localDate(tenant, -29), localDate(tenant, -29), tenant.timeZone).start;
    const setJoined = (user: User, createdAt: Date) =>
      t.db.membership.update({ where: { tenantId_userId: { tenantId: tenant.id, userId: user.id } }, data: { createdAt } });
    await setJoined(customers[0]!, firstDay); // first instant of the default range: counts
    await setJoined(customers[1]!, new Date(firstDay.getTime() - 1)); // a millisecond earlier: out

    const res = await apiFor(t.app, tenant)({ url: "/api/admin/stats", as: owner });
    expect(res.json()).toMatchObject({
      from: localDate(tenant, -29),
      to: localDate(tenant, 0),
      newUsers: 3,
      totalBookings: 0,
      totalRevenue: 0,
    });
    // The trend puts each new client on the local day they joined (30 days: one point a day).
    const points = (res.json() as { trend: { bucket: string; points: { newClients: number }[] } }).trend;
    expect(points.bucket).toBe("day");
    expect(points.points.map((p) => p.newClients)).toEqual([1, ...Array(28).fill(0), 2]);
  });
});
