// Races over real sockets on a real PostgreSQL server: many clients at once, then SQL checks that
// no slot is held twice, no live bookings overlap, cancels freed what they held and every history
// is a valid chain. PGlite is one session (no concurrency), so these need TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { concurrencyConflicts } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { checkBookingInvariants, CLEAN_REPORT } from "../support/booking-invariants.ts";
import { listenForRaces, tally, type Call, type Reply } from "../support/race-http.ts";

const { isPostgres } = await getTestDatabase();
if (!isPostgres) {
  console.warn(
    "\n[races] ********************************************************************************\n" +
      "[races] SKIPPED: booking race tests need real PostgreSQL. Run with TEST_DATABASE_URL=postgresql://...\n" +
      "[races] ********************************************************************************\n",
  );
}

type Customer = User & { token: string };

let t: TestApp;
let call: Call;

const book = (tenant: Tenant, as: Customer, service: Service, slot: { id: string }) =>
  call(tenant, "POST", "/api/bookings", as, { serviceId: service.id, slotId: slot.id });

async function customers(tenant: Tenant, count: number): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < count; i += 25) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, () => createUser(t.db, { tenant })))));
  }
  return made;
}

/** Booking ids of the tenant's queued "created" notifications. */
async function createdNotifications(tenant: Tenant): Promise<string[]> {
  const jobs = await t.db.job.findMany({ where: { payload: { path: ["tenantId"], equals: tenant.id } } });
  return jobs.flatMap((job) => {
    const payload = job.payload as { type?: string; change?: string; bookingId?: string };
    return payload.type === "booking-event" && payload.change === "created" ? [payload.bookingId!] : [];
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Every 409 must come from the engine's own checks (row counts, locked re-reads), never from
 * PostgreSQL giving up on a transaction: no deadlock (40P01), serialization failure (40001) or
 * unique violation was mapped to a 409 while the test ran.
 */
function expectNoDatabaseConflicts(before: Record<string, number>): void {
  expect(concurrencyConflicts()).toEqual(before);
}

describe.skipIf(!isPostgres)("booking races on PostgreSQL (real HTTP)", () => {
  beforeAll(async () => {
    // Clients here book far more than 20 times a minute: the per-caller limit is hold-cap.test.ts's subject.
    t = await createTestApp({ bookingAttemptsPerMinute: 0 });
    call = await listenForRaces(t);
  });
  afterAll(() => t?.app.close());

  it("200 customers booking the same slot at once: exactly one booking, 199 × 409 SLOT_TAKEN", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant);
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "12:00", endTime: "12:30" });
    const crowd = await customers(tenant, 200);

    const replies = await Promise.all(crowd.map((customer) => book(tenant, customer, service, slot!)));

    expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 199 });
    const winner = replies.find((reply) => reply.status === 201)!.body.id;
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slot!.id } })).toMatchObject({ bookingId: winner, isBooked: true });
    // The losers' booking rows were rolled back with their failed holds.
    expect(await t.db.booking.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(await t.db.bookingStatusChange.count({ where: { tenantId: tenant.id } })).toBe(1);
    // The "created" notification is written by the booking's own statement: one, for the winner.
    expect(await createdNotifications(tenant)).toEqual([winner]);
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expectNoDatabaseConflicts(conflictsBefore);
  });

  it("50 clients, 2,000 attempts over 20 slots (30- and 60-minute services, each client cancelling its previous booking): no slot held twice, no deadlock, no 5xx", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db);
    const services = [
      await createService(t.db, tenant, { durationMinutes: 30 }),
      await createService(t.db, tenant, { durationMinutes: 60 }),
    ];
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "08:00", endTime: "18:00" });
    expect(slots).toHaveLength(20);
    const clients = await customers(tenant, 50);

    const attempts: Reply[] = [];
    const cancels: Reply[] = [];
    await Promise.all(
      clients.map(async (client) => {
        // Each client holds at most one booking and gives it up before trying again, so slots are
        // freed all through the storm and there is always something to fight over.
        let held: string | undefined;
        for (let attempt = 0; attempt < 40; attempt++) {
          if (held) cancels.push(await call(tenant, "DELETE", `/api/bookings/${held}`, client));
          const reply = await book(tenant, client, pick(services), pick(slots));
          attempts.push(reply);
          held = reply.status === 201 ? reply.body.id : undefined;
        }
      }),
    );

    expect(attempts).toHaveLength(2000);
    const counts = tally(attempts);
    expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(["201", "409 SLOT_TAKEN"]));
    for (const key of Object.keys(counts)) expect(["201", "409 SLOT_TAKEN", "409 SERVICE_DOES_NOT_FIT"]).toContain(key);
    expect(tally(cancels)).toEqual({ "200": cancels.length });
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expectNoDatabaseConflicts(conflictsBefore);
    // Every 201 is a booking row; every cancel cancelled one of them; the last bookings still hold their slots.
    expect(await t.db.booking.count({ where: { tenantId: tenant.id } })).toBe(counts["201"]);
    expect(await t.db.booking.count({ where: { tenantId: tenant.id, status: "CANCELLED" } })).toBe(cancels.length);
    expect(await t.db.booking.count({ where: { tenantId: tenant.id, status: "PENDING" } })).toBeGreaterThan(0);
    const created = attempts.filter((reply) => reply.status === 201).map((reply) => reply.body.id!);
    expect((await createdNotifications(tenant)).sort()).toEqual(created.sort());
  }, 60_000);

  it("admins confirming, paying and cancelling concurrently while customers rebook freed slots: no overlap, valid histories", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant);
    const [admin1, admin2] = [await createUser(t.db, { tenant, role: "ADMIN" }), await createUser(t.db, { tenant, role: "ADMIN" })];
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "09:00", endTime: "19:00" });
    const owners = await customers(tenant, slots.length);
    const rivals = await customers(tenant, slots.length);
    const bookings = await Promise.all(
      slots.map((slot, i) => createBookingRow(t.db, { tenant, user: owners[i]!, service, slots: [slot] })),
    );
    const status = (id: string, value: string, as: Customer) =>
      call(tenant, "PUT", `/api/admin/bookings/${id}/status`, as, { status: value });

    const firstWave = await Promise.all(
      bookings.flatMap((booking, i) => [
        status(booking.id, "CONFIRMED", admin1),
        status(booking.id, "CONFIRMED", admin2),
        status(booking.id, "PAID", admin1),
        call(tenant, "DELETE", `/api/admin/bookings/${booking.id}`, admin2),
        book(tenant, rivals[i]!, service, slots[i]!),
      ]),
    );
    // Second wave: confirm every rival booking that got in, while the old ones are confirmed again.
    const rivalIds = firstWave.filter((reply) => reply.status === 201).map((reply) => reply.body.id!);
    const secondWave = await Promise.all([
      ...rivalIds.map((id) => status(id, "CONFIRMED", admin1)),
      ...bookings.map((booking) => status(booking.id, "CONFIRMED", admin2)),
    ]);

    const counts = tally([...firstWave, ...secondWave]);
    expect(counts["5xx"]).toBeUndefined();
    for (const key of Object.keys(counts)) expect(["200", "201", "409 SLOT_TAKEN", "409 INVALID_STATUS_TRANSITION"]).toContain(key);
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expectNoDatabaseConflicts(conflictsBefore);
    // Each old booking was cancelled exactly once, whatever order the admins' calls ran in.
    expect(
      await t.db.bookingStatusChange.count({
        where: { tenantId: tenant.id, bookingId: { in: bookings.map((b) => b.id) }, toStatus: "CANCELLED" },
      }),
    ).toBe(bookings.length);
  }, 30_000);

  it("a reschedule racing a new booking for its target slot: exactly one wins, and a lost reschedule keeps the old slot", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant, { durationMinutes: 60 });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    // Pairs of 60-minute windows: the booking sits at 08:00+2h·i, its target one hour later.
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "00:00", endTime: "24:00" });
    const rounds = 12;
    const owners = await customers(tenant, rounds);
    const rivals = await customers(tenant, rounds);
    const bookings = await Promise.all(
      owners.map((owner, i) => createBookingRow(t.db, { tenant, user: owner, service, slots: slots.slice(4 * i, 4 * i + 2) })),
    );

    // A reschedule does more work before its write than a booking does, so without a head start it
    // would always lose; a few milliseconds' start for one side or the other lets both outcomes occur.
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await Promise.all(
      bookings.map(async (booking, i) => {
        const target = slots[4 * i + 2]!;
        const [rescheduleDelay, bookingDelay] = i % 2 === 0 ? [0, 20 + Math.random() * 40] : [Math.random() * 5, 0];
        const [moved, booked] = await Promise.all([
          after(rescheduleDelay).then(() =>
            call(tenant, "PUT", `/api/admin/bookings/${booking.id}/reschedule`, admin, { newSlotId: target.id }),
          ),
          after(bookingDelay).then(() => book(tenant, rivals[i]!, service, target)),
        ]);
        return { booking, target, old: slots[4 * i]!, moved, booked };
      }),
    );

    for (const { booking, target, old, moved, booked } of outcomes) {
      expect([moved.status, booked.status].sort()).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
      const targetHolder = (await t.db.slot.findUniqueOrThrow({ where: { id: target.id } })).bookingId;
      const oldHolder = (await t.db.slot.findUniqueOrThrow({ where: { id: old.id } })).bookingId;
      if (moved.status === 200) {
        expect(booked.body.error).toBe("SLOT_TAKEN");
        expect([targetHolder, oldHolder]).toEqual([booking.id, null]);
      } else {
        expect(moved.body.error).toBe("SLOT_TAKEN");
        expect([targetHolder, oldHolder]).toEqual([booked.body.id, booking.id]);
      }
    }
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expectNoDatabaseConflicts(conflictsBefore);
  }, 30_000);

  it("concurrent bookings cannot exceed the FREE plan's 10 per month", async () => {
    const conflictsBefore = concurrencyConflicts();
    const tenant = await createTenant(t.db, { plan: "FREE" });
    const service = await createService(t.db, tenant);
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "08:00", endTime: "20:00" });
    const owner = await createUser(t.db, { tenant });
    for (const slot of slots.slice(0, 7)) await createBookingRow(t.db, { tenant, user: owner, service, slots: [slot] });
    const crowd = await customers(tenant, 15);

    const replies = await Promise.all(crowd.map((customer, i) => book(tenant, customer, service, slots[7 + i]!)));

    expect(tally(replies)).toEqual({ "201": 3, "403 PLAN_LIMIT_BOOKINGS_PER_MONTH": 12 });
    expect(await t.db.booking.count({ where: { tenantId: tenant.id, status: { not: "CANCELLED" } } })).toBe(10);
    expectNoDatabaseConflicts(conflictsBefore);
  }, 30_000);

  it("force deletes, range deletes and reschedules racing multi-slot bookings: no deadlock, no 5xx, invariants hold", async () => {
    const conflictsBefore = concurrencyConflicts();
    // Each client books up to ten times without cancelling: the pending cap (3 by default) is not what
    // this race is about (it failed whenever a client kept three bookings through the deletes).
    const tenant = await t.db.tenant.update({ where: { id: (await createTenant(t.db)).id }, data: { maxPendingPerCustomer: 0 } });
    const services = [
      await createService(t.db, tenant, { durationMinutes: 60 }),
      await createService(t.db, tenant, { durationMinutes: 90 }),
    ];
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    // Day A is emptied and refilled over and over (new slot ids each time); day B only loses the
    // slots an admin force-deletes. Everyone aims at whatever slots exist at that moment.
    const [dayA, dayB] = [localDate(tenant, 2), localDate(tenant, 3)];
    await createSlots(t.db, tenant, { dates: [dayA, dayB], startTime: "06:00", endTime: "22:00" });
    const clients = await customers(tenant, 30);
    const made: string[] = [];
    const currentSlots = () => t.db.slot.findMany({ where: { tenantId: tenant.id }, select: { id: true } });
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const replies: Reply[] = [];
    await Promise.all([
      ...clients.map(async (client) => {
        for (let i = 0; i < 10; i++) {
          const reply = await book(tenant, client, pick(services), pick(await currentSlots()));
          if (reply.status === 201) made.push(reply.body.id!);
          replies.push(reply);
        }
      }),
      (async () => {
        for (let i = 0; i < 30; i++) {
          replies.push(await call(tenant, "DELETE", `/api/admin/availability/slots/${pick(await currentSlots()).id}?force=true`, admin));
          if (made.length > 0) {
            replies.push(
              await call(tenant, "PUT", `/api/admin/bookings/${pick(made)}/reschedule`, admin, {
                newSlotId: pick(await currentSlots()).id,
              }),
            );
          }
        }
      })(),
      (async () => {
        for (let i = 0; i < 8; i++) {
          replies.push(await call(tenant, "DELETE", `/api/admin/availability/slots?from=${dayA}&to=${dayA}`, admin));
          replies.push(
            await call(tenant, "POST", "/api/admin/availability", admin, { dates: [dayA], startTime: "06:00", endTime: "22:00" }),
          );
          await after(100);
        }
      })(),
    ]);

    const counts = tally(replies);
    expect(counts["5xx"]).toBeUndefined();
    expect(counts["201"]).toBeGreaterThan(0);
    for (const key of Object.keys(counts)) {
      expect(["200", "201", "409 SLOT_TAKEN", "409 SERVICE_DOES_NOT_FIT", "404 SLOT_NOT_FOUND", "409 BOOKING_NOT_RESCHEDULABLE"]).toContain(
        key,
      );
    }
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
    expectNoDatabaseConflicts(conflictsBefore);
  }, 60_000);
});
