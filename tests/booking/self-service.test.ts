// Self-service (issue 25.4): the owner's setting lets customers cancel and/or move their own
// booking up to N hours before it starts. Off (the default) is the spec: only PENDING is cancelled,
// nothing is moved. Moves go through the one booking statement (no double booking, buffer and
// notice honoured, the old time freed only when the new one is taken) and staff hear of them as
// of any move. The race (a move against a booking of its target time: exactly one wins) needs
// real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { getTestDatabase } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, type Call } from "../support/race-http.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

const { isPostgres } = await getTestDatabase();
const HOUR = 3_600_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
});
afterAll(() => t?.app.close());

interface Page {
  tenant: Tenant;
  api: Api;
  service: Service;
  admin: User & { token: string };
  customer: User & { token: string };
  date: string;
  /** 30-minute slots 10:00-14:00 three days ahead. */
  slots: Slot[];
}

async function page(policy: Record<string, unknown> = {}): Promise<Page> {
  const tenant = await createTenant(t.db);
  const api = apiFor(t.app, tenant);
  const admin = await createUser(t.db, { tenant, role: "OWNER" });
  if (Object.keys(policy).length > 0) {
    const res = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body: policy });
    expect(res.statusCode, res.body).toBe(200);
  }
  const service = await createService(t.db, tenant);
  const customer = await createUser(t.db, { tenant });
  const date = localDate(tenant, 3);
  const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "14:00" });
  return {
    tenant: (await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })) as Tenant,
    api,
    service,
    admin,
    customer,
    date,
    slots,
  };
}

const slotAt = (p: Page, time: string) => p.slots.find((slot) => slot.startsAt.toISOString() === instantOf(p, time))!;
function instantOf(p: Page, time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const first = p.slots[0]!.startsAt.getTime();
  return new Date(first + ((hours - 10) * 60 + minutes) * 60_000).toISOString();
}

describe("the owner's setting", () => {
  it("is off by default, set in the booking rules (0-720 hours, or null to turn it off); customers may not set it", async () => {
    const { api, admin, customer } = await page();
    const stored = await api({ url: "/api/admin/booking-policy", as: admin });
    expect(stored.json()).toMatchObject({ selfCancelHours: null, selfMoveHours: null });
    const set = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body: { selfCancelHours: 24, selfMoveHours: 0 } });
    expect(set.json()).toMatchObject({ selfCancelHours: 24, selfMoveHours: 0, maxPendingPerCustomer: 3 });
    const off = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body: { selfMoveHours: null } });
    expect(off.json()).toMatchObject({ selfCancelHours: 24, selfMoveHours: null });
    for (const body of [{ selfCancelHours: 721 }, { selfMoveHours: -1 }, { selfCancelHours: 1.5 }, { selfMoveHours: "24" }]) {
      const bad = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body });
      expect([bad.statusCode, errorOf(bad)], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
    }
    const refused = await api({ method: "PUT", url: "/api/admin/booking-policy", as: customer, body: { selfCancelHours: 1 } });
    expect(refused.statusCode).toBe(403);
  });
});

describe("off: the spec's rule", () => {
  it("a customer cancels a PENDING booking only, and moves nothing; their bookings say so", async () => {
    const p = await page();
    const pending = await createBookingRow(t.db, { tenant: p.tenant, user: p.customer, service: p.service, slots: [slotAt(p, "10:00")] });
    const confirmed = await createBookingRow(t.db, {
      tenant: p.tenant,
      user: p.customer,
      service: p.service,
      slots: [slotAt(p, "11:00")],
      status: "CONFIRMED",
    });
    const mine = (await p.api({ url: "/api/bookings/my", as: p.customer })).json();
    const rules = Object.fromEntries(mine.map((b: { id: string; selfService: unknown }) => [b.id, b.selfService]));
    expect(rules[pending.id]).toEqual({
      cancel: { allowed: true, until: null, refusal: null },
      move: { allowed: false, until: null, refusal: "NOT_ALLOWED" },
    });
    expect(rules[confirmed.id]).toMatchObject({ cancel: { allowed: false, refusal: "NOT_ALLOWED" }, move: { allowed: false } });

    const move = await p.api({
      method: "PUT",
      url: `/api/bookings/${pending.id}/move`,
      as: p.customer,
      body: { newSlotId: slotAt(p, "12:00").id },
    });
    expect([move.statusCode, errorOf(move)]).toEqual([409, "BOOKING_NOT_MOVABLE"]);
    const cancelConfirmed = await p.api({ method: "DELETE", url: `/api/bookings/${confirmed.id}`, as: p.customer });
    expect([cancelConfirmed.statusCode, errorOf(cancelConfirmed)]).toEqual([409, "BOOKING_NOT_CANCELLABLE"]);
    const cancelPending = await p.api({ method: "DELETE", url: `/api/bookings/${pending.id}`, as: p.customer });
    expect([cancelPending.statusCode, cancelPending.json().status]).toEqual([200, "CANCELLED"]);
  });
});

describe("on: within the window", () => {
  it("moves a confirmed booking to a free time: old slots freed, history and reminders follow, staff are told", async () => {
    const p = await page({ selfCancelHours: 24, selfMoveHours: 24 });
    const booking = await createBookingRow(t.db, {
      tenant: p.tenant,
      user: p.customer,
      service: p.service,
      slots: [slotAt(p, "10:00")],
      status: "CONFIRMED",
    });
    const view = await p.api({ url: `/api/bookings/${booking.id}`, as: p.customer });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      id: booking.id,
      startTime: "10:00",
      timeZone: p.tenant.timeZone,
      manageToken: null,
      selfService: {
        cancel: { allowed: true, until: new Date(booking.startsAt.getTime() - 24 * HOUR).toISOString() },
        move: { allowed: true },
      },
    });
    const target = slotAt(p, "12:30");
    const moved = await p.api({ method: "PUT", url: `/api/bookings/${booking.id}/move`, as: p.customer, body: { newSlotId: target.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: booking.id, status: "CONFIRMED", startTime: "12:30", endTime: "13:00" });
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: slotAt(p, "10:00").id } })).bookingId).toBeNull();
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: target.id } })).bookingId).toBe(booking.id);
    const history = await t.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: "asc" } });
    expect(history.at(-1)).toMatchObject({ fromStatus: "CONFIRMED", toStatus: "CONFIRMED", changedById: p.customer.id });
    // Staff (and the customer) hear of the move from the notification job; the reminders follow the new time.
    const events = await t.db.job.findMany({ where: { queue: "telegram-notify", payload: { path: ["bookingId"], equals: booking.id } } });
    expect(events.map((job) => (job.payload as { change?: string }).change)).toContain("rescheduled");
    const reminders = await t.db.job.findMany({
      where: { uniqueKey: { in: [`reminder:24h:${booking.id}`, `reminder:2h:${booking.id}`] } },
    });
    expect(reminders.map((job) => (job.payload as { startsAt: string }).startsAt)).toEqual([
      target.startsAt.toISOString(),
      target.startsAt.toISOString(),
    ]);

    // The same move again changes nothing (a repeated request).
    const again = await p.api({ method: "PUT", url: `/api/bookings/${booking.id}/move`, as: p.customer, body: { newSlotId: target.id } });
    expect(again.statusCode).toBe(200);
    expect(await t.db.bookingStatusChange.count({ where: { bookingId: booking.id } })).toBe(history.length);
  });

  it("cancels a paid booking (refunded, its time freed); a move may overlap its own old time", async () => {
    const p = await page({ selfCancelHours: 0, selfMoveHours: 0 });
    const hour = await createService(t.db, p.tenant, { durationMinutes: 60 });
    const booking = await createBookingRow(t.db, {
      tenant: p.tenant,
      user: p.customer,
      service: hour,
      slots: [slotAt(p, "10:00"), slotAt(p, "10:30")],
      status: "PAID",
    });
    const moved = await p.api({
      method: "PUT",
      url: `/api/bookings/${booking.id}/move`,
      as: p.customer,
      body: { newSlotId: slotAt(p, "10:30").id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: "10:30", endTime: "11:30", status: "PAID" });
    const cancelled = await p.api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: p.customer });
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, "CANCELLED"]);
    expect(await t.db.slot.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await t.db.job.count({ where: { queue: "booking-refund", payload: { path: ["bookingId"], equals: booking.id } } })).toBe(1);
    const afterwards = await p.api({
      method: "PUT",
      url: `/api/bookings/${booking.id}/move`,
      as: p.customer,
      body: { newSlotId: slotAt(p, "12:00").id },
    });
    expect([afterwards.statusCode, errorOf(afterwards)]).toEqual([409, "BOOKING_NOT_MOVABLE"]);
  });

  it("keeps the buffer and the minimum notice, and refuses a taken time, changing nothing", async () => {
    const p = await page({ selfMoveHours: 1, bufferMinutes: 30 });
    const other = await createUser(t.db, { tenant: p.tenant });
    await createBookingRow(t.db, { tenant: p.tenant, user: other, service: p.service, slots: [slotAt(p, "12:00")] });
    const booking = await createBookingRow(t.db, { tenant: p.tenant, user: p.customer, service: p.service, slots: [slotAt(p, "10:00")] });
    const move = (time: string) =>
      p.api({ method: "PUT", url: `/api/bookings/${booking.id}/move`, as: p.customer, body: { newSlotId: slotAt(p, time).id } });
    for (const time of ["11:30", "12:30", "12:00"]) {
      const refused = await move(time);
      expect([refused.statusCode, errorOf(refused)], time).toEqual([409, "SLOT_TAKEN"]);
    }
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: slotAt(p, "10:00").id } })).bookingId).toBe(booking.id);
    expect((await move("13:00")).statusCode).toBe(200);

    // A minimum notice longer than the time left before the target: too soon for a customer.
    await p.api({ method: "PUT", url: "/api/admin/booking-policy", as: p.admin, body: { minNoticeMinutes: 7 * 24 * 60 } });
    const soon = await move("13:30");
    expect([soon.statusCode, errorOf(soon)]).toEqual([400, "BOOKING_TOO_SOON"]);
  });
});

describe("on: outside the window", () => {
  it("a booking starting sooner than N hours can be neither cancelled nor moved by its customer; the answer says until when it could", async () => {
    const p = await page({ selfCancelHours: 24, selfMoveHours: 24 });
    const soon = new Date(Math.ceil((Date.now() + 10 * HOUR) / (30 * 60_000)) * 30 * 60_000);
    const slot = await createSlotAt(t.db, p.tenant, soon);
    const booking = await createBookingRow(t.db, {
      tenant: p.tenant,
      user: p.customer,
      service: p.service,
      slots: [slot],
      status: "CONFIRMED",
    });
    const until = new Date(soon.getTime() - 24 * HOUR).toISOString();
    const view = (await p.api({ url: `/api/bookings/${booking.id}`, as: p.customer })).json();
    expect(view.selfService).toEqual({
      cancel: { allowed: false, until, refusal: "TOO_LATE" },
      move: { allowed: false, until, refusal: "TOO_LATE" },
    });
    const cancel = await p.api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: p.customer });
    expect([cancel.statusCode, errorOf(cancel)]).toEqual([409, "BOOKING_CANCEL_TOO_LATE"]);
    const move = await p.api({
      method: "PUT",
      url: `/api/bookings/${booking.id}/move`,
      as: p.customer,
      body: { newSlotId: slotAt(p, "12:00").id },
    });
    expect([move.statusCode, errorOf(move)]).toEqual([409, "BOOKING_MOVE_TOO_LATE"]);
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "CONFIRMED", startsAt: soon });
    // A PENDING booking stays cancellable whatever the window (spec §4).
    const pendingSlot = await createSlotAt(t.db, p.tenant, new Date(soon.getTime() + HOUR));
    const pending = await createBookingRow(t.db, { tenant: p.tenant, user: p.customer, service: p.service, slots: [pendingSlot] });
    expect((await p.api({ method: "DELETE", url: `/api/bookings/${pending.id}`, as: p.customer })).statusCode).toBe(200);
  });

  it("someone else's booking is not found, for reading, cancelling and moving; no caller is 401", async () => {
    const p = await page({ selfCancelHours: 0, selfMoveHours: 0 });
    const booking = await createBookingRow(t.db, { tenant: p.tenant, user: p.customer, service: p.service, slots: [slotAt(p, "10:00")] });
    const stranger = await createUser(t.db, { tenant: p.tenant });
    for (const call of [
      { url: `/api/bookings/${booking.id}` },
      { method: "DELETE" as const, url: `/api/bookings/${booking.id}` },
      { method: "PUT" as const, url: `/api/bookings/${booking.id}/move`, body: { newSlotId: slotAt(p, "12:00").id } },
    ]) {
      const res = await p.api({ ...call, as: stranger });
      expect([res.statusCode, errorOf(res)], call.url).toEqual([404, "BOOKING_NOT_FOUND"]);
      const anonymous = await p.api(call);
      expect([anonymous.statusCode, errorOf(anonymous)], call.url).toEqual([401, "UNAUTHORIZED"]);
    }
    const bad = await p.api({ method: "PUT", url: `/api/bookings/${booking.id}/move`, as: p.customer, body: { newSlotId: "nope" } });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, "VALIDATION_ERROR"]);
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: slotAt(p, "10:00").id } })).bookingId).toBe(booking.id);
  });
});

describe.skipIf(!isPostgres)("races on PostgreSQL (real HTTP)", () => {
  let call: Call;
  beforeAll(async () => {
    call = await listenForRaces(t);
  });

  it("a customer's move racing another customer's booking of the target time: exactly one wins, nothing is double booked", async () => {
    const p = await page({ selfMoveHours: 0 });
    const rounds = 10;
    const slots = await createSlots(t.db, p.tenant, { dates: [localDate(p.tenant, 5)], startTime: "08:00", endTime: "18:00" });
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        const owner = await createUser(t.db, { tenant: p.tenant });
        const rival = await createUser(t.db, { tenant: p.tenant });
        const [old, target] = [slots[2 * i]!, slots[2 * i + 1]!];
        const booking = await createBookingRow(t.db, {
          tenant: p.tenant,
          user: owner,
          service: p.service,
          slots: [old],
          status: "CONFIRMED",
        });
        const [moveDelay, bookDelay] = i % 2 === 0 ? [0, 10 + Math.random() * 30] : [Math.random() * 5, 0];
        const [moved, booked] = await Promise.all([
          after(moveDelay).then(() => call(p.tenant, "PUT", `/api/bookings/${booking.id}/move`, owner, { newSlotId: target.id })),
          after(bookDelay).then(() => call(p.tenant, "POST", "/api/bookings", rival, { serviceId: p.service.id, slotId: target.id })),
        ]);
        return { booking, old, target, moved, booked };
      }),
    );
    for (const { booking, old, target, moved, booked } of outcomes) {
      const statuses = [moved.status, booked.status];
      expect(
        statuses.filter((status) => status === 200 || status === 201),
        JSON.stringify([moved.body, booked.body]),
      ).toHaveLength(1);
      const holders = [
        (await t.db.slot.findUniqueOrThrow({ where: { id: target.id } })).bookingId,
        (await t.db.slot.findUniqueOrThrow({ where: { id: old.id } })).bookingId,
      ];
      if (moved.status === 200) {
        expect(booked.body.error).toBe("SLOT_TAKEN");
        expect(holders).toEqual([booking.id, null]);
      } else {
        expect(moved.body.error).toBe("SLOT_TAKEN");
        expect(holders).toEqual([booked.body.id, booking.id]);
      }
    }
  });
});
