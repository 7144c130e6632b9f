// Issue 28.1 proof: the days summary is cached per process (days-summary-cache.ts) and never stale.
// Every write that changes a green day — a booking, a cancellation, a slot made or removed, a
// schedule roll, a hold — shows in the next summary read, also of a second API instance on its own
// pool (another process's cache); what only the clock changes — a hold lapsing, the minimum notice
// passing a start — shows too. Each read below would return the cached answer if the probe or the
// clock bounds missed the change. Runs on PostgreSQL and on PGlite.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, type Service, type Slot, type Tenant, type User } from "@booking/db";
import type { WeeklyHours } from "@booking/contracts";
import {
  addDays,
  applyExpertSchedule,
  bookingWindow,
  databases,
  localTimeToInstant,
  saveExpertSchedule,
  scopedDb,
  summarizeAvailableDays,
  weekdayIndex,
} from "@booking/core";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestApp, testConfig, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { fakeDns } from "../support/fake-dns.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { apiFor, type Api, type Caller } from "./api.ts";

const DAY = 86_400_000;
const { isPostgres } = await getTestDatabase();

let t: TestApp;
let secondDb: Db;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  // Another process: its own pool, so its own cache, on the same database.
  secondDb = createDb(t.url, t.isPostgres ? { maxConnections: 4 } : { maxConnections: 1, preparedStatements: false });
  second = await createServer({ db: secondDb, config: testConfig(), logger: false, dns: fakeDns() });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await secondDb.$disconnect();
});

describe("the days summary through two API instances", () => {
  let tenant: Tenant;
  let admin: User & { token: string };
  let customer: User & { token: string };
  let service: Service;
  let first: Api;
  let other: Api;

  beforeAll(async () => {
    tenant = await createTenant(t.db);
    [admin, customer] = await Promise.all([createUser(t.db, { tenant, role: "ADMIN" }), createUser(t.db, { tenant })]);
    service = await createService(t.db, tenant, { durationMinutes: 30 });
    first = apiFor(t.app, tenant);
    other = apiFor(second, tenant);
  });

  /** Starts per local date (green days only), read through `api`. */
  async function startsPerDay(api: Api, as?: Caller): Promise<Record<string, number>> {
    const res = await api({ url: `/api/bookings/available/days?from=${localDate(tenant, 1)}&to=${localDate(tenant, 10)}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json() as { days: { date: string; starts: number }[] }).days.map((d) => [d.date, d.starts]));
  }

  /** Both instances answer `expected` for `date` (undefined: not a green day), each read twice. */
  async function expectBoth(date: string, expected: number | undefined) {
    for (const api of [first, other, first, other]) expect((await startsPerDay(api))[date]).toBe(expected);
  }

  const book = async (api: Api, slot: Slot) => {
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it("a booking, a cancellation, a slot made and a slot removed are in the next read of both", async () => {
    const day = localDate(tenant, 2);
    const slots = await createSlots(t.db, tenant, { dates: [day], startTime: "09:00", endTime: "11:00" });
    await expectBoth(day, 4);

    const booking = await book(first, slots[1]!);
    await expectBoth(day, 3);

    const cancel = await other({ method: "DELETE", url: `/api/bookings/${booking}`, as: customer });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectBoth(day, 4);

    const later = localDate(tenant, 3);
    await expectBoth(later, undefined);
    const made = await other({
      method: "POST",
      url: "/api/admin/availability",
      as: admin,
      body: { startDate: later, endDate: later, startTime: "09:00", endTime: "10:00" },
    });
    expect(made.statusCode, made.body).toBe(200);
    await expectBoth(later, 2);

    const removed = await first({ method: "DELETE", url: `/api/admin/availability/slots/${slots[3]!.id}`, as: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectBoth(day, 3);
  });

  it("a day booked full through one instance is no longer green in the other (no stale free day)", async () => {
    const day = localDate(tenant, 4);
    const [only] = await createSlots(t.db, tenant, { dates: [day], startTime: "12:00", endTime: "12:30" });
    await expectBoth(day, 1);
    await book(other, only!);
    await expectBoth(day, undefined);
  });
});

describe("the days summary against the clock (injected) and the schedule roll", () => {
  const WEEK: WeeklyHours = [...Array.from({ length: 5 }, () => ({ start: "09:00", end: "12:00", breaks: [] })), null, null];
  const sql = () => databases(t.db).sql;
  /** The starts of `date` at `now`, asked for that day alone: the same question (cache key) whatever `now` is. */
  const startsOn = async (tenant: Tenant, now: Date, date: string, viewerId: string | null = null) => {
    const summary = await summarizeAvailableDays(sql(), { from: date, to: date, viewerId }, tenant, now);
    return summary.days.find((d) => d.date === date)?.starts;
  };

  it("a schedule roll's new day is in the next read", async () => {
    const tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
    // A morning whose next day brings a weekday into the window, so the roll adds a green day.
    let now = new Date("2030-06-03T06:00:00Z");
    while (weekdayIndex(bookingWindow(new Date(now.getTime() + DAY), tenant.timeZone).to) >= 5) now = new Date(now.getTime() + DAY);
    const expertId = await defaultExpert(t.db, tenant);
    await saveExpertSchedule(scopedDb(t.db, tenant.id), tenant, { weekly: WEEK, overrides: [] }, now);
    const tomorrow = new Date(now.getTime() + DAY);
    const newDay = bookingWindow(tomorrow, tenant.timeZone).to;
    expect(newDay).toBe(addDays(bookingWindow(now, tenant.timeZone).to, 1));
    expect(await startsOn(tenant, tomorrow, newDay)).toBeUndefined();
    expect(await startsOn(tenant, tomorrow, newDay)).toBeUndefined();

    const rolled = await applyExpertSchedule(databases(t.db).tenant(tenant.id), tenant, expertId, tomorrow, "roll");
    expect(rolled.created).toBe(6);
    expect(await startsOn(tenant, tomorrow, newDay)).toBe(6);
  });

  it("a hold is in the next read, for everyone but its holder, and its lapse too; so is the notice passing a start", async () => {
    const tenant = await createTenant(t.db);
    const holder = await createUser(t.db, { tenant });
    const now = new Date("2030-06-03T06:00:00Z");
    const date = addDays(bookingWindow(now, tenant.timeZone).from, 2);
    const expertId = await defaultExpert(t.db, tenant);
    const starts = [9 * 60, 9 * 60 + 30, 10 * 60].map((minutes) => localTimeToInstant(tenant.timeZone, date, minutes));
    const slots = await Promise.all(
      starts.map((startsAt) =>
        t.db.slot.create({ data: { tenantId: tenant.id, expertId, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) } }),
      ),
    );
    expect(await startsOn(tenant, now, date)).toBe(3);
    expect(await startsOn(tenant, now, date, holder.id)).toBe(3);

    // Holds lapse by the database clock alone: this one in 1.5 s of it.
    await t.db.$executeRawUnsafe(
      `UPDATE "Slot" SET "heldForUserId" = $1::uuid, "heldUntil" = clock_timestamp() + interval '1500 milliseconds' WHERE id = $2::uuid`,
      holder.id,
      slots[1]!.id,
    );
    expect(await startsOn(tenant, now, date)).toBe(2);
    expect(await startsOn(tenant, now, date)).toBe(2);
    expect(await startsOn(tenant, now, date, holder.id)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await startsOn(tenant, now, date)).toBe(3);

    // The clock alone: once now plus the notice (none here) reaches the first start, it is no longer offered.
    const atFirstStart = new Date(starts[0]!.getTime());
    expect(await startsOn(tenant, new Date(atFirstStart.getTime() - 60_000), date)).toBe(3);
    expect(await startsOn(tenant, atFirstStart, date)).toBe(2);
    // And back (an injected clock may go back): the earlier answer, not the cached later one.
    expect(await startsOn(tenant, now, date)).toBe(3);
  });
});

describe.skipIf(!isPostgres)("the change log on the booking path (PostgreSQL)", () => {
  it("two open transactions writing one tenant's slots never wait on each other (no per-tenant row lock)", async () => {
    const tenant = await createTenant(t.db);
    const [mine, theirs] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 5)], startTime: "09:00", endTime: "10:00" });
    const before = await t.db.calendarChange.count({ where: { tenantId: tenant.id } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const firstWrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The first transaction writes (its trigger appends its row) and stays open...
    const first = t.db.$transaction(async (tx) => {
      await tx.slot.update({ where: { id: mine!.id }, data: { fromSchedule: true } });
      written();
      await held;
    });
    await firstWrote;
    // ...while the second writes the same tenant's other slot: with a counter row it would queue behind
    // the first's lock until its commit; here it must finish under a lock timeout of half a second.
    await t.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '500ms'`);
      await tx.slot.update({ where: { id: theirs!.id }, data: { fromSchedule: true } });
    });
    release();
    await first;
    expect(await t.db.calendarChange.count({ where: { tenantId: tenant.id } })).toBe(before + 2);
  });
});
