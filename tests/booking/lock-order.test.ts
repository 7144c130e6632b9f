// Issue 12.8: the engine's lock order (booking-sql.ts: slot rows in "startsAt" order) pinned down on
// PostgreSQL. A transaction that follows the order holds the earlier slot of two; the engine's
// statement must then wait for that slot before it takes the later one. Had it locked the later
// slot first (the order reversed), the transaction taking the later slot next would close a cycle:
// PostgreSQL would abort one side with a deadlock (40P01), which fails these tests.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { concurrencyConflicts } from "@booking/core";
import { getTestDatabase } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, type Api } from "./api.ts";

const { isPostgres } = await getTestDatabase();

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };
let hour: Service;

describe.skipIf(!isPostgres)("slot lock order (PostgreSQL)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t.db);
    api = apiFor(t.app, tenant);
    admin = await createUser(t.db, { tenant, role: "ADMIN" });
    customer = await createUser(t.db, { tenant });
    hour = await createService(t.db, tenant, { durationMinutes: 60 });
  });
  afterAll(() => t?.app.close());

  /**
   * Holds slot `earlier` in a transaction of its own, starts `action` (which must lock both
   * slots), waits until `action` is blocked by that transaction, then takes `later` as the lock
   * order says one may, and lets go. Returns the action's answer.
   */
  async function inStartOrder([earlier, later]: Slot[], action: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      const { pid } = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!;
      await holder.query("BEGIN");
      await holder.query(`SELECT id FROM "Slot" WHERE id = $1 FOR UPDATE`, [earlier!.id]);
      const answer = action();
      await waitUntilBlockedBy(pid);
      // The engine waits for `earlier` holding nothing else, so `later` is free to take. In the
      // reverse order it would hold `later` already: deadlock.
      await holder.query("SET LOCAL lock_timeout = '10s'");
      await holder.query(`SELECT id FROM "Slot" WHERE id = $1 FOR UPDATE`, [later!.id]);
      await holder.query("ROLLBACK");
      return await answer;
    } finally {
      await holder.end();
    }
  }

  async function waitUntilBlockedBy(pid: number): Promise<void> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const [row] = await t.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`;
      if (row!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the engine's statement never waited for the held slot");
  }

  it("a booking over two slots takes the earlier one first", async () => {
    const conflictsBefore = concurrencyConflicts();
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "11:00" });
    const res = await inStartOrder(slots, () =>
      api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: hour.id, slotId: slots[0]!.id } }),
    );
    expect(res.statusCode).toBe(201);
    expect(concurrencyConflicts()).toEqual(conflictsBefore);
  });

  it("a range delete takes the earlier slot first", async () => {
    const day = localDate(tenant, 3);
    const slots = await createSlots(t.db, tenant, { dates: [day], startTime: "10:00", endTime: "11:00" });
    const res = await inStartOrder(slots, () =>
      api({ method: "DELETE", url: `/api/admin/availability/slots?from=${day}&to=${day}`, as: admin }),
    );
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: 2 }]);
  });

  it("a reschedule holds its new slots earlier first", async () => {
    const conflictsBefore = concurrencyConflicts();
    const [from] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 4)], startTime: "09:00", endTime: "10:00" });
    const booked = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: hour.id, slotId: from!.id } });
    const target = await createSlots(t.db, tenant, { dates: [localDate(tenant, 5)], startTime: "10:00", endTime: "11:00" });
    const res = await inStartOrder(target, () =>
      api({
        method: "PUT",
        url: `/api/admin/bookings/${booked.json().id}/reschedule`,
        as: admin,
        body: { newSlotId: target[0]!.id },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(concurrencyConflicts()).toEqual(conflictsBefore);
  });
});
