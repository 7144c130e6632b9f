// (b) POST /api/bookings with 50 concurrent clients: first each on its own slot (throughput of the
// happy path), then all fighting over 20 slots, winners cancelling at once so the fight goes on.
// Afterwards the invariants of tests/booking are checked with SQL: a fast wrong answer is no answer.
import type { Db, Service, Tenant } from "@booking/db";
import { bookingWindow, generateSlotsForRange } from "@booking/core";
import { checkBookingInvariants, CLEAN_REPORT } from "../../tests/support/booking-invariants.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { analyze, seedCustomers, seedService, seedTenant, type BenchUser } from "./seed.ts";
import { outcomeOf, type Send } from "./transport.ts";

export interface BookingsResult {
  distinct: LoadResult;
  contention: LoadResult;
  /** Contended attempts per second relative to uncontended bookings per second. */
  contentionThroughputRatio: number;
}

const CONCURRENCY = 50;

async function slotsFor(db: Db, tenant: Tenant, dates: { from: string; to: string }, startTime: string, endTime: string) {
  const generated = generateSlotsForRange({ timeZone: tenant.timeZone, now: new Date(), startDate: dates.from, endDate: dates.to, startTime, endTime })
    .filter((slot) => slot.startsAt.getTime() > Date.now() + 3_600_000);
  await db.slot.createMany({ data: generated.map((slot) => ({ ...slot, tenantId: tenant.id })) });
  return db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" }, select: { id: true } });
}

function booker(send: Send, tenant: Tenant, service: Service, clients: BenchUser[]) {
  return (client: number, slotId: string) =>
    send("POST", "/api/bookings", { "x-tenant": tenant.slug, authorization: `Bearer ${clients[client % clients.length]!.token}` },
      { serviceId: service.id, slotId });
}

async function assertClean(url: string, tenant: Tenant, label: string): Promise<void> {
  const report = await checkBookingInvariants(url, tenant.id);
  if (JSON.stringify(report) !== JSON.stringify(CLEAN_REPORT)) throw new Error(`${label}: invariants broken ${JSON.stringify(report)}`);
}

export async function benchBookings(db: Db, url: string, send: Send): Promise<BookingsResult> {
  const suffix = Date.now().toString(36);
  const distinctTenant = await seedTenant(db, `bench-book-${suffix}`);
  const distinctService = await seedService(db, distinctTenant, 30);
  const window = bookingWindow(new Date(), distinctTenant.timeZone);
  const slots = await slotsFor(db, distinctTenant, window, "00:00", "24:00");
  const distinctBook = booker(send, distinctTenant, distinctService, await seedCustomers(db, distinctTenant, CONCURRENCY));
  await analyze(db);
  // Warm the path (JIT, prepared plans) on slots the measured run does not use.
  for (let i = 0; i < 50; i++) await distinctBook(i, slots[slots.length - 1 - i]!.id);
  const distinct = await runLoad({
    concurrency: CONCURRENCY, total: Math.min(2_000, slots.length - 50), budgetMs: 20_000,
    task: async (i) => outcomeOf(await distinctBook(i, slots[i]!.id)),
  });
  await assertClean(url, distinctTenant, "distinct");

  const fightTenant = await seedTenant(db, `bench-fight-${suffix}`);
  const fightService = await seedService(db, fightTenant, 30);
  const fightSlots = await slotsFor(db, fightTenant, { from: window.to, to: window.to }, "08:00", "18:00");
  const fighters = await seedCustomers(db, fightTenant, CONCURRENCY);
  const fightBook = booker(send, fightTenant, fightService, fighters);
  await analyze(db);
  const contention = await runLoad({
    concurrency: CONCURRENCY, total: 2_000, budgetMs: 20_000,
    task: async (i) => {
      const t0 = performance.now();
      const reply = await fightBook(i, fightSlots[Math.floor(Math.random() * fightSlots.length)]!.id);
      const latencyMs = performance.now() - t0;
      if (reply.status === 201) {
        const id = (JSON.parse(reply.body) as { id: string }).id;
        await send("DELETE", `/api/bookings/${id}`, { "x-tenant": fightTenant.slug, authorization: `Bearer ${fighters[i % fighters.length]!.token}` });
      }
      return { outcome: outcomeOf(reply), latencyMs };
    },
  });
  await assertClean(url, fightTenant, "contention");
  return { distinct, contention, contentionThroughputRatio: contention.throughputPerSec / distinct.throughputPerSec };
}
