// Issue 15.3 (server side, first part): the tenant's minimum notice. A customer's booking must start
// more than minNoticeMinutes ahead: the calendar does not offer sooner starts, POST /bookings
// refuses them (400 BOOKING_TOO_SOON) and the booking statement itself checks the database clock.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlOf, type Service, type Slot, type Tenant, type User } from "@booking/db";
import { insertHeldBooking } from "../../packages/core/src/booking/booking-sql.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlotAt, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };
let service: Service;
let soon: Slot;
let later: Slot;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant });
  service = await createService(t.db, tenant);
  const minute = Math.ceil(Date.now() / MINUTE) * MINUTE;
  // An hour and three hours from now: only the second is beyond a two-hour notice.
  soon = await createSlotAt(t.db, tenant, new Date(minute + 61 * MINUTE));
  later = await createSlotAt(t.db, tenant, new Date(minute + 181 * MINUTE));
});
afterAll(() => t.app.close());

const policy = (body?: unknown) =>
  api(
    body === undefined
      ? { url: "/api/admin/booking-policy", as: admin }
      : { method: "PUT", url: "/api/admin/booking-policy", as: admin, body },
  );
const offered = async () => {
  const res = await api({
    url: `/api/bookings/available?from=${localDate(tenant, 0)}&to=${localDate(tenant, 1)}&serviceId=${service.id}`,
    as: customer,
  });
  return (res.json() as { days: { slots: { id: string }[] }[] }).days.flatMap((day) => day.slots.map((slot) => slot.id));
};

describe("minimum notice", () => {
  it("is 0 by default and set by admins with the booking policy (0..10080 minutes)", async () => {
    expect((await policy()).json()).toEqual({
      maxPendingPerCustomer: 3,
      minNoticeMinutes: 0,
      bufferMinutes: 0,
      selfCancelHours: null,
      selfMoveHours: null,
    });
    expect(await offered()).toEqual([soon.id, later.id]);
    for (const body of [{ minNoticeMinutes: -1 }, { minNoticeMinutes: 10_081 }, { minNoticeMinutes: 1.5 }, {}]) {
      const res = await policy(body);
      expect([res.statusCode, errorOf(res)], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
    }
    // A change names only what changes.
    expect((await policy({ minNoticeMinutes: 120 })).json()).toEqual({
      maxPendingPerCustomer: 3,
      minNoticeMinutes: 120,
      bufferMinutes: 0,
      selfCancelHours: null,
      selfMoveHours: null,
    });
  });

  it("the calendar offers only starts beyond the notice", async () => {
    expect(await offered()).toEqual([later.id]);
  });

  it("POST /bookings refuses a start within the notice with 400 BOOKING_TOO_SOON, and books one beyond it", async () => {
    const tooSoon = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: soon.id } });
    expect([tooSoon.statusCode, errorOf(tooSoon)]).toEqual([400, "BOOKING_TOO_SOON"]);
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: soon.id } })).bookingId).toBeNull();
    const ok = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: later.id } });
    expect(ok.statusCode).toBe(201);
  });

  it("the booking statement itself keeps slots within the notice out (the database clock decides)", async () => {
    const now = new Date();
    const held = await insertHeldBooking(sqlOf(t.db), {
      id: randomUUID(),
      tenantId: tenant.id,
      userId: customer.id,
      serviceId: service.id,
      expertId: await defaultExpert(t.db, tenant),
      minNoticeMinutes: 120,
      intakeAnswers: null,
      sessionLocation: null,
      startsAt: soon.startsAt,
      endsAt: soon.endsAt,
      priceMinor: 0,
      currency: "USD",
      createdAt: now,
      historyId: randomUUID(),
      membershipId: randomUUID(),
      slotIds: [soon.id],
      notification: { id: randomUUID(), queue: "min-notice-test", payload: {}, runAt: now },
    });
    expect(held).toEqual({ held: 0, overPendingCap: false });
  });

  it("does not bind admins: a booking can be moved to a start within the notice", async () => {
    const booking = await t.db.booking.findFirstOrThrow({ where: { tenantId: tenant.id, userId: customer.id } });
    const moved = await api({
      method: "PUT",
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      as: admin,
      body: { newSlotId: soon.id },
    });
    expect(moved.statusCode).toBe(200);
  });
});
