// Races for several experts (issue 16.2) over real sockets on PostgreSQL: no double booking per
// expert, guaranteed by the database exactly as for a tenant's single calendar. PGlite is one
// session (no concurrency), so these need TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { concurrencyConflicts } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { checkBookingInvariants, CLEAN_REPORT } from "../support/booking-invariants.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";

const { isPostgres } = await getTestDatabase();
if (!isPostgres) {
  console.warn("\n[expert-races] SKIPPED: expert race tests need real PostgreSQL. Run with TEST_DATABASE_URL=postgresql://...\n");
}

type Customer = User & { token: string };
let t: TestApp;
let call: Call;

async function customers(tenant: Tenant, count: number): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < count; i += 25)
    made.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, () => createUser(t.db, { tenant })))));
  return made;
}

/** An ENTERPRISE page with `count` experts, each with one free 30-minute slot at 12:00 the same day. */
async function experts(count: number): Promise<{ tenant: Tenant; service: Service; slots: Slot[] }> {
  const tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
  const service = await createService(t.db, tenant, { durationMinutes: 30 });
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++) {
    const { expertId } = await createExpertMember(t.db, tenant, `Expert ${i + 1}`);
    slots.push(
      ...(await createExpertSlots(t.db, tenant, expertId, { dates: [localDate(tenant, 2)], startTime: "12:00", endTime: "12:30" })),
    );
  }
  return { tenant, service, slots };
}

const book = (tenant: Tenant, as: Customer, service: Service, slot: Slot, anyExpert?: boolean) =>
  call(tenant, "POST", "/api/bookings", as, { serviceId: service.id, slotId: slot.id, ...(anyExpert ? { anyExpert } : {}) });

describe.skipIf(!isPostgres)("expert races on PostgreSQL (real HTTP)", () => {
  beforeAll(async () => {
    t = await createTestApp({ bookingAttemptsPerMinute: 0 });
    call = await listenForRaces(t);
  });
  afterAll(() => t?.app.close());

  it("100 customers racing for one expert's time: exactly one booking; the other expert's same time stays free", async () => {
    const before = concurrencyConflicts();
    const { tenant, service, slots } = await experts(2);
    const crowd = await customers(tenant, 100);
    const replies = await Promise.all(crowd.map((customer) => book(tenant, customer, service, slots[0]!)));
    expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 99 });
    expect(await t.db.booking.findMany({ where: { tenantId: tenant.id }, select: { expertId: true } })).toEqual([
      { expertId: slots[0]!.expertId },
    ]);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slots[1]!.id } })).toMatchObject({ bookingId: null });
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expect(concurrencyConflicts()).toEqual(before);
  });

  it("two experts at the same time, 50 customers each at once: both are booked, once each", async () => {
    const { tenant, service, slots } = await experts(2);
    const crowd = await customers(tenant, 100);
    const replies = await Promise.all(crowd.map((customer, i) => book(tenant, customer, service, slots[i % 2]!)));
    expect(tally(replies)).toEqual({ "201": 2, "409 SLOT_TAKEN": 98 });
    const booked = await t.db.booking.findMany({ where: { tenantId: tenant.id }, select: { expertId: true, startsAt: true } });
    expect(booked.map((b) => b.expertId).sort()).toEqual(slots.map((s) => s.expertId).sort());
    expect(new Set(booked.map((b) => b.startsAt.getTime())).size).toBe(1);
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
  });

  it("'any available' under concurrency: 90 customers, 3 experts free at 12:00: three bookings, one per expert, never two for one", async () => {
    const before = concurrencyConflicts();
    const { tenant, service, slots } = await experts(3);
    const crowd = await customers(tenant, 90);
    // Everyone sends the start the calendar showed (one expert's slot) with anyExpert.
    const replies = await Promise.all(crowd.map((customer) => book(tenant, customer, service, slots[0]!, true)));
    expect(tally(replies)).toEqual({ "201": 3, "409 NO_EXPERT_AVAILABLE": 87 });
    const booked = await t.db.booking.findMany({ where: { tenantId: tenant.id }, select: { expertId: true } });
    expect(booked.map((b) => b.expertId).sort()).toEqual(slots.map((s) => s.expertId).sort());
    expect(await t.db.slot.count({ where: { tenantId: tenant.id, bookingId: null } })).toBe(0);
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expect(concurrencyConflicts()).toEqual(before);
  });
});
