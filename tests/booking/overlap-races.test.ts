// Issue 12.1 under concurrency, on a real PostgreSQL server: overlapping slot generations running
// at once never leave two overlapping slots and never answer 5xx, and writers that bypass the
// engine altogether are stopped by the exclusion constraint itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@booking/db";
import { clockMinutes, SLOT_MINUTES } from "@booking/contracts";
import { concurrencyConflicts, sqlStateOf } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlotAt, localDate } from "../support/booking-fixtures.ts";
import { checkBookingInvariants, CLEAN_REPORT } from "../support/booking-invariants.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";

const { isPostgres } = await getTestDatabase();

let t: TestApp;
let call: Call;

describe.skipIf(!isPostgres)("overlapping slots under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    call = await listenForRaces(t);
  });
  afterAll(() => t?.app.close());

  it("12 overlapping generations at once: every one answers 200, the counts add up, no slot overlaps another", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const dates = [localDate(tenant, 2), localDate(tenant, 3), localDate(tenant, 4)];
    const hours = [
      ["09:00", "12:00"],
      ["10:00", "13:00"],
      ["09:30", "11:30"],
      ["11:00", "18:00"],
      ["08:00", "10:30"],
      ["09:00", "18:00"],
    ];
    const requests = [...hours, ...hours].map(([startTime, endTime]) => ({ dates, startTime, endTime }));

    const replies = await Promise.all(requests.map((body) => call(tenant, "POST", "/api/admin/availability", admin, body)));

    expect(tally(replies)).toEqual({ "200": 12 });
    const created = replies.reduce((sum, reply) => sum + (reply.body.created as number), 0);
    const slots = await t.db.slot.count({ where: { tenantId: tenant.id } });
    // 08:00-18:00 on 3 days: each slot created exactly once, by whichever request got there first.
    expect([created, slots]).toEqual([60, 60]);
    // Each answer accounts for every time it was asked for: created or skipped.
    for (const [i, reply] of replies.entries()) {
      const asked = ((clockMinutes(requests[i]!.endTime!) - clockMinutes(requests[i]!.startTime!)) / SLOT_MINUTES) * dates.length;
      expect((reply.body.created as number) + (reply.body.skipped as number)).toBe(asked);
    }
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    // ON CONFLICT DO NOTHING decided every overlap: PostgreSQL never had to refuse or abort one.
    expect(concurrencyConflicts()).toEqual(conflictsBefore);
  });

  it("20 writers inserting pairwise-overlapping slots straight into the table: the constraint lets exactly one in", async () => {
    const tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    const base = new Date(`${localDate(tenant, 5)}T10:00:00+03:00`).getTime();
    // 10:00, 10:01, ... 10:19, each 30 minutes long: every pair overlaps.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createSlotAt(t.db, tenant, new Date(base + i * 60_000))),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [sqlStateOf(outcome.reason)] : []));
    expect([outcomes.length - refused.length, refused]).toEqual([1, Array(19).fill("23P01")]);
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
  });

  it("so two customers can never book 10:00-10:30 and 10:15-10:45: the second slot never exists to book", async () => {
    const tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    const service = await createService(t.db, tenant);
    const day = localDate(tenant, 6);
    const [first, second] = await Promise.allSettled([
      createSlotAt(t.db, tenant, new Date(`${day}T10:00:00+03:00`)),
      createSlotAt(t.db, tenant, new Date(`${day}T10:15:00+03:00`)),
    ]);
    const slots = [first, second].flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    expect(slots).toHaveLength(1);
    const customers: (User & { token: string })[] = await Promise.all([createUser(t.db, { tenant }), createUser(t.db, { tenant })]);
    const replies = await Promise.all(
      customers.map((customer) => call(tenant, "POST", "/api/bookings", customer, { serviceId: service.id, slotId: slots[0]!.id })),
    );
    expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 1 });
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
  });
});
