// (b) POST /api/bookings with 50 concurrent clients: first each on its own slot (throughput of the
// happy path), in rounds alternating with the same bookings on a bare route (bare-booking.ts),
// then all fighting over 20 slots, winners cancelling at once so the fight goes on.
// Afterwards the invariants of tests/booking are checked with SQL: a fast wrong answer is no answer.
import { prismaSql, type Db, type Service, type Tenant } from "@booking/db";
import { bookingWindow, defaultExpertId, generateSlotsForRange } from "@booking/core";
import { checkBookingInvariants, CLEAN_REPORT } from "../../tests/support/booking-invariants.ts";
import { mergeLoads, runLoad, type LoadResult } from "./load.ts";
import { bareBookingServer } from "./bare-booking.ts";
import { analyze, seedCustomers, seedService, seedTenant, type BenchUser } from "./seed.ts";
import { outcomeOf, transportFor, type Send } from "./transport.ts";

export interface BookingsResult {
  distinct: LoadResult;
  /** The same bookings through bare-booking.ts's route (no plugins, tRPC or zod). */
  bareDistinct: LoadResult;
  /** platform throughput / bare route throughput on distinct slots */
  bareThroughputRatio: number;
  contention: LoadResult;
  /** Contended attempts per second relative to uncontended bookings per second. */
  contentionThroughputRatio: number;
}

const CONCURRENCY = 50;
/** Measured rounds per route, after one unmeasured round each (JIT, prepared statements, pools). */
const ROUNDS = 4;
const ROUND_SIZE = 500;

export async function slotsFor(db: Db, tenant: Tenant, dates: { from: string; to: string }, startTime: string, endTime: string) {
  const generated = generateSlotsForRange({
    timeZone: tenant.timeZone,
    now: new Date(),
    startDate: dates.from,
    endDate: dates.to,
    startTime,
    endTime,
  }).filter((slot) => slot.startsAt.getTime() > Date.now() + 3_600_000);
  const expertId = await defaultExpertId(prismaSql(db), tenant.id);
  await db.slot.createMany({ data: generated.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })) });
  return db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" }, select: { id: true } });
}

function booker(send: Send, tenant: Tenant, service: Service, clients: BenchUser[], path = "/api/bookings") {
  return (client: number, slotId: string) =>
    send(
      "POST",
      path,
      { "x-tenant": tenant.slug, authorization: `Bearer ${clients[client % clients.length]!.token}` },
      { serviceId: service.id, slotId },
    );
}

async function assertClean(url: string, tenant: Tenant, label: string): Promise<void> {
  const report = await checkBookingInvariants(url, tenant.id);
  if (JSON.stringify(report) !== JSON.stringify(CLEAN_REPORT)) throw new Error(`${label}: invariants broken ${JSON.stringify(report)}`);
}

interface DistinctRun {
  /** The next ROUND_SIZE bookings, each on its own slot, CONCURRENCY at a time. */
  round(): Promise<LoadResult>;
  /** The invariants of tests/booking, checked with SQL: a fast wrong answer is no answer. */
  check(): Promise<void>;
}

/** A tenant with a slot for every booking of every round, customers, and a booker on `path`. */
export async function distinctRun(
  db: Db,
  url: string,
  send: Send,
  slug: string,
  path?: string,
  roundSize = ROUND_SIZE,
): Promise<DistinctRun> {
  const tenant = await seedTenant(db, slug);
  const service = await seedService(db, tenant, 30);
  const slots = await slotsFor(db, tenant, bookingWindow(new Date(), tenant.timeZone), "00:00", "24:00");
  if (slots.length < (ROUNDS + 1) * ROUND_SIZE) throw new Error(`bookings: ${slots.length} slots, ${(ROUNDS + 1) * ROUND_SIZE} needed`);
  const book = booker(send, tenant, service, await seedCustomers(db, tenant, CONCURRENCY), path);
  await analyze(db);
  let next = 0;
  return {
    async round() {
      const first = next;
      next += roundSize;
      return runLoad({
        concurrency: CONCURRENCY,
        total: roundSize,
        budgetMs: 20_000,
        task: async (i) => outcomeOf(await book(i, slots[first + i]!.id)),
      });
    },
    check: () => assertClean(url, tenant, slug),
  };
}

export async function benchBookings(db: Db, url: string, send: Send, transport: string | undefined): Promise<BookingsResult> {
  const suffix = Date.now().toString(36);
  const distinct = await distinctRun(db, url, send, `bench-book-${suffix}`);
  const bare = await bareBookingServer(db);
  const rounds: { platform: LoadResult; bare: LoadResult }[] = [];
  try {
    const bareDistinct = await distinctRun(db, url, await transportFor(bare, transport), `bench-bare-${suffix}`, "/bare/bookings");
    await distinct.round(); // warm-up
    await bareDistinct.round();
    // Alternating rounds, so both see the same machine (the load of the box drifts).
    for (let round = 0; round < ROUNDS; round++) rounds.push({ platform: await distinct.round(), bare: await bareDistinct.round() });
    await distinct.check();
    await bareDistinct.check();
  } finally {
    await bare.close();
  }
  const platformLoad = mergeLoads(rounds.map((r) => r.platform));
  const bareLoad = mergeLoads(rounds.map((r) => r.bare));

  const fightTenant = await seedTenant(db, `bench-fight-${suffix}`);
  const fightService = await seedService(db, fightTenant, 30);
  const lastDay = bookingWindow(new Date(), fightTenant.timeZone).to;
  const fightSlots = await slotsFor(db, fightTenant, { from: lastDay, to: lastDay }, "08:00", "18:00");
  const fighters = await seedCustomers(db, fightTenant, CONCURRENCY);
  const fightBook = booker(send, fightTenant, fightService, fighters);
  await analyze(db);
  const contention = await runLoad({
    concurrency: CONCURRENCY,
    total: 2_000,
    budgetMs: 20_000,
    task: async (i) => {
      const t0 = performance.now();
      const reply = await fightBook(i, fightSlots[Math.floor(Math.random() * fightSlots.length)]!.id);
      const latencyMs = performance.now() - t0;
      if (reply.status === 201) {
        const id = (JSON.parse(reply.body) as { id: string }).id;
        await send("DELETE", `/api/bookings/${id}`, {
          "x-tenant": fightTenant.slug,
          authorization: `Bearer ${fighters[i % fighters.length]!.token}`,
        });
      }
      return { outcome: outcomeOf(reply), latencyMs };
    },
  });
  await assertClean(url, fightTenant, "contention");
  return {
    distinct: platformLoad,
    bareDistinct: bareLoad,
    bareThroughputRatio: platformLoad.throughputPerSec / bareLoad.throughputPerSec,
    contention,
    contentionThroughputRatio: contention.throughputPerSec / platformLoad.throughputPerSec,
  };
}
