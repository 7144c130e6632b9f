// npm run scale-out: the production layout (README "Scale-out") on this machine: 3 API processes
// and 1 bot/worker process (`npm run bot`) on one PostgreSQL and one Redis, a Bot API stand-in for
// Telegram, and a client that spreads requests over the APIs like Caddy's reverse_proxy (a refused
// connection goes to the next upstream; a request once sent is never repeated). It measures
// bookings/s through 1 and through 3 APIs, races 15 customers per slot across the processes, sends a
// notification burst, and
// restarts each API in turn (SIGTERM, start again) under booking load. Checks: one winner per slot,
// no 5xx but Fastify's 503 of a closing process, no lost connection, every acknowledged booking in
// the database; a notification burst through all four processes' Telegram workers: each message
// once, at most 30 in any rolling second and 1 per second per chat at the stand-in.
// The whole layout runs twice: the processes on PostgreSQL directly, then through PgBouncer in
// transaction pooling (DATABASE_POOLER=transaction, README "Behind PgBouncer"), with the same checks
// and the pooled/direct throughput ratio.
// Needs SCALE_DATABASE_URL or TEST_DATABASE_URL (a database is created and dropped) and REDIS_URL
// (default redis://127.0.0.1:6379). Exits 1 when a check fails.
import { bookingWindow } from "@booking/core";
import { startFakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { maxCallsInRollingWindow, minGapPerChat } from "@booking/telegram/testing/rate-measure";
import { checkBookingInvariants, CLEAN_REPORT } from "../tests/support/booking-invariants.ts";
import { spawnServer, type ServerProcess } from "../tests/support/processes.ts";
import { PLATFORM_BOT } from "../tests/support/identity.ts";
import { startPgBouncer } from "../tests/support/pgbouncer.ts";
import { distinctRun, slotsFor } from "./bench/bookings.ts";
import { openBenchDatabase } from "./bench/database.ts";
import { mergeLoads } from "./bench/load.ts";
import { seedCustomers, seedService, seedTenant } from "./bench/seed.ts";
import { outcomeOf, type Send } from "./bench/transport.ts";

const APIS = 3;
const ROUND = 300;
const RACE_SLOTS = 20;
const RACERS_PER_SLOT = 15;
const RESTART_ROUND = 100;
const STAFF = 40;
const NOTIFIED_BOOKINGS = 8;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

/** Round-robin over `apis()` with failover on a refused connection, as Caddy's load balancing does. */
function balancer(apis: () => ServerProcess[]): Send {
  let next = 0;
  return async (method, url, headers, body) => {
    const upstreams = apis();
    for (let tries = 0; tries < upstreams.length * 20; tries++) {
      const api = upstreams[next++ % upstreams.length]!;
      try {
        const res = await fetch(api.base + url, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: await res.text() };
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code !== "ECONNREFUSED") return { status: 0, body: JSON.stringify({ error: `connection ${code ?? "lost"}` }) };
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return { status: 0, body: JSON.stringify({ error: "no upstream" }) };
  };
}

type Database = Awaited<ReturnType<typeof openBenchDatabase>>;
type FakeBotApi = Awaited<ReturnType<typeof startFakeBotApi>>;

async function main() {
  if (!process.env.SCALE_DATABASE_URL && !process.env.TEST_DATABASE_URL)
    throw new Error("scale-out needs PostgreSQL: set SCALE_DATABASE_URL or TEST_DATABASE_URL");
  if (process.env.SCALE_DATABASE_URL) process.env.BENCH_DATABASE_URL = process.env.SCALE_DATABASE_URL;
  const database = await openBenchDatabase();
  const fake = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] });
  const env = {
    DATABASE_URL: database.url,
    APP_SECRET: "scale-out-app-secret-0123456789",
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    TELEGRAM_BOT_TOKEN: PLATFORM_BOT.token,
    TELEGRAM_BOT_USERNAME: PLATFORM_BOT.username,
    TELEGRAM_API_ROOT: fake.apiRoot,
    LOG_LEVEL: "error",
  };
  // Each process keeps 10 connections; PgBouncer gives the four of them 10 server connections in all.
  const bouncer = await startPgBouncer(database.url, { serverConnections: 10 });
  try {
    const direct = await runLayout("direct", env, database, fake);
    const pooled = await runLayout(
      "pgbouncer",
      {
        ...env,
        DATABASE_URL: bouncer.urlFor(database.url),
        DATABASE_DIRECT_URL: database.url,
        DATABASE_POOLER: "transaction",
      },
      database,
      fake,
    );
    console.log(`through PgBouncer / direct, bookings/s through ${APIS} APIs: ${(pooled / direct).toFixed(2)}`);
  } finally {
    await bouncer.stop();
    await fake.stop();
    await database.close();
  }
  if (failures.length) {
    console.error(`scale-out: ${failures.length} check(s) failed`);
    process.exitCode = 1;
  } else console.log("scale-out: all checks passed");
}

/** The layout's processes on `env`, every check run; answers the bookings/s through all APIs. */
async function runLayout(label: string, env: Record<string, string>, database: Database, fake: FakeBotApi): Promise<number> {
  const apis: ServerProcess[] = [];
  let worker: ServerProcess | undefined;
  try {
    // The APIs leave the platform bot's updates to the bot process (TELEGRAM_POLLING=0).
    for (let i = 0; i < APIS; i++) apis.push(await spawnServer({ ...env, TELEGRAM_POLLING: "0" }));
    worker = await spawnServer(env, "apps/bot/src/main.ts");
    await Promise.all(apis.map((api) => api.ready()));
    console.log(`scale-out (${label}): ${APIS} API processes + 1 bot/worker process, PostgreSQL, Redis`);

    // Throughput: the same bookings through one API, then through all three (one run, so one machine state).
    const oneApi = await distinctRun(
      database.db,
      database.url,
      balancer(() => apis.slice(0, 1)),
      `scale-one-${label}`,
      undefined,
      ROUND,
    );
    const allApis = await distinctRun(
      database.db,
      database.url,
      balancer(() => apis),
      `scale-all-${label}`,
      undefined,
      ROUND,
    );
    await oneApi.round(); // warm-up
    await allApis.round();
    const one = await oneApi.round();
    const three = await allApis.round();
    console.log(
      `  bookings/s through 1 API: ${one.throughputPerSec.toFixed(0)}, through ${APIS}: ${three.throughputPerSec.toFixed(0)} ` +
        `(ratio ${(three.throughputPerSec / one.throughputPerSec).toFixed(2)})`,
    );
    await oneApi.check();
    await allApis.check();

    // The race: every slot wanted by 15 customers at once, spread over the processes.
    const tenant = await seedTenant(database.db, `scale-race-${label}`);
    const service = await seedService(database.db, tenant, 30);
    const lastDay = bookingWindow(new Date(), tenant.timeZone).to;
    const slots = (await slotsFor(database.db, tenant, { from: lastDay, to: lastDay }, "08:00", "18:00")).slice(0, RACE_SLOTS);
    const racers = await seedCustomers(database.db, tenant, RACERS_PER_SLOT);
    const send = balancer(() => apis);
    const replies = await Promise.all(
      slots.flatMap((slot) =>
        racers.map(async (racer) => ({
          slot: slot.id,
          reply: await send(
            "POST",
            "/api/bookings",
            { "x-tenant": tenant.slug, authorization: `Bearer ${racer.token}` },
            { serviceId: service.id, slotId: slot.id },
          ),
        })),
      ),
    );
    const winners = new Map<string, number>();
    for (const { slot, reply } of replies) if (reply.status === 201) winners.set(slot, (winners.get(slot) ?? 0) + 1);
    check(
      slots.every((slot) => winners.get(slot.id) === 1),
      `race: exactly one winner for each of ${slots.length} slots (${replies.length} attempts)`,
    );
    check(
      replies.every(({ reply }) => reply.status === 201 || reply.status === 409),
      "race: every loser answered 409",
    );
    check(
      JSON.stringify(await checkBookingInvariants(database.url, tenant.id)) === JSON.stringify(CLEAN_REPORT),
      "race: booking invariants hold",
    );

    // A notification burst: every booking of a tenant with 40 staff in Telegram tells each of them,
    // sent by the Telegram workers of all four processes through one bot, limited through Redis.
    const notifyTenant = await seedTenant(database.db, `scale-notify-${label}`);
    const notifyService = await seedService(database.db, notifyTenant, 30);
    for (let i = 0; i < STAFF; i++) {
      const user = await database.db.user.create({
        data: { firstName: `Staff ${i}`, userType: "TELEGRAM", telegramId: BigInt(8_000_000 + i), language: "en" },
      });
      await database.db.membership.create({ data: { tenantId: notifyTenant.id, userId: user.id, role: "ADMIN" } });
    }
    const [booker] = await seedCustomers(database.db, notifyTenant, 1);
    const notifySlots = (await slotsFor(database.db, notifyTenant, { from: lastDay, to: lastDay }, "08:00", "18:00")).slice(
      0,
      NOTIFIED_BOOKINGS,
    );
    fake.reset();
    for (const slot of notifySlots) {
      const reply = await send(
        "POST",
        "/api/bookings",
        { "x-tenant": notifyTenant.slug, authorization: `Bearer ${booker!.token}` },
        { serviceId: notifyService.id, slotId: slot.id },
      );
      if (reply.status !== 201) throw new Error(`notification burst: booking answered ${outcomeOf(reply)}`);
    }
    const expected = notifySlots.length * STAFF;
    const started = performance.now();
    while (fake.callsTo("sendMessage").length < expected && performance.now() - started < 120_000)
      await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 3000)); // anything sent twice would arrive by now
    const sent = fake.callsTo("sendMessage");
    const distinct = new Set(sent.map((call) => `${call.params.chat_id} ${call.params.text}`));
    console.log(
      `  notifications: ${sent.length} sent in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `most in one rolling second ${maxCallsInRollingWindow(sent, 1000)}, least gap within a chat ${minGapPerChat(sent).toFixed(0)} ms`,
    );
    check(
      sent.length === expected && distinct.size === expected,
      `notifications: each of ${expected} sent once (${notifySlots.length} bookings × ${STAFF} staff)`,
    );
    check(maxCallsInRollingWindow(sent, 1000) <= 30, "notifications: at most 30 in any rolling second (the bot, across processes)");
    check(minGapPerChat(sent) >= 1000, "notifications: at most 1 per second to a chat");

    // Rolling restart under load: each API stopped (SIGTERM) and started again while bookings go on.
    const restartRun = await distinctRun(database.db, database.url, send, `scale-restart-${label}`, undefined, RESTART_ROUND);
    let restarted = false;
    const restarting = (async () => {
      for (let i = 0; i < APIS; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const code = await apis[i]!.stop("SIGTERM");
        check(code === 0, `restart: API ${i + 1} exited 0 on SIGTERM`);
        apis[i] = await spawnServer({ ...env, TELEGRAM_POLLING: "0", PORT: new URL(apis[i]!.base).port });
        await apis[i]!.ready();
      }
      restarted = true;
    })();
    const rounds = [];
    // distinctRun seeds slots for 2,500 bookings: rounds go on until the last API is back.
    while (!restarted && rounds.length < 2_500 / RESTART_ROUND) rounds.push(await restartRun.round());
    await restarting;
    const load = mergeLoads(rounds);
    const outcomes = Object.entries(load.outcomes);
    console.log(`  restart load outcomes: ${JSON.stringify(load.outcomes)}`);
    check(
      outcomes.every(([outcome]) => outcome === "201" || outcome.startsWith("503") || !outcome.startsWith("5")),
      "restart: no 5xx but the 503 of a closing process",
    );
    // 429: the per-customer booking limit (50 customers booking back to back); it is kept per process.
    check(
      outcomes.every(([outcome]) => ["201", "429 RATE_LIMITED"].includes(outcome) || outcome.startsWith("503")),
      "restart: nothing else answered (no lost connection, no other error)",
    );
    const acknowledged = load.outcomes["201"] ?? 0;
    const stored = await database.db.booking.count({ where: { tenant: { slug: `scale-restart-${label}` } } });
    check(stored === acknowledged, `restart: every acknowledged booking is stored (${acknowledged} acknowledged, ${stored} stored)`);
    await restartRun.check();
    return three.throughputPerSec;
  } finally {
    await Promise.all([...apis, ...(worker ? [worker] : [])].map((p) => p.stop("SIGTERM")));
  }
}

await main();
