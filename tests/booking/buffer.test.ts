// Issue 15.3: the buffer after bookings (tenant setting beside minNoticeMinutes in
// /api/admin/booking-policy). The calendar (full answer, days and times) does not offer starts
// within the buffer of a booking on either side, POST /bookings refuses them, and two customers
// booking within each other's buffer at once get one booking, never both (checked under the
// expert's row lock; a real race on PostgreSQL). The admin's move and phone-in booking keep it too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let service: Service;
let day: Slot[];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  service = await createService(t.db, tenant);
  // 10:00..12:30 free, 11:00 booked.
  day = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "13:00" });
  await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [day[2]!] });
});
afterAll(() => t.app.close());

const setPolicy = (body: unknown) => api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body });
async function offered(as: { token: string }) {
  const date = localDate(tenant, 2);
  const full = await api({ url: `/api/bookings/available?from=${date}&to=${date}&serviceId=${service.id}`, as });
  const times = await api({ url: `/api/bookings/available/times?date=${date}&serviceId=${service.id}`, as });
  const fromFull = (full.json() as { days: { slots: { startTime: string }[] }[] }).days.flatMap((d) => d.slots.map((s) => s.startTime));
  expect((times.json() as { slots: { startTime: string }[] }).slots.map((s) => s.startTime)).toEqual(fromFull);
  return fromFull;
}

describe("buffer after bookings", () => {
  it("is 0 by default and set with the booking policy (0..720 minutes)", async () => {
    expect((await api({ url: "/api/admin/booking-policy", as: admin })).json()).toMatchObject({ bufferMinutes: 0 });
    for (const bufferMinutes of [-1, 721, 1.5, "30"]) {
      const res = await setPolicy({ bufferMinutes });
      expect([res.statusCode, errorOf(res)], String(bufferMinutes)).toEqual([400, "VALIDATION_ERROR"]);
    }
    const customer = await createUser(t.db, { tenant });
    expect(await offered(customer)).toEqual(["10:00", "10:30", "11:30", "12:00", "12:30"]);
    expect((await setPolicy({ bufferMinutes: 30 })).json()).toMatchObject({ bufferMinutes: 30, minNoticeMinutes: 0 });
  });

  it("the calendar keeps the buffer on both sides of a booking", async () => {
    // 10:30 would end where the booking starts (no buffer after it); 11:30 starts where it ends.
    expect(await offered(await createUser(t.db, { tenant }))).toEqual(["10:00", "12:00", "12:30"]);
  });

  it("POST /bookings refuses a start within the buffer (409 SLOT_TAKEN) and books one outside it", async () => {
    const customer = await createUser(t.db, { tenant });
    for (const slot of [day[1]!, day[3]!]) {
      const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });
      expect([res.statusCode, errorOf(res)]).toEqual([409, "SLOT_TAKEN"]);
      expect((await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId).toBeNull();
    }
    const ok = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: day[4]!.id } });
    expect(ok.statusCode).toBe(201);
    // 12:00 is booked now: 12:30 is within its buffer.
    expect(await offered(customer)).toEqual(["10:00"]);
  });

  it("the admin's move and phone-in booking keep the buffer too; a move never keeps clear of its own old time", async () => {
    // Day 9, 10:00..13:00: A at 11:00, B at 12:30 (30-minute service, 30-minute buffer).
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 9)], startTime: "10:00", endTime: "13:00" });
    const [, , s1100, s1130, s1200, s1230] = slots;
    await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [s1100!] });
    const b = await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [s1230!] });
    const move = (slot: Slot) =>
      api({ method: "PUT", url: `/api/admin/bookings/${b.id}/reschedule`, as: admin, body: { newSlotId: slot.id } });

    const tooClose = await move(s1130!);
    expect([tooClose.statusCode, errorOf(tooClose)]).toEqual([409, "SLOT_TAKEN"]);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: b.id } })).startsAt).toEqual(s1230!.startsAt);
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: s1230!.id } })).bookingId).toBe(b.id);
    // 12:00 is 30 minutes after A ends and right before B's own old time: allowed.
    expect((await move(s1200!)).statusCode).toBe(200);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: b.id } })).startsAt).toEqual(s1200!.startsAt);

    const phoneIn = await api({
      method: "POST",
      url: "/api/admin/bookings",
      as: admin,
      body: { serviceId: service.id, slotId: s1230!.id, client: { firstName: "Phone", phone: "+79160001122" } },
    });
    expect([phoneIn.statusCode, errorOf(phoneIn)]).toEqual([409, "SLOT_TAKEN"]);
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: s1230!.id } })).bookingId).toBeNull();
  });

  it("two customers booking within each other's buffer at once: exactly one booking per pair", async () => {
    const pairs = await Promise.all(
      [3, 4, 5, 6, 7].map((days) => createSlots(t.db, tenant, { dates: [localDate(tenant, days)], startTime: "14:00", endTime: "15:00" })),
    );
    const customers = await Promise.all(pairs.flatMap(() => [createUser(t.db, { tenant }), createUser(t.db, { tenant })]));
    const answers = await Promise.all(
      pairs.flatMap((pair, i) =>
        pair.map((slot, j) =>
          api({ method: "POST", url: "/api/bookings", as: customers[i * 2 + j]!, body: { serviceId: service.id, slotId: slot.id } }),
        ),
      ),
    );
    for (let i = 0; i < pairs.length; i++) {
      const statuses = [answers[i * 2]!.statusCode, answers[i * 2 + 1]!.statusCode].sort();
      expect(statuses, `pair ${i}: ${answers[i * 2]!.body} ${answers[i * 2 + 1]!.body}`).toEqual([201, 409]);
      expect(await t.db.booking.count({ where: { tenantId: tenant.id, startsAt: { in: pairs[i]!.map((slot) => slot.startsAt) } } })).toBe(
        1,
      );
    }
  });
});
