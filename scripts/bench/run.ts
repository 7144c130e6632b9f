// npm run bench: the booking engine's numbers (README "Benchmarks"). PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a fresh database is created and dropped),
// else the embedded PGlite. HTTP through Fastify's inject, or BENCH_TRANSPORT=socket for loopback
// sockets. Prints a table and writes bench-results/bench-<time>.json.
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "../../apps/api/src/server.ts";
import { testConfig } from "../../tests/support/server.ts";
import { benchAvailable } from "./available.ts";
import { benchCalendar, type CalendarResult } from "./calendar.ts";
import { benchBookings } from "./bookings.ts";
import { benchServices } from "./services.ts";
import { benchNotifications } from "./notifications.ts";
import { openBenchDatabase } from "./database.ts";
import { printTable, writeJson, type Row } from "./report.ts";
import { transportFor } from "./transport.ts";
import { measureBundle, type BundleSizes } from "./bundle.ts";
import { auditClient, type PageAudit } from "./client-audit.ts";
import { seedDemo } from "@booking/core";
import { benchTrpcVsRest } from "./trpc-rest.ts";
import { benchDurability } from "./durability.ts";
import { benchWeekView, type WeekViewResult } from "./week-view.ts";

function weekViewRows(week: WeekViewResult): Row[] {
  const scenario = `(i) week view, ${week.bookingsInWeek} bookings + ${week.freeSlotsInWeek} free of ${week.bookingsInTenant}`;
  return [
    { scenario, metric: "p50", value: week.endpoint.p50Ms, unit: "ms" },
    { scenario, metric: "p95", value: week.endpoint.p95Ms, unit: "ms", target: { op: "<=", value: 20 } },
    {
      scenario: "(i) hand-written pg query",
      metric: "p50 / p95",
      value: week.handWrittenQuery.p50Ms,
      unit: `/ ${week.handWrittenQuery.p95Ms.toFixed(2)} ms`,
    },
    { scenario: "(i) endpoint / pg query", metric: "ratio p50", value: week.ratioP50, unit: "x", target: { op: "<=", value: 2 } },
    { scenario: "(i) endpoint / pg query", metric: "ratio p95", value: week.ratioP95, unit: "x", target: { op: "<=", value: 2 } },
  ];
}

function calendarRows(calendar: CalendarResult): Row[] {
  return [
    {
      scenario: "(h) calendar, full 60 days",
      metric: "size",
      value: calendar.full.bytes / 1024,
      unit: `KB, ${calendar.full.load.throughputPerSec.toFixed(0)} /s`,
    },
    {
      scenario: "(h) calendar, days summary",
      metric: "size",
      value: calendar.days.bytes / 1024,
      unit: `KB, ${calendar.days.load.throughputPerSec.toFixed(0)} /s`,
    },
    {
      scenario: "(h) calendar, one day's times",
      metric: "size",
      value: calendar.times.bytes / 1024,
      unit: `KB, ${calendar.times.load.throughputPerSec.toFixed(0)} /s`,
    },
    {
      scenario: "(h) calendar, days summary",
      metric: "req/s",
      value: calendar.days.load.throughputPerSec,
      unit: "/s",
      target: { op: ">=", value: 1000 },
    },
    {
      scenario: "(h) days summary ÷ one day's times",
      metric: "req/s",
      value: calendar.days.load.throughputPerSec / calendar.times.load.throughputPerSec,
      unit: "x",
      // Issue 28.1: the month's first read at least as fast as one day's times.
      target: { op: ">=", value: 1 },
    },
    { scenario: "(h) full ÷ days summary", metric: "bytes", value: calendar.full.bytes / calendar.days.bytes, unit: "x smaller" },
    {
      scenario: "(h) days summary ÷ full",
      metric: "req/s",
      value: calendar.days.load.throughputPerSec / calendar.full.load.throughputPerSec,
      unit: "x",
    },
    { scenario: "(h) full ÷ one day's times", metric: "bytes", value: calendar.full.bytes / calendar.times.bytes, unit: "x smaller" },
    {
      scenario: "(h) one day's times ÷ full",
      metric: "req/s",
      value: calendar.times.load.throughputPerSec / calendar.full.load.throughputPerSec,
      unit: "x",
    },
  ];
}

/** Over a real socket (the socket transport may have opened it already), as a phone gets it. */
async function listeningBase(app: Awaited<ReturnType<typeof createServer>>): Promise<string> {
  return app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    : app.listen({ port: 0, host: "127.0.0.1" });
}

function bundleRows(bundle: BundleSizes): Row[] {
  return [
    { scenario: "(d) client first load, web", metric: "JS gzip", value: bundle.webJsGzipKb, unit: "KB", target: { op: "<=", value: 150 } },
    {
      scenario: "(d) client first load, Telegram",
      metric: "JS gzip",
      value: bundle.telegramJsGzipKb,
      unit: "KB",
      target: { op: "<=", value: 150 },
    },
    { scenario: "(d) client first load", metric: "CSS gzip", value: bundle.cssGzipKb, unit: "KB", target: { op: "<=", value: 30 } },
  ];
}

function clientAuditRows(audits: PageAudit[]): Row[] {
  return audits.flatMap((audit): Row[] => [
    {
      scenario: `(j) Lighthouse mobile ${audit.page}`,
      metric: "performance",
      value: audit.performance,
      unit: "",
      target: { op: ">=", value: 90 },
    },
    {
      scenario: `(j) Lighthouse mobile ${audit.page}`,
      metric: "LCP",
      value: audit.lcpSeconds,
      unit: "s",
      target: { op: "<=", value: 2.5 },
    },
    {
      scenario: `(j) Lighthouse mobile ${audit.page}`,
      metric: "accessibility",
      value: audit.accessibility,
      unit: "",
      target: { op: ">=", value: 95 },
    },
    {
      scenario: `(j) axe WCAG 2.1 AA ${audit.page}`,
      metric: "serious+critical",
      value: audit.axeSerious,
      unit: "",
      target: { op: "<=", value: 0 },
    },
  ]);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const transport = process.env.BENCH_TRANSPORT === "socket" ? "socket" : "inject";

async function main() {
  const started = performance.now();
  const database = await openBenchDatabase();
  // Errors only: a 5xx during the bench is a finding, and its log line says why.
  const app = await createServer({
    db: database.db,
    config: testConfig({ databaseUrl: database.url, logLevel: "error", bookingAttemptsPerMinute: 0 }),
    logger: true,
  });
  await app.ready();
  const send = await transportFor(app, transport);
  // The box's load changes every absolute number here; the ratios compare within the run.
  console.log(
    `bench: ${database.kind}, pool ${database.maxConnections}, ${transport}, ${os.cpus().length} CPUs, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}, Node ${process.version}`,
  );
  try {
    // BENCH_ONLY=week-view: row (i) alone (seconds instead of minutes).
    if (process.env.BENCH_ONLY === "week-view") {
      printTable(weekViewRows(await benchWeekView(database.db, database.url, send)));
      return;
    }
    // BENCH_ONLY=client-audit: rows (d) and (j) alone, the client's first load and its Lighthouse/axe audit.
    if (process.env.BENCH_ONLY === "client-audit") {
      const base = await listeningBase(app);
      await seedDemo(database.db, { adminPassword: "bench-demo-admin" });
      printTable([...bundleRows(await measureBundle(base)), ...clientAuditRows(await auditClient(base))]);
      return;
    }
    // BENCH_ONLY=calendar: row (h) alone, the days summary beside one day's times and the full window.
    if (process.env.BENCH_ONLY === "calendar") {
      printTable(calendarRows(await benchCalendar(database.db, send)));
      return;
    }
    const available = await benchAvailable(database.db, database.url, send);
    console.log("  (a) available slots done");
    const weekView = await benchWeekView(database.db, database.url, send);
    console.log("  (i) admin week view done");
    const calendar = await benchCalendar(database.db, send);
    console.log("  (h) calendar summary and one day done");
    const bookings = await benchBookings(database.db, database.url, send, transport);
    console.log("  (b) bookings done");
    const services = await benchServices(database.db, database.url, database.maxConnections, send, transport);
    console.log("  (c) services done");
    const trpcRest = await benchTrpcVsRest(database.db, send);
    console.log("  (e) tRPC vs REST done");
    const notifications = await benchNotifications(database.db, database.url, testConfig(), database.kind === "postgresql");
    console.log("  (g) notifications done");
    const clientBase = await listeningBase(app);
    const bundle = await measureBundle(clientBase);
    // (j) needs the demo tenant's pages (a no-op when it is there).
    await seedDemo(database.db, { adminPassword: "bench-demo-admin" });
    const clientAudit = await auditClient(clientBase);
    console.log("  (j) client audit (Lighthouse, axe) done");
    const durability = await benchDurability();
    console.log("  (f) embedded durability done\n");

    const rows: Row[] = [
      { scenario: "(a) available 60 days", metric: "p50", value: available.endpoint.p50Ms, unit: "ms" },
      { scenario: "(a) available 60 days", metric: "p95", value: available.endpoint.p95Ms, unit: "ms", target: { op: "<=", value: 20 } },
      {
        scenario: "(a) hand-written pg query",
        metric: "p50 / p95",
        value: available.handWrittenQuery.p50Ms,
        unit: `/ ${available.handWrittenQuery.p95Ms.toFixed(2)} ms`,
      },
      { scenario: "(a) endpoint / pg query", metric: "ratio p50", value: available.ratioP50, unit: "x", target: { op: "<=", value: 2 } },
      { scenario: "(a) endpoint / pg query", metric: "ratio p95", value: available.ratioP95, unit: "x", target: { op: "<=", value: 2 } },
      ...weekViewRows(weekView),
      ...calendarRows(calendar),
      {
        scenario: "(b) bookings, distinct slots",
        metric: "throughput",
        value: bookings.distinct.throughputPerSec,
        unit: "/s",
        target: { op: ">=", value: 500 },
      },
      {
        scenario: "(b) bookings, distinct slots",
        metric: "p95",
        value: bookings.distinct.p95Ms,
        unit: "ms",
        target: { op: "<=", value: 50 },
      },
      { scenario: "(b) bare Fastify + same core", metric: "throughput", value: bookings.bareDistinct.throughputPerSec, unit: "/s" },
      { scenario: "(b) bare Fastify + same core", metric: "p95", value: bookings.bareDistinct.p95Ms, unit: "ms" },
      { scenario: "(b) platform / bare", metric: "ratio", value: bookings.bareThroughputRatio, unit: "x" },
      {
        scenario: "(b) bookings, 20 contended slots",
        metric: "throughput",
        value: bookings.contention.throughputPerSec,
        unit: "attempts/s",
      },
      { scenario: "(b) bookings, 20 contended slots", metric: "p95", value: bookings.contention.p95Ms, unit: "ms" },
      { scenario: "(b) contended / distinct", metric: "ratio", value: bookings.contentionThroughputRatio, unit: "x" },
      { scenario: "(c) GET /api/services", metric: "throughput", value: services.platform.throughputPerSec, unit: "/s" },
      { scenario: "(c) bare Fastify + pg", metric: "throughput", value: services.bareRoute.throughputPerSec, unit: "/s" },
      { scenario: "(c) platform / bare", metric: "ratio", value: services.throughputRatio, unit: "x", target: { op: ">=", value: 0.7 } },
      ...bundleRows(bundle),
      ...clientAuditRows(clientAudit),
      {
        scenario: "(e) services.list: REST / tRPC",
        metric: "Node CPU",
        value: trpcRest.restCpuUsPerCall,
        unit: `/ ${trpcRest.trpcCpuUsPerCall.toFixed(0)} µs per call`,
      },
      { scenario: "(e) tRPC ÷ REST", metric: "CPU per call", value: trpcRest.ratio, unit: "x", target: { op: "<=", value: 1.3 } },
      {
        scenario: "(f) PGlite on disk, one commit",
        metric: "durable / fsync off",
        value: durability.commitMs.durable,
        unit: `/ ${durability.commitMs.fsyncOff.toFixed(2)} ms`,
      },
      { scenario: "(f) PGlite on disk, bookings", metric: "durable", value: durability.durable.throughputPerSec, unit: "/s" },
      { scenario: "(f) PGlite on disk, bookings", metric: "fsync off", value: durability.fsyncOff.throughputPerSec, unit: "/s" },
      { scenario: "(f) durable / fsync off", metric: "ratio", value: durability.throughputRatio, unit: "x" },
      {
        scenario: "(g) 1,000 notifications, 1,000 chats",
        metric: "all delivered",
        value: notifications.deliveredSeconds,
        unit: "s",
        target: { op: "<=", value: 40 },
      },
      {
        scenario: "(g) 1,000 notifications, 1,000 chats",
        metric: "chats sent exactly once",
        value: notifications.chatsSentOnce,
        unit: "",
        target: { op: ">=", value: 1000 },
      },
      {
        scenario: "(g) 1,000 notifications, 1,000 chats",
        metric: "most in a rolling second",
        value: notifications.mostInRollingSecond,
        unit: "",
        target: { op: "<=", value: 30 },
      },
    ];
    printTable(rows);
    console.log(
      `\n(b) outcomes: distinct ${JSON.stringify(bookings.distinct.outcomes)}; contended ${JSON.stringify(bookings.contention.outcomes)}`,
    );
    const file = writeJson(path.join(root, "bench-results"), {
      at: new Date().toISOString(),
      database: database.kind,
      pool: database.maxConnections,
      transport,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      node: process.version,
      durationSeconds: (performance.now() - started) / 1000,
      available,
      weekView,
      calendar,
      bookings,
      services,
      bundle,
      clientAudit,
      trpcRest,
      durability,
      notifications,
      rows,
    });
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
    );
    console.log(`written ${path.relative(root, file)} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
