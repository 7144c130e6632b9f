// Bookings per month by plan (FREE 10, STARTER 50, unlimited above), counted on the server over
// the current month in the tenant's zone, cancelled bookings excluded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanName } from "@booking/contracts";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { localMonthWindow } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf } from "./api.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

interface Shop {
  tenant: Tenant;
  service: Service;
  slots: Slot[];
  customer: User & { token: string };
  book: (slot: Slot) => ReturnType<ReturnType<typeof apiFor>>;
}

async function shop(plan: PlanName, timeZone = "Europe/Moscow"): Promise<Shop> {
  const tenant = await createTenant(t.db, { plan, timeZone });
  // One customer makes every booking here: the pending cap (hold-cap.test.ts) is another rule.
  await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
  const service = await createService(t.db, tenant);
  const slots = await createSlots(t.db, tenant, {
    dates: [localDate(tenant, 1), localDate(tenant, 2)],
    startTime: "00:00",
    endTime: "24:00",
  });
  const customer = await createUser(t.db, { tenant });
  const api = apiFor(t.app, tenant);
  return {
    tenant,
    service,
    slots,
    customer,
    book: (slot) => api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } }),
  };
}

/** `count` bookings already made, each on its own slot from the start of the list. */
async function existing(s: Shop, count: number, extra: { createdAt?: Date; status?: "CANCELLED" } = {}) {
  const free = await t.db.slot.findMany({ where: { tenantId: s.tenant.id, bookingId: null }, orderBy: { startsAt: "asc" }, take: count });
  for (const slot of free)
    await createBookingRow(t.db, { tenant: s.tenant, user: s.customer, service: s.service, slots: [slot], ...extra });
}

const freeSlot = async (s: Shop) =>
  t.db.slot.findFirstOrThrow({ where: { tenantId: s.tenant.id, bookingId: null }, orderBy: { startsAt: "desc" } });

describe("bookings per month", () => {
  it("FREE: the 11th booking of the month is 403 PLAN_LIMIT_BOOKINGS_PER_MONTH and holds nothing", async () => {
    const s = await shop("FREE");
    await existing(s, 9);
    expect((await s.book(await freeSlot(s))).statusCode).toBe(201);
    const slot = await freeSlot(s);
    const refused = await s.book(slot);
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, "PLAN_LIMIT_BOOKINGS_PER_MONTH"]);
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId).toBeNull();
    expect(await t.db.booking.count({ where: { tenantId: s.tenant.id } })).toBe(10);
  });

  it("cancelled bookings and last month's bookings do not count", async () => {
    const s = await shop("FREE", "Pacific/Auckland");
    const month = localMonthWindow(new Date(), s.tenant.timeZone);
    await existing(s, 8);
    await existing(s, 3, { status: "CANCELLED" });
    await existing(s, 4, { createdAt: new Date(month.start.getTime() - 1) });
    expect((await s.book(await freeSlot(s))).statusCode).toBe(201);
    // 9 counted so far. The month starts at local midnight in Auckland: a booking made at that
    // instant counts, making 10.
    await existing(s, 1, { createdAt: month.start });
    expect(errorOf(await s.book(await freeSlot(s)))).toBe("PLAN_LIMIT_BOOKINGS_PER_MONTH");
  });

  it("STARTER allows 50; PROFESSIONAL and ENTERPRISE are unlimited", async () => {
    const starter = await shop("STARTER");
    await existing(starter, 49);
    expect((await starter.book(await freeSlot(starter))).statusCode).toBe(201);
    expect(errorOf(await starter.book(await freeSlot(starter)))).toBe("PLAN_LIMIT_BOOKINGS_PER_MONTH");

    for (const plan of ["PROFESSIONAL", "ENTERPRISE"] as const) {
      const unlimited = await shop(plan);
      await existing(unlimited, 60);
      expect((await unlimited.book(await freeSlot(unlimited))).statusCode, plan).toBe(201);
    }
  }, 60_000);
});
