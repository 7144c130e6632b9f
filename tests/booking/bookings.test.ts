// Customer booking flow over HTTP: book → slots held → my bookings → cancel → slots free.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let customer: User & { token: string };
let other: User & { token: string };
let admin: User & { token: string };
let halfHour: Service;
let hour: Service;
let slots: Slot[];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Asia/Yekaterinburg" });
  api = apiFor(t.app, tenant);
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  other = await createUser(t.db, { tenant, role: "CUSTOMER" });
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  halfHour = await createService(t.db, tenant, { name: "Short", durationMinutes: 30, priceMinor: 1999 });
  hour = await createService(t.db, tenant, { name: "Long", durationMinutes: 60, priceMinor: 5000 });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "14:00" });
});
afterAll(() => t.app.close());

const slotRow = (id: string) => t.db.slot.findUniqueOrThrow({ where: { id } });

describe("POST /api/bookings", () => {
  it("books, holds the slot, shows PENDING in my bookings, and cancelling frees it", async () => {
    const slot = slots[0]!;
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: halfHour.id, slotId: slot.id } });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      serviceId: halfHour.id,
      serviceName: "Short",
      userName: "Ann",
      date: localDate(tenant, 2),
      startTime: "10:00",
      endTime: "10:30",
      status: "PENDING",
      price: 19.99,
      currency: tenant.currency,
      cancelReason: null,
    });
    expect(await slotRow(slot.id)).toMatchObject({ isBooked: true, bookingId: booking.id });

    const mine = await api({ url: "/api/bookings/my", as: customer });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ id: booking.id, status: "PENDING", startTime: "10:00" })]);
    expect((await api({ url: "/api/bookings/my", as: other })).json()).toEqual([]);

    const cancel = await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: customer });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      id: booking.id,
      status: "CANCELLED",
      cancelReason: "Cancelled by the customer",
      cancelReasonCode: "CANCELLED_BY_CUSTOMER",
    });
    expect(await slotRow(slot.id)).toMatchObject({ isBooked: false, bookingId: null });
    const history = await t.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      [null, "PENDING", customer.id],
      ["PENDING", "CANCELLED", customer.id],
    ]);
  });

  it("a 60-minute service holds two consecutive slots", async () => {
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: hour.id, slotId: slots[2]!.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startTime: "11:00", endTime: "12:00", price: 50 });
    const held = await t.db.slot.findMany({ where: { bookingId: res.json().id }, orderBy: { startsAt: "asc" } });
    expect(held.map((s) => s.id)).toEqual([slots[2]!.id, slots[3]!.id]);
  });

  it("refuses a taken slot with 409 SLOT_TAKEN, and a start whose second half is taken too", async () => {
    const taken = await api({ method: "POST", url: "/api/bookings", as: other, body: { serviceId: halfHour.id, slotId: slots[3]!.id } });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe("SLOT_TAKEN");
    // 10:30 is free but 11:00 is held: a 60-minute booking from 10:30 cannot fit.
    const half = await api({ method: "POST", url: "/api/bookings", as: other, body: { serviceId: hour.id, slotId: slots[1]!.id } });
    expect(half.statusCode).toBe(409);
    expect(errorOf(half)).toBe("SLOT_TAKEN");
  });

  it("refuses a start with too little free time after it (end of the day's hours)", async () => {
    const last = slots.at(-1)!; // 13:30-14:00, nothing after it
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: hour.id, slotId: last.id } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toBe("SERVICE_DOES_NOT_FIT");
    expect(await slotRow(last.id)).toMatchObject({ bookingId: null });
  });

  it("refuses unknown and inactive services and unknown slots", async () => {
    const inactive = await createService(t.db, tenant, { isActive: false });
    const unknownId = "0190a5c4-0000-7000-8000-000000000000";
    const cases = [
      [{ serviceId: unknownId, slotId: slots[5]!.id }, 404, "SERVICE_NOT_FOUND"],
      [{ serviceId: inactive.id, slotId: slots[5]!.id }, 409, "SERVICE_INACTIVE"],
      [{ serviceId: halfHour.id, slotId: unknownId }, 404, "SLOT_NOT_FOUND"],
      [{ serviceId: "not-a-uuid", slotId: slots[5]!.id }, 400, "VALIDATION_ERROR"],
      [{ serviceId: halfHour.id }, 400, "VALIDATION_ERROR"],
      [{ serviceId: halfHour.id, slotId: "f".repeat(10_000) }, 400, "VALIDATION_ERROR"],
    ] as const;
    for (const [body, status, code] of cases) {
      const res = await api({ method: "POST", url: "/api/bookings", as: customer, body });
      expect([res.statusCode, errorOf(res)]).toEqual([status, code]);
    }
  });

  it("refuses a slot that has already begun with DATE_IN_PAST", async () => {
    const past = await createSlotAt(t.db, tenant, new Date(Date.now() - 3_600_000));
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: halfHour.id, slotId: past.id } });
    expect([res.statusCode, errorOf(res)]).toEqual([400, "DATE_IN_PAST"]);
  });

  it("checks ?userId against the caller: a mismatch is 403, a match books", async () => {
    const body = { serviceId: halfHour.id, slotId: slots[5]!.id };
    const mismatch = await api({ method: "POST", url: `/api/bookings?userId=${other.id}`, as: customer, body });
    expect([mismatch.statusCode, errorOf(mismatch)]).toEqual([403, "FORBIDDEN"]);
    const huge = await api({ method: "POST", url: `/api/bookings?userId=${"1".repeat(10_000)}`, as: customer, body });
    expect([huge.statusCode, errorOf(huge)]).toEqual([400, "VALIDATION_ERROR"]);
    expect(await slotRow(slots[5]!.id)).toMatchObject({ bookingId: null });
    const match = await api({ method: "POST", url: `/api/bookings?userId=${customer.id}`, as: customer, body });
    expect(match.statusCode).toBe(201);
    expect(match.json().userId).toBe(customer.id);
  });

  it("needs a login (401), and makes a logged-in non-member a CUSTOMER member of the tenant", async () => {
    const anonymous = await api({ method: "POST", url: "/api/bookings", body: { serviceId: halfHour.id, slotId: slots[6]!.id } });
    expect([anonymous.statusCode, errorOf(anonymous)]).toEqual([401, "UNAUTHORIZED"]);

    const outsider = await createUser(t.db); // a user of the platform, not of this tenant
    // Not a member yet, so no consent to this business's policy either: the booking form sends it (issue 30).
    const res = await api({
      method: "POST",
      url: "/api/bookings",
      as: outsider,
      body: { serviceId: halfHour.id, slotId: slots[6]!.id, consent: true },
    });
    expect(res.statusCode).toBe(201);
    const membership = await t.db.membership.findUnique({ where: { tenantId_userId: { tenantId: tenant.id, userId: outsider.id } } });
    expect(membership?.role).toBe("CUSTOMER");
    // An admin booking for themselves keeps their role.
    const own = await api({ method: "POST", url: "/api/bookings", as: admin, body: { serviceId: halfHour.id, slotId: slots[7]!.id } });
    expect(own.statusCode).toBe(201);
    const adminMembership = await t.db.membership.findUnique({ where: { tenantId_userId: { tenantId: tenant.id, userId: admin.id } } });
    expect(adminMembership?.role).toBe("ADMIN");
  });
});

describe("DELETE /api/bookings/{id} (customer cancel)", () => {
  it("only PENDING: a CONFIRMED booking is 409 BOOKING_NOT_CANCELLABLE telling them to contact the administrator", async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "09:30" });
    const booking = await createBookingRow(t.db, { tenant, user: customer, service: halfHour, slots: [slot!], status: "CONFIRMED" });
    const res = await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: customer });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: "BOOKING_NOT_CANCELLABLE",
      message: "Only pending bookings can be cancelled, please contact the administrator",
    });
    expect(await slotRow(slot!.id)).toMatchObject({ bookingId: booking.id });
  });

  it("someone else's booking is 404 and stays as it was; a malformed id is 400", async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "10:00", endTime: "10:30" });
    const booking = await createBookingRow(t.db, { tenant, user: other, service: halfHour, slots: [slot!] });
    const res = await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: customer });
    expect([res.statusCode, errorOf(res)]).toEqual([404, "BOOKING_NOT_FOUND"]);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PENDING");
    const malformed = await api({ method: "DELETE", url: "/api/bookings/not-a-uuid", as: customer });
    expect([malformed.statusCode, errorOf(malformed)]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
