// Issue 25.8, the waitlist and one's own booking: a customer cannot wait for a time they booked
// themselves (409 WAITLIST_OWN_BOOKING, and the calendar marks it as theirs), and a booking they
// cancel is never offered back to them, so cancelling never hides the freed time from everyone
// else behind an offer nobody wants: it is bookable at once, or offered to the next in line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { waitlistWorkers } from "../support/waitlist.ts";
import { apiFor, errorOf } from "./api.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
});
afterAll(() => t?.app.close());

/** A day two days ahead with one 10:00 slot, booked (PENDING) by `booker`. */
async function bookedDay() {
  const tenant = await createTenant(t.db);
  const api = apiFor(t.app, tenant);
  const service = await createService(t.db, tenant);
  const booker = await createUser(t.db, { tenant });
  const date = localDate(tenant, 2);
  const [slot] = (await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "10:30" })) as [Slot];
  const booking = await createBookingRow(t.db, { tenant, user: booker, service, slots: [slot] });
  const worker = waitlistWorkers(t.db, [tenant], 1);
  return { tenant, api, service, booker, date, slot, booking, worker };
}

describe("joining the waitlist of one's own time", () => {
  it("is refused with WAITLIST_OWN_BOOKING (also for a longer service overlapping it); others may join; the calendar marks it as theirs", async () => {
    const { tenant, api, service, booker, date, slot } = await bookedDay();
    const join = (as: typeof booker, serviceId = service.id) =>
      api({ method: "POST", url: "/api/waitlist", as, body: { serviceId, startsAt: slot.startsAt.toISOString() } });
    const own = await join(booker);
    expect([own.statusCode, errorOf(own)]).toEqual([409, "WAITLIST_OWN_BOOKING"]);
    // A 60-minute service starting half an hour earlier would overlap the booking too.
    const long = await createService(t.db, tenant, { durationMinutes: 60 });
    await createSlots(t.db, tenant, { dates: [date], startTime: "09:30", endTime: "10:00" });
    const earlier = await api({
      method: "POST",
      url: "/api/waitlist",
      as: booker,
      body: { serviceId: long.id, startsAt: new Date(slot.startsAt.getTime() - 30 * 60_000).toISOString() },
    });
    expect([earlier.statusCode, errorOf(earlier)]).toEqual([409, "WAITLIST_OWN_BOOKING"]);
    expect(await t.db.waitlistEntry.count({ where: { tenantId: tenant.id } })).toBe(0);

    const other = await createUser(t.db, { tenant });
    expect((await join(other)).statusCode).toBe(201);

    const times = (as?: typeof booker) => api({ url: `/api/bookings/available/times?date=${date}&serviceId=${service.id}`, as });
    expect((await times(booker)).json().taken).toEqual([{ startsAt: slot.startsAt.toISOString(), startTime: "10:00", own: true }]);
    expect((await times(other)).json().taken).toEqual([{ startsAt: slot.startsAt.toISOString(), startTime: "10:00", own: false }]);
    expect((await times()).json().taken).toEqual([{ startsAt: slot.startsAt.toISOString(), startTime: "10:00", own: false }]);
  });

  it("a cancelled booking's time may be waited for again", async () => {
    const { tenant, api, service, booker, slot, booking } = await bookedDay();
    await t.db.booking.update({ where: { id: booking.id }, data: { status: "CANCELLED" } });
    await t.db.slot.update({ where: { id: slot.id }, data: { bookingId: null, isBooked: false } });
    const other = await createUser(t.db, { tenant });
    await createBookingRow(t.db, { tenant, user: other, service, slots: [slot] });
    const res = await api({
      method: "POST",
      url: "/api/waitlist",
      as: booker,
      body: { serviceId: service.id, startsAt: slot.startsAt.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("cancelling one's own booking while on the waitlist", () => {
  it("never offers the freed time back to the canceller: it is free for everyone at once", async () => {
    const { tenant, api, service, booker, date, slot, booking, worker } = await bookedDay();
    // The day is full (its one time is the booker's own): joining the day's waitlist is allowed.
    const day = await api({ method: "POST", url: "/api/waitlist", as: booker, body: { serviceId: service.id, date } });
    expect(day.statusCode, day.body).toBe(201);
    // An exact-time entry on one's own time, as the join allowed before issue 25.
    await t.db.waitlistEntry.create({ data: { tenantId: tenant.id, userId: booker.id, serviceId: service.id, startsAt: slot.startsAt } });

    const cancelled = await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: booker });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await worker.runDue(new Date());
    expect(worker.errors).toEqual([]);

    const entries = await t.db.waitlistEntry.findMany({ where: { tenantId: tenant.id } });
    expect(entries.map((entry) => entry.status)).toEqual(["WAITING", "WAITING"]);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ bookingId: null, heldForUserId: null });
    // Everyone sees it and may book it now, not after an offer window.
    const stranger = await createUser(t.db, { tenant });
    const times = await api({ url: `/api/bookings/available/times?date=${date}&serviceId=${service.id}`, as: stranger });
    expect(times.json().slots.map((s: { id: string }) => s.id)).toEqual([slot.id]);
    const booked = await api({ method: "POST", url: "/api/bookings", as: stranger, body: { serviceId: service.id, slotId: slot.id } });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("offers it to the next customer in line instead, although the canceller joined first", async () => {
    const { tenant, api, service, booker, date, slot, booking, worker } = await bookedDay();
    expect((await api({ method: "POST", url: "/api/waitlist", as: booker, body: { serviceId: service.id, date } })).statusCode).toBe(201);
    const next = await createUser(t.db, { tenant });
    expect((await api({ method: "POST", url: "/api/waitlist", as: next, body: { serviceId: service.id, date } })).statusCode).toBe(201);

    expect((await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: booker })).statusCode).toBe(200);
    await worker.runDue(new Date());
    expect(worker.errors).toEqual([]);

    const entries = await t.db.waitlistEntry.findMany({ where: { tenantId: tenant.id }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => [entry.userId, entry.status])).toEqual([
      [booker.id, "WAITING"],
      [next.id, "OFFERED"],
    ]);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({ heldForUserId: next.id });
    const claimed = await api({ method: "POST", url: `/api/waitlist/${entries[1]!.id}/claim`, as: next });
    expect(claimed.statusCode, claimed.body).toBe(201);
  });
});
