// One customer, one live offer per held time (issue 18.3 follow-up): a customer waiting for a day
// and for a time within it (or for two overlapping times of different services) is offered a held
// time under one entry only; their other entry waits (or gets other time) and the next customer is
// not handed time already held. The race (an offer of the same time committing while a match
// holds it) needs real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import { WAITLIST_OFFER_MS } from "@booking/core";
import type { Slot, Tenant } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { waitlistWorkers } from "../support/waitlist.ts";
import { apiFor } from "./api.ts";

const { isPostgres } = await getTestDatabase();

let t: TestApp;

const AFTER_WINDOW_MS = (WAITLIST_OFFER_MINUTES + 1) * 60_000;

const entriesOf = (tenant: Tenant) => t.db.waitlistEntry.findMany({ where: { tenantId: tenant.id }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
});
afterAll(() => t?.app.close());

describe("at most one offer per customer and held time", () => {
  it("a customer already offered part of a window is not offered it again under another entry; it comes once the first offer ends", async () => {
    const tenant = await createTenant(t.db);
    const api = apiFor(t.app, tenant);
    const short = await createService(t.db, tenant, { name: "Short", durationMinutes: 30 });
    const long = await createService(t.db, tenant, { name: "Long", durationMinutes: 60 });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const date = localDate(tenant, 2);
    const [ten, half] = (await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "11:00" })) as [Slot, Slot];
    const first = await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service: short, slots: [ten] });
    const second = await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service: short, slots: [half] });
    const customer = await createUser(t.db, { tenant });
    const next = await createUser(t.db, { tenant });
    const join = async (as: typeof customer, body: object) =>
      expect((await api({ method: "POST", url: "/api/waitlist", as, body })).statusCode).toBe(201);
    await join(customer, { serviceId: short.id, date });
    await join(customer, { serviceId: long.id, startsAt: ten.startsAt.toISOString() });
    await join(next, { serviceId: long.id, startsAt: ten.startsAt.toISOString() });
    const worker = waitlistWorkers(t.db, [tenant], 2);
    const cancel = async (id: string) =>
      expect((await api({ method: "DELETE", url: `/api/admin/bookings/${id}`, as: admin })).statusCode).toBe(200);

    await cancel(second.id);
    await worker.runDue(new Date());
    await cancel(first.id);
    await worker.runDue(new Date());
    // 10:00–11:00 covers 10:30, already held for this customer's day entry: neither they (again) nor the next customer get it.
    const [day, time, other] = await entriesOf(tenant);
    expect(day).toMatchObject({ status: "OFFERED", offeredSlotId: half.id, heldSlotIds: [half.id] });
    expect(time).toMatchObject({ status: "WAITING", offers: 0, heldSlotIds: [] });
    expect(other).toMatchObject({ status: "WAITING", offers: 0 });
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `waitlist-offer:${time!.id}:` } } })).toBe(0);

    // The day's offer ends unclaimed: the whole hour goes to the same customer's time entry, first in line for it.
    await worker.runDue(new Date(Date.now() + AFTER_WINDOW_MS));
    const after = await entriesOf(tenant);
    expect(after.map((entry) => entry.status)).toEqual(["EXPIRED", "OFFERED", "WAITING"]);
    expect(after[1]).toMatchObject({ offeredSlotId: ten.id, heldSlotIds: [ten.id, half.id] });
    expect(await t.db.slot.count({ where: { tenantId: tenant.id, heldForUserId: customer.id } })).toBe(2);
    expect(worker.errors).toEqual([]);
  });
});

describe.skipIf(!isPostgres)("racing on PostgreSQL", () => {
  it("a match that read the time as free while another offered it to the same customer does not offer it again", async () => {
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant);
    const date = localDate(tenant, 2);
    const [slot] = (await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "10:30" })) as [Slot];
    const customer = await createUser(t.db, { tenant });
    // Written directly (joining queues matches of its own): the time first in line, then the day.
    const time = await t.db.waitlistEntry.create({
      data: { tenantId: tenant.id, userId: customer.id, serviceId: service.id, startsAt: slot.startsAt },
    });
    const day = await t.db.waitlistEntry.create({ data: { tenantId: tenant.id, userId: customer.id, serviceId: service.id, date } });
    await t.db.job.create({ data: { queue: "waitlist", payload: { type: "waitlist-match", tenantId: tenant.id }, runAt: new Date() } });
    const worker = waitlistWorkers(t.db, [tenant]);
    let matching: Promise<number> | undefined;
    // Another match's offer of the day entry, caught after its hold and before its commit.
    await t.db.$transaction(
      async (tx) => {
        const [{ pid }] = await tx.$queryRaw<[{ pid: number }]>`SELECT pg_backend_pid() AS pid`;
        const offerEndsAt = new Date(Date.now() + WAITLIST_OFFER_MS);
        await tx.slot.update({ where: { id: slot.id }, data: { heldForUserId: customer.id, heldUntil: offerEndsAt } });
        await tx.waitlistEntry.update({
          where: { id: day.id },
          data: { status: "OFFERED", offers: 1, offeredSlotId: slot.id, offerExpertId: slot.expertId, offerEndsAt, heldSlotIds: [slot.id] },
        });
        matching = worker.runDue(new Date());
        // The match saw the slot free and now waits on its lock (in the hold statement): commit then.
        for (let waited = 0; ; waited += 20) {
          const [{ blocked }] = await t.db.$queryRaw<
            [{ blocked: number }]
          >`SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`;
          if (blocked > 0) break;
          if (waited > 5_000) throw new Error("the match never waited on the offered slot");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      { timeout: 10_000 },
    );
    await matching;
    expect(await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: time.id } })).toMatchObject({
      status: "WAITING",
      offers: 0,
      heldSlotIds: [],
    });
    expect(await t.db.waitlistEntry.findUniqueOrThrow({ where: { id: day.id } })).toMatchObject({
      status: "OFFERED",
      heldSlotIds: [slot.id],
    });
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `waitlist-offer:${time.id}:` } } })).toBe(0);
    expect(worker.errors).toEqual([]);
  });
});
