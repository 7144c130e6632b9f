// Plan limits shown before they bite (issue 15.7): GET /api/admin/plan-usage counts what the limits
// count (bookings made this local month and not cancelled, active services, news), and once the
// month's bookings are used up the calendar offers no day and no time (bookingLimitReached), rather
// than failing at confirm. Unlimited plans keep offering.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanName } from "@booking/contracts";
import { localMonthWindow } from "@booking/core";
import type { Service, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor } from "./api.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function shop(plan: PlanName) {
  const tenant = await createTenant(t.db, { plan });
  const service = await createService(t.db, tenant);
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 1), localDate(tenant, 2)], startTime: "00:00", endTime: "24:00" });
  const owner = await createUser(t.db, { tenant, role: "OWNER" });
  const customer = await createUser(t.db, { tenant });
  return { tenant, service, owner, customer, api: apiFor(t.app, tenant) };
}

async function book(tenant: Tenant, user: User, service: Service, count: number, extra: { createdAt?: Date; status?: "CANCELLED" } = {}) {
  const free = await t.db.slot.findMany({ where: { tenantId: tenant.id, bookingId: null }, orderBy: { startsAt: "asc" }, take: count });
  for (const slot of free) await createBookingRow(t.db, { tenant, user, service, slots: [slot], ...extra });
}

describe("GET /api/admin/plan-usage", () => {
  it("counts this month's live bookings, active services and news against the plan's limits", async () => {
    const s = await shop("STARTER");
    await book(s.tenant, s.customer, s.service, 3);
    await book(s.tenant, s.customer, s.service, 1, { status: "CANCELLED" });
    const lastMonth = new Date(localMonthWindow(new Date(), s.tenant.timeZone).start.getTime() - 86_400_000);
    await book(s.tenant, s.customer, s.service, 2, { createdAt: lastMonth });
    await createService(t.db, s.tenant, { isActive: false });
    await t.db.news.create({ data: { tenantId: s.tenant.id, title: "N", content: "C" } });
    const res = await s.api({ url: "/api/admin/plan-usage", as: s.owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      plan: "STARTER",
      bookingsThisMonth: { used: 3, limit: 50 },
      services: { used: 1, limit: 5 },
      news: { used: 1, limit: 20 },
      monthEndsAt: localMonthWindow(new Date(), s.tenant.timeZone).end.toISOString(),
    });
  });

  it("reads a lapsed paid plan as FREE, and unlimited plans as null", async () => {
    const lapsed = await shop("STARTER");
    await t.db.tenant.update({ where: { id: lapsed.tenant.id }, data: { planExpiresAt: new Date(Date.now() - 1000) } });
    expect((await lapsed.api({ url: "/api/admin/plan-usage", as: lapsed.owner })).json()).toMatchObject({
      plan: "FREE",
      bookingsThisMonth: { limit: 10 },
      services: { limit: 1 },
    });
    const pro = await shop("PROFESSIONAL");
    expect((await pro.api({ url: "/api/admin/plan-usage", as: pro.owner })).json()).toMatchObject({
      bookingsThisMonth: { used: 0, limit: null },
      services: { limit: null },
      news: { limit: null },
    });
  });

  it("is for the tenant's staff only", async () => {
    const s = await shop("FREE");
    expect((await s.api({ url: "/api/admin/plan-usage" })).statusCode).toBe(401);
    expect((await s.api({ url: "/api/admin/plan-usage", as: s.customer })).statusCode).toBe(403);
  });
});

describe("the calendar once the month's bookings are used up", () => {
  it("offers no day and no time on FREE after 10 bookings, and offers again when one is cancelled", async () => {
    const s = await shop("FREE");
    const day = localDate(s.tenant, 2);
    const calendar = async () => ({
      days: (await s.api({ url: `/api/bookings/available/days?from=${localDate(s.tenant, 1)}&to=${day}` })).json(),
      times: (await s.api({ url: `/api/bookings/available/times?date=${day}` })).json(),
      full: (await s.api({ url: `/api/bookings/available?from=${localDate(s.tenant, 1)}&to=${day}` })).json(),
    });
    await book(s.tenant, s.customer, s.service, 9);
    const open = await calendar();
    expect(open.days).toMatchObject({ bookingLimitReached: false });
    expect(open.days.days.length).toBeGreaterThan(0);
    expect(open.times.slots.length).toBeGreaterThan(0);
    expect(open.full.days.length).toBeGreaterThan(0);

    await book(s.tenant, s.customer, s.service, 1);
    const closed = await calendar();
    expect(closed.days).toMatchObject({ bookingLimitReached: true, days: [] });
    expect(closed.times).toMatchObject({ bookingLimitReached: true, slots: [] });
    expect(closed.full).toMatchObject({ bookingLimitReached: true, days: [] });

    const one = await t.db.booking.findFirstOrThrow({ where: { tenantId: s.tenant.id } });
    await t.db.booking.update({ where: { id: one.id }, data: { status: "CANCELLED" } });
    expect((await calendar()).days).toMatchObject({ bookingLimitReached: false });
  });

  it("never closes on an unlimited plan", async () => {
    const s = await shop("PROFESSIONAL");
    await book(s.tenant, s.customer, s.service, 12);
    const days = (await s.api({ url: `/api/bookings/available/days?from=${localDate(s.tenant, 1)}&to=${localDate(s.tenant, 2)}` })).json();
    expect(days.bookingLimitReached).toBe(false);
    expect(days.days.length).toBeGreaterThan(0);
  });
});
