// Admin bookings over HTTP: the spec §4 status table exactly, history rows, admin cancel,
// reschedule atomicity, the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import type { BookingStatus } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };
let service: Service;
let hour: Service;
let day = 1;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Asia/Kolkata" });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Kim" });
  service = await createService(t.db, tenant, { name: "Session" });
  hour = await createService(t.db, tenant, { durationMinutes: 60 });
});
afterAll(() => t.app.close());

/** A fresh booking in `status` on its own day, holding one slot unless CANCELLED. */
async function bookingIn(status: BookingStatus) {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "12:00", endTime: "12:30" });
  return { booking: await createBookingRow(t.db, { tenant, user: customer, service, slots: [slot!], status }), slot: slot! };
}

const STATUSES: BookingStatus[] = ["PENDING", "CONFIRMED", "PAID", "CANCELLED"];
const ALLOWED: Record<BookingStatus, BookingStatus[]> = {
  PENDING: ["CONFIRMED", "PAID", "CANCELLED"],
  CONFIRMED: ["PAID", "CANCELLED"],
  PAID: ["CANCELLED"],
  CANCELLED: [],
};

describe("PUT /api/admin/bookings/{id}/status", () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} → ${to}: ${allowed ? "allowed, recorded" : "409 INVALID_STATUS_TRANSITION, unchanged"}`, async () => {
        const { booking, slot } = await bookingIn(from);
        const res = await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: to } });
        const history = () => t.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: "asc" } });
        const holder = async () => (await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId;
        if (allowed) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ id: booking.id, status: to, userName: "Kim", serviceName: "Session" });
          const rows = await history();
          expect(rows.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, changedById: admin.id, tenantId: tenant.id });
          expect(rows).toHaveLength(2);
          expect(await holder()).toBe(to === "CANCELLED" ? null : booking.id);
        } else {
          expect([res.statusCode, errorOf(res)]).toEqual([409, "INVALID_STATUS_TRANSITION"]);
          expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe(from);
          expect(await history()).toHaveLength(1);
          expect(await holder()).toBe(from === "CANCELLED" ? null : booking.id);
        }
      });
    }
  }

  it("refuses unknown statuses, malformed and unknown ids, overlong reasons; customers get 403", async () => {
    const { booking } = await bookingIn("PENDING");
    const cases: [string, unknown, number, string][] = [
      [booking.id, { status: "DONE" }, 400, "VALIDATION_ERROR"],
      [booking.id, {}, 400, "VALIDATION_ERROR"],
      [booking.id, { status: "CONFIRMED", reason: "r".repeat(10_000) }, 400, "VALIDATION_ERROR"],
      ["123", { status: "CONFIRMED" }, 400, "VALIDATION_ERROR"],
      ["0190a5c4-0000-7000-8000-000000000000", { status: "CONFIRMED" }, 404, "BOOKING_NOT_FOUND"],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await api({ method: "PUT", url: `/api/admin/bookings/${id}/status`, as: admin, body });
      expect([res.statusCode, errorOf(res)], JSON.stringify(body).slice(0, 60)).toEqual([status, code]);
    }
    const forbidden = await api({
      method: "PUT",
      url: `/api/admin/bookings/${booking.id}/status`,
      as: customer,
      body: { status: "CONFIRMED" },
    });
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PENDING");
  });
});

describe("DELETE /api/admin/bookings/{id}", () => {
  it("cancels from any live status, frees the slots and records the admin; a cancelled one is 409", async () => {
    for (const from of ["PENDING", "CONFIRMED", "PAID"] as const) {
      const { booking, slot } = await bookingIn(from);
      const res = await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: "CANCELLED",
        cancelReason: "Cancelled by the administrator",
        cancelReasonCode: "CANCELLED_BY_ADMIN",
        cancelReasonSlot: null,
      });
      expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ bookingId: null, isBooked: false });
      expect(await t.db.bookingStatusChange.findFirst({ where: { bookingId: booking.id, toStatus: "CANCELLED" } })).toMatchObject({
        fromStatus: from,
        changedById: admin.id,
        reason: "Cancelled by the administrator",
      });
      const again = await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin });
      expect([again.statusCode, errorOf(again)]).toEqual([409, "INVALID_STATUS_TRANSITION"]);
    }
  });
});

describe("PUT /api/admin/bookings/{id}/reschedule", () => {
  it("moves a 60-minute booking, also onto its own half hour, and records the move", async () => {
    const date = localDate(tenant, day++);
    const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "13:00" });
    const booking = await createBookingRow(t.db, { tenant, user: customer, service: hour, slots: slots.slice(0, 2), status: "CONFIRMED" });
    const move = (slotIndex: number) =>
      api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/reschedule`, as: admin, body: { newSlotId: slots[slotIndex]!.id } });
    const holders = async () =>
      (await t.db.slot.findMany({ where: { id: { in: slots.map((s) => s.id) } }, orderBy: { startsAt: "asc" } }))
        .map((s) => (s.bookingId === booking.id ? "B" : s.bookingId ? "x" : "."))
        .join("");

    const overlapping = await move(1); // 10:00-11:00 → 10:30-11:30
    expect(overlapping.statusCode).toBe(200);
    expect(overlapping.json()).toMatchObject({ status: "CONFIRMED", date, startTime: "10:30", endTime: "11:30" });
    expect(await holders()).toBe(".BB...");
    const far = await move(4); // → 12:00-13:00
    expect(far.json()).toMatchObject({ startTime: "12:00", endTime: "13:00" });
    expect(await holders()).toBe("....BB");
    const row = await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([row.startsAt, row.endsAt]).toEqual([slots[4]!.startsAt, slots[5]!.endsAt]);
    const moves = await t.db.bookingStatusChange.findMany({
      where: { bookingId: booking.id, reason: { startsWith: "Rescheduled" } },
      orderBy: { createdAt: "asc" },
    });
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.reason])).toEqual([
      ["CONFIRMED", "CONFIRMED", `Rescheduled from ${date} 10:00-11:00 to ${date} 10:30-11:30`],
      ["CONFIRMED", "CONFIRMED", `Rescheduled from ${date} 10:30-11:30 to ${date} 12:00-13:00`],
    ]);
  });

  it("is atomic: a target that is taken or too short leaves the booking on its old slots", async () => {
    const date = localDate(tenant, day++);
    const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "12:00" });
    const booking = await createBookingRow(t.db, { tenant, user: customer, service: hour, slots: slots.slice(0, 2) });
    const other = await createBookingRow(t.db, { tenant, user: admin, service, slots: [slots[3]!] });
    const cases: [number, number, string][] = [
      [2, 409, "SLOT_TAKEN"],
      [3, 409, "SLOT_TAKEN"],
    ];
    for (const [index, status, code] of cases) {
      const res = await api({
        method: "PUT",
        url: `/api/admin/bookings/${booking.id}/reschedule`,
        as: admin,
        body: { newSlotId: slots[index]!.id },
      });
      expect([res.statusCode, errorOf(res)]).toEqual([status, code]);
    }
    // Free 11:30 and then remove it: 11:00 is now free but nothing follows it.
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${other.id}`, as: admin })).statusCode).toBe(200);
    await t.db.slot.delete({ where: { id: slots[3]!.id } });
    const short = await api({
      method: "PUT",
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      as: admin,
      body: { newSlotId: slots[2]!.id },
    });
    expect([short.statusCode, errorOf(short)]).toEqual([409, "SERVICE_DOES_NOT_FIT"]);
    const held = await t.db.slot.findMany({ where: { bookingId: booking.id }, orderBy: { startsAt: "asc" } });
    expect(held.map((s) => s.id)).toEqual([slots[0]!.id, slots[1]!.id]);
    expect(await t.db.bookingStatusChange.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it("refuses cancelled bookings, unknown and malformed slot ids", async () => {
    const { booking } = await bookingIn("CANCELLED");
    const [target] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "09:00", endTime: "09:30" });
    const cases: [string, unknown, number, string][] = [
      [booking.id, { newSlotId: target!.id }, 409, "BOOKING_NOT_RESCHEDULABLE"],
      [(await bookingIn("PENDING")).booking.id, { newSlotId: "0190a5c4-0000-7000-8000-000000000000" }, 404, "SLOT_NOT_FOUND"],
      [booking.id, { newSlotId: "nope" }, 400, "VALIDATION_ERROR"],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await api({ method: "PUT", url: `/api/admin/bookings/${id}/reschedule`, as: admin, body });
      expect([res.statusCode, errorOf(res)]).toEqual([status, code]);
    }
  });
});

describe("GET /api/admin/bookings", () => {
  it("lists the tenant's bookings by appointment date, optionally one status; customers get 403", async () => {
    const listTenant = await createTenant(t.db, { timeZone: "Asia/Kolkata" });
    const listAdmin = await createUser(t.db, { tenant: listTenant, role: "OWNER" });
    const listApi = apiFor(t.app, listTenant);
    const svc = await createService(t.db, listTenant);
    const [a, b, c] = await createSlots(t.db, listTenant, { dates: [localDate(listTenant, 3)], startTime: "09:00", endTime: "10:30" });
    const [d] = await createSlots(t.db, listTenant, { dates: [localDate(listTenant, 9)], startTime: "09:00", endTime: "09:30" });
    const made = [
      await createBookingRow(t.db, { tenant: listTenant, user: customer, service: svc, slots: [b!], status: "CONFIRMED" }),
      await createBookingRow(t.db, { tenant: listTenant, user: customer, service: svc, slots: [a!] }),
      await createBookingRow(t.db, { tenant: listTenant, user: customer, service: svc, slots: [c!], status: "CANCELLED" }),
      await createBookingRow(t.db, { tenant: listTenant, user: customer, service: svc, slots: [d!] }),
    ];
    const ids = async (query: string) => {
      const res = await listApi({ url: `/api/admin/bookings${query}`, as: listAdmin });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }[]).map((row) => row.id);
    };
    expect(await ids("")).toEqual([made[1]!.id, made[0]!.id, made[2]!.id, made[3]!.id]);
    expect(await ids(`?from=${localDate(listTenant, 3)}&to=${localDate(listTenant, 3)}`)).toEqual([made[1]!.id, made[0]!.id, made[2]!.id]);
    expect(await ids("?status=PENDING")).toEqual([made[1]!.id, made[3]!.id]);
    const tooLong = await listApi({
      url: `/api/admin/bookings?from=${localDate(listTenant, 0)}&to=${localDate(listTenant, 400)}`,
      as: listAdmin,
    });
    expect([tooLong.statusCode, errorOf(tooLong)]).toEqual([400, "DATE_RANGE_TOO_LONG"]);
    const forbidden = await api({ url: "/api/admin/bookings", as: customer });
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("a booking's client (issue 15.1)", () => {
  it("admins see each client's name, phone, email and Telegram link; customers see neither another's bookings nor contacts", async () => {
    const clientTenant = await createTenant(t.db);
    const owner = await createUser(t.db, { tenant: clientTenant, role: "OWNER" });
    const clientApi = apiFor(t.app, clientTenant);
    const svc = await createService(t.db, clientTenant);
    const web = await createUser(t.db, { tenant: clientTenant, firstName: "Vera" });
    await t.db.user.update({ where: { id: web.id }, data: { lastName: "Lis", phone: "+79161234567" } });
    const linked = await createUser(t.db, { tenant: clientTenant, firstName: "Oleg", telegramId: 777_000_111n });
    await t.db.user.update({ where: { id: linked.id }, data: { telegramUsername: "oleg_tg" } });
    const noUsername = await createUser(t.db, { tenant: clientTenant, firstName: "Ira", telegramId: 777_000_222n });
    const [a, b, c] = await createSlots(t.db, clientTenant, { dates: [localDate(clientTenant, 2)], startTime: "09:00", endTime: "10:30" });
    await createBookingRow(t.db, { tenant: clientTenant, user: web, service: svc, slots: [a!] });
    await createBookingRow(t.db, { tenant: clientTenant, user: linked, service: svc, slots: [b!] });
    await createBookingRow(t.db, { tenant: clientTenant, user: noUsername, service: svc, slots: [c!] });

    const res = await clientApi({ url: "/api/admin/bookings", as: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { client: unknown }[]).map((row) => row.client)).toEqual([
      { name: "Vera Lis", phone: "+79161234567", email: web.email, telegramUsername: null, telegramLink: null },
      { name: "Oleg", phone: "+79990000000", email: linked.email, telegramUsername: "oleg_tg", telegramLink: "https://t.me/oleg_tg" },
      { name: "Ira", phone: "+79990000000", email: noUsername.email, telegramUsername: null, telegramLink: "tg://user?id=777000222" },
    ]);

    // An unlinked account keeps no Telegram contact even if a username lingers.
    await t.db.user.update({ where: { id: linked.id }, data: { telegramId: null } });
    const unlinked = (await clientApi({ url: "/api/admin/bookings", as: owner })).json() as { client: { telegramLink: unknown } }[];
    expect(unlinked[1]!.client).toMatchObject({ telegramUsername: null, telegramLink: null });

    const mine = await clientApi({ url: "/api/bookings/my", as: web });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json() as Record<string, unknown>[];
    expect(rows.map((row) => row.userId)).toEqual([web.id]);
    expect(JSON.stringify(rows)).not.toMatch(/client|@example|\+7916/);
    const forbidden = await clientApi({ url: "/api/admin/bookings", as: web });
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
  });
});
