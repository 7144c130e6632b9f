// Tenant A's admin (and customer) aiming at tenant B's booking, slot and service ids through every
// booking endpoint: always "not found" (or 403 under B's header), and B's rows stay byte-for-byte.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking, Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let a: Tenant;
let b: Tenant;
let apiA: Api;
let adminA: User & { token: string };
let customer: User & { token: string };
let serviceA: Service;
let serviceB: Service;
let slotsA: Slot[];
let slotsB: Slot[];
let bookingA: Booking;
let bookingB: Booking;

async function snapshotB() {
  return {
    bookings: await t.db.booking.findMany({ where: { tenantId: b.id }, orderBy: { id: "asc" } }),
    slots: await t.db.slot.findMany({ where: { tenantId: b.id }, orderBy: { id: "asc" } }),
    history: await t.db.bookingStatusChange.findMany({ where: { tenantId: b.id }, orderBy: { id: "asc" } }),
    memberships: await t.db.membership.findMany({ where: { tenantId: b.id }, orderBy: { id: "asc" } }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await createTenant(t.db), await createTenant(t.db)];
  apiA = apiFor(t.app, a);
  adminA = await createUser(t.db, { tenant: a, role: "ADMIN" });
  // One person with accounts in both: a member of B who is also a customer of A.
  customer = await createUser(t.db, { tenant: b, role: "CUSTOMER" });
  await t.db.membership.create({ data: { tenantId: a.id, userId: customer.id, role: "CUSTOMER" } });
  serviceA = await createService(t.db, a);
  serviceB = await createService(t.db, b);
  const date = localDate(a, 3);
  slotsA = await createSlots(t.db, a, { dates: [date], startTime: "09:00", endTime: "11:00" });
  slotsB = await createSlots(t.db, b, { dates: [date], startTime: "09:00", endTime: "11:00" });
  bookingA = await createBookingRow(t.db, { tenant: a, user: customer, service: serviceA, slots: [slotsA[0]!] });
  bookingB = await createBookingRow(t.db, { tenant: b, user: customer, service: serviceB, slots: [slotsB[0]!] });
});
afterAll(() => t.app.close());

describe("cross-tenant access to booking ids", () => {
  it("A's admin gets 404 for B's bookings and slots on every endpoint, and B is unchanged", async () => {
    const before = await snapshotB();
    const date = localDate(a, 3);
    const cases: [Parameters<Api>[0], number, string][] = [
      [{ method: "PUT", url: `/api/admin/bookings/${bookingB.id}/status`, body: { status: "CONFIRMED" } }, 404, "BOOKING_NOT_FOUND"],
      [{ method: "PUT", url: `/api/admin/bookings/${bookingB.id}/status`, body: { status: "CANCELLED" } }, 404, "BOOKING_NOT_FOUND"],
      [{ method: "DELETE", url: `/api/admin/bookings/${bookingB.id}` }, 404, "BOOKING_NOT_FOUND"],
      [
        { method: "PUT", url: `/api/admin/bookings/${bookingB.id}/reschedule`, body: { newSlotId: slotsA[2]!.id } },
        404,
        "BOOKING_NOT_FOUND",
      ],
      [{ method: "PUT", url: `/api/admin/bookings/${bookingA.id}/reschedule`, body: { newSlotId: slotsB[2]!.id } }, 404, "SLOT_NOT_FOUND"],
      [{ method: "DELETE", url: `/api/admin/availability/slots/${slotsB[0]!.id}?force=true` }, 404, "SLOT_NOT_FOUND"],
      [{ method: "DELETE", url: `/api/admin/availability/slots/${slotsB[1]!.id}` }, 404, "SLOT_NOT_FOUND"],
    ];
    for (const [call, status, code] of cases) {
      const res = await apiA({ ...call, as: adminA });
      expect([res.statusCode, errorOf(res)], `${call.method} ${call.url}`).toEqual([status, code]);
    }
    // A's range delete and lists see only A.
    const deleted = await apiA({ method: "DELETE", url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: adminA });
    expect(deleted.json()).toEqual({ deleted: 3 });
    const listed = await apiA({ url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: adminA });
    expect(listed.json().map((s: { id: string }) => s.id)).toEqual([slotsA[0]!.id]);
    const bookings = await apiA({ url: "/api/admin/bookings", as: adminA });
    expect(bookings.json().map((row: { id: string }) => row.id)).toEqual([bookingA.id]);
    expect((await apiA({ url: "/api/admin/stats", as: adminA })).json().totalBookings).toBe(0);
    expect(await snapshotB()).toEqual(before);
  });

  it("A's admin under B's header is 403, and B is unchanged", async () => {
    const before = await snapshotB();
    const apiB = apiFor(t.app, b);
    for (const call of [
      { method: "PUT" as const, url: `/api/admin/bookings/${bookingB.id}/status`, body: { status: "CONFIRMED" } },
      { method: "DELETE" as const, url: `/api/admin/availability/slots/${slotsB[0]!.id}?force=true` },
      { method: "GET" as const, url: "/api/admin/bookings" },
    ]) {
      const res = await apiB({ ...call, as: adminA });
      expect([res.statusCode, errorOf(res)]).toEqual([403, "FORBIDDEN"]);
    }
    expect(await snapshotB()).toEqual(before);
  });

  it("a customer in A cannot book, see or cancel B's rows through A", async () => {
    const before = await snapshotB();
    const cases: [Parameters<Api>[0], number, string][] = [
      // B's customer has not agreed to A's policy: the booking form sends the consent (issue 30).
      [
        { method: "POST", url: "/api/bookings", body: { serviceId: serviceA.id, slotId: slotsB[3]!.id, consent: true } },
        404,
        "SLOT_NOT_FOUND",
      ],
      [
        { method: "POST", url: "/api/bookings", body: { serviceId: serviceB.id, slotId: slotsA[0]!.id, consent: true } },
        404,
        "SERVICE_NOT_FOUND",
      ],
      [{ method: "DELETE", url: `/api/bookings/${bookingB.id}` }, 404, "BOOKING_NOT_FOUND"],
      [{ url: `/api/bookings/available?from=${localDate(a, 0)}&to=${localDate(a, 5)}&serviceId=${serviceB.id}` }, 404, "SERVICE_NOT_FOUND"],
    ];
    for (const [call, status, code] of cases) {
      const res = await apiA({ ...call, as: customer });
      expect([res.statusCode, errorOf(res)], `${call.method ?? "GET"} ${call.url}`).toEqual([status, code]);
    }
    const mine = await apiA({ url: "/api/bookings/my", as: customer });
    expect(mine.json().map((row: { id: string }) => row.id)).toEqual([bookingA.id]);
    const offered = await apiA({ url: `/api/bookings/available?from=${localDate(a, 0)}&to=${localDate(a, 5)}` });
    const offeredIds: string[] = offered.json().days.flatMap((d: { slots: { id: string }[] }) => d.slots.map((s) => s.id));
    expect(offeredIds.filter((id) => !slotsA.some((slot) => slot.id === id))).toEqual([]);
    expect(await snapshotB()).toEqual(before);
  });
});
