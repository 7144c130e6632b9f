// (a) GET /api/bookings/available for the whole 60-day window of a tenant with ~1,000 future
// slots (every 7th booked) and 10,000 past bookings, fitted to a 60-minute service; compared with
// one hand-written pg query returning the same start slots with their local date and times.
import pg from "pg";
import type { Db } from "@booking/db";
import { bookingWindow, localDateRangeToInstants } from "@booking/core";
import { percentile } from "./load.ts";
import { analyze, seedCustomers, seedFutureBookings, seedPastBookings, seedService, seedTenant, seedWindowSlots } from "./seed.ts";
import type { Send } from "./transport.ts";

export interface AvailableResult {
  futureSlots: number;
  offeredStarts: number;
  requests: number;
  endpoint: { p50Ms: number; p95Ms: number };
  handWrittenQuery: { p50Ms: number; p95Ms: number };
  ratioP50: number;
  ratioP95: number;
}

const RUNS = 300;
const WARMUP = 50;

// Free starts followed by a free slot starting exactly where they end (a 60-minute service).
const HAND_WRITTEN = `
  SELECT s.id, to_char(s."startsAt" AT TIME ZONE $4, 'YYYY-MM-DD') AS date,
    to_char(s."startsAt" AT TIME ZONE $4, 'HH24:MI') AS "startTime", to_char(s."endsAt" AT TIME ZONE $4, 'HH24:MI') AS "endTime"
  FROM "Slot" s
  JOIN "Slot" n ON n."tenantId" = s."tenantId" AND n."startsAt" = s."endsAt" AND n."bookingId" IS NULL
  WHERE s."tenantId" = $1 AND s."startsAt" >= $2 AND s."startsAt" < $3 AND s."startsAt" > now() AND s."bookingId" IS NULL
  ORDER BY s."startsAt"`;

/** Runs the two alternately, so both see the same machine (the load of the box drifts). */
export async function timeInterleaved(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await Promise.all([a(), b()]);
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [run, times] of [
      [a, timesA],
      [b, timesB],
    ] as const) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
  }
  const summary = (times: number[]) => {
    times.sort((x, y) => x - y);
    return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  };
  return [summary(timesA), summary(timesB)] as const;
}

export async function benchAvailable(db: Db, url: string, send: Send): Promise<AvailableResult> {
  const tenant = await seedTenant(db, `bench-available-${Date.now().toString(36)}`);
  const service = await seedService(db, tenant, 60);
  const [owner] = await seedCustomers(db, tenant, 1);
  await seedPastBookings(db, tenant, owner!.id, service, 10_000);
  const futureSlots = await seedWindowSlots(db, tenant, "09:00", "17:30");
  await seedFutureBookings(db, tenant, owner!.id, service, 7);
  await analyze(db);

  const window = bookingWindow(new Date(), tenant.timeZone);
  const path = `/api/bookings/available?from=${window.from}&to=${window.to}&serviceId=${service.id}`;
  const headers = { "x-tenant": tenant.slug };
  const { start, end } = localDateRangeToInstants(window.from, window.to, tenant.timeZone);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The two must agree on what they return, or the comparison means nothing.
    const reply = await send("GET", path, headers);
    if (reply.status !== 200) throw new Error(`available: ${reply.status} ${reply.body}`);
    const offered = (JSON.parse(reply.body) as { days: { slots: { id: string }[] }[] }).days.flatMap((d) => d.slots.map((s) => s.id));
    const rows = (await client.query(HAND_WRITTEN, [tenant.id, start, end, tenant.timeZone])).rows as { id: string }[];
    if (offered.join() !== rows.map((row) => row.id).join()) {
      throw new Error(`available: endpoint offers ${offered.length} starts, the hand-written query ${rows.length}`);
    }
    const [endpoint, handWrittenQuery] = await timeInterleaved(
      () => send("GET", path, headers),
      () => client.query(HAND_WRITTEN, [tenant.id, start, end, tenant.timeZone]),
    );
    return {
      futureSlots,
      offeredStarts: offered.length,
      requests: RUNS,
      endpoint,
      handWrittenQuery,
      ratioP50: endpoint.p50Ms / handWrittenQuery.p50Ms,
      ratioP95: endpoint.p95Ms / handWrittenQuery.p95Ms,
    };
  } finally {
    await client.end();
  }
}
