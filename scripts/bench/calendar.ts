// (h) The customer calendar in two steps against the full answer (issue 17 item 9): bytes and
// requests/s of GET /api/bookings/available for the whole window, of its days summary and of one
// day's times, on one tenant with slots round the clock (~2,880, every 7th booked, no service:
// the heaviest answer). Rounds alternate the three, so all see the same machine.
import type { Db } from "@booking/db";
import { bookingWindow } from "@booking/core";
import { mergeLoads, runLoad, type LoadResult } from "./load.ts";
import { analyze, seedCustomers, seedFutureBookings, seedService, seedTenant, seedWindowSlots } from "./seed.ts";
import type { Send } from "./transport.ts";

export interface CalendarCall {
  path: string;
  bytes: number;
  load: LoadResult;
}

export interface CalendarResult {
  futureSlots: number;
  full: CalendarCall;
  days: CalendarCall;
  times: CalendarCall;
}

const ROUNDS = 3;
const ROUND_MS = 2_000;
const CONCURRENCY = 4;

export async function benchCalendar(db: Db, send: Send): Promise<CalendarResult> {
  const tenant = await seedTenant(db, `bench-calendar-${Date.now().toString(36)}`);
  const service = await seedService(db, tenant, 30);
  const [owner] = await seedCustomers(db, tenant, 1);
  const futureSlots = await seedWindowSlots(db, tenant, "00:00", "24:00");
  await seedFutureBookings(db, tenant, owner!.id, service, 7);
  await analyze(db);

  const { from, to } = bookingWindow(new Date(), tenant.timeZone);
  const headers = { "x-tenant": tenant.slug };
  const get = async (path: string) => {
    const reply = await send("GET", path, headers);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body.slice(0, 200)}`);
    return reply.body;
  };
  const full = `/api/bookings/available?from=${from}&to=${to}`;
  const summary = `/api/bookings/available/days?from=${from}&to=${to}`;
  const greenDays = (JSON.parse(await get(summary)) as { days: { date: string }[] }).days;
  // A day in the middle of the window: a full day's worth of times.
  const times = `/api/bookings/available/times?date=${greenDays[Math.floor(greenDays.length / 2)]!.date}`;
  const paths = [full, summary, times] as const;
  const bytes = await Promise.all(paths.map(async (path) => Buffer.byteLength(await get(path))));
  const rounds: LoadResult[][] = paths.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, path] of paths.entries()) {
      rounds[i]!.push(
        await runLoad({
          concurrency: CONCURRENCY,
          total: Number.MAX_SAFE_INTEGER,
          budgetMs: ROUND_MS,
          task: async () => String((await send("GET", path, headers)).status),
        }),
      );
    }
  }
  const call = (i: number): CalendarCall => ({ path: paths[i]!, bytes: bytes[i]!, load: mergeLoads(rounds[i]!) });
  return { futureSlots, full: call(0), days: call(1), times: call(2) };
}
