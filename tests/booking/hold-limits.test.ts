// Live holds are capped per account and counted with PENDING bookings (issue 29.1: one account
// logged in three times held 9 of a day's 21 free times, each renewable). A hold is admitted while
// the customer's other live holds plus their PENDING bookings are under Tenant.maxPendingPerCustomer;
// renewing a hold does not count that hold itself. The race case needs PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createSession } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";

const { isPostgres } = await getTestDatabase();

type Customer = User & { token: string };
let t: TestApp;
let call: Call;

beforeAll(async () => {
  // The per-account request cap (5 holds in 10 minutes) is tests/identity/account-limits.test.ts's.
  t = await createTestApp({ bookingAttemptsPerMinute: 0 }, { limitOverrides: { "bookings.hold": 0 } });
  call = await listenForRaces(t);
});
afterAll(() => t?.app.close());

/** A page with one day of 21 free half-hour times (as in the attack) and the default cap of 3. */
async function day(): Promise<{ tenant: Tenant; service: Service; slots: Slot[] }> {
  const tenant = await createTenant(t.db);
  const service = await createService(t.db, tenant, { durationMinutes: 30 });
  const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 4)], startTime: "08:00", endTime: "18:30" });
  expect(slots).toHaveLength(21);
  return { tenant, service, slots };
}

const hold = (tenant: Tenant, as: { token: string }, service: Service, slot: Slot) =>
  call(tenant, "POST", "/api/bookings/hold", as, { serviceId: service.id, slotId: slot.id });
const heldFor = (tenant: Tenant, user: User) =>
  t.db.slot.count({ where: { tenantId: tenant.id, heldForUserId: user.id, heldUntil: { gt: new Date() } } });

describe("live holds per account", () => {
  it("one account logged in three times holds at most the cap (3) of 21 times; renewing one of them still works", async () => {
    const { tenant, service, slots } = await day();
    const customer: Customer = await createUser(t.db, { tenant });
    const sessions = [customer, { token: await createSession(t.db, customer.id) }, { token: await createSession(t.db, customer.id) }];
    const replies = [];
    for (let i = 0; i < 9; i++) replies.push(await hold(tenant, sessions[i % 3]!, service, slots[i]!));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409]);
    expect(replies[3]!.body).toMatchObject({ error: "HOLD_LIMIT_REACHED" });
    expect(await heldFor(tenant, customer)).toBe(3);
    // Opening a held time's link again renews it: it is not a fourth hold.
    expect((await hold(tenant, sessions[2]!, service, slots[1]!)).status).toBe(200);
    expect(await heldFor(tenant, customer)).toBe(3);
    // Others still see 18 of the 21 times.
    const other = await createUser(t.db, { tenant });
    expect((await hold(tenant, other, service, slots[20]!)).status).toBe(200);
  });

  it("counts PENDING bookings with holds: two open bookings leave room for one hold; booking the held time takes no more room", async () => {
    const { tenant, service, slots } = await day();
    const customer = await createUser(t.db, { tenant });
    for (const slot of slots.slice(0, 2)) {
      expect((await call(tenant, "POST", "/api/bookings", customer, { serviceId: service.id, slotId: slot.id })).status).toBe(201);
    }
    expect((await hold(tenant, customer, service, slots[5]!)).status).toBe(200);
    const over = await hold(tenant, customer, service, slots[6]!);
    expect([over.status, over.body.error]).toEqual([409, "HOLD_LIMIT_REACHED"]);
    expect(await heldFor(tenant, customer)).toBe(1);
    // The held time becomes the third PENDING booking: allowed, and the hold is gone.
    expect((await call(tenant, "POST", "/api/bookings", customer, { serviceId: service.id, slotId: slots[5]!.id })).status).toBe(201);
    expect(await heldFor(tenant, customer)).toBe(0);
  });

  it("a lapsed hold frees its room; a cap of 0 means none (the request cap still applies)", async () => {
    const { tenant, service, slots } = await day();
    const customer = await createUser(t.db, { tenant });
    for (const slot of slots.slice(0, 3)) expect((await hold(tenant, customer, service, slot)).status).toBe(200);
    expect((await hold(tenant, customer, service, slots[3]!)).status).toBe(409);
    await t.db.slot.updateMany({ where: { id: slots[0]!.id }, data: { heldUntil: new Date(Date.now() - 1000) } });
    expect((await hold(tenant, customer, service, slots[3]!)).status).toBe(200);

    await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
    for (const slot of slots.slice(4, 9)) expect((await hold(tenant, customer, service, slot)).status).toBe(200);
  });

  it.skipIf(!isPostgres)(
    "10 holds of one account at once on 10 free times: exactly the cap wins, the rest are HOLD_LIMIT_REACHED",
    async () => {
      const { tenant, service, slots } = await day();
      const customer = await createUser(t.db, { tenant });
      const replies = await Promise.all(slots.slice(0, 10).map((slot) => hold(tenant, customer, service, slot)));
      expect(tally(replies)).toEqual({ "200": 3, "409 HOLD_LIMIT_REACHED": 7 });
      expect(await heldFor(tenant, customer)).toBe(3);
    },
  );
});
