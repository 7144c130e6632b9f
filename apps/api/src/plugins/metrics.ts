// GET /metrics: Prometheus text (prom-client, packages/observability) for the operator's scraper,
// and the HTTP latency histogram every request records (by method, route pattern or tRPC
// procedure, and status). Protection: the endpoint answers only `Authorization: Bearer
// $METRICS_TOKEN`; without METRICS_TOKEN it does not exist (404), so nothing is exposed by default
// and a scraper needs no network rule to be safe (README "Operations").
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "@booking/contracts";
import { queueStats, type PlatformDb } from "@booking/core";
import { dbPool, httpDuration, jobQueueDepth, jobQueueOldestAge, metricsText } from "@booking/observability";
import { appRouter, procedureTable } from "@booking/trpc";

const PROCEDURES = new Set(procedureTable(appRouter).map((entry) => entry.path));

/** The route label: the pattern (`/api/bookings/:id`), the tRPC procedure, or "unmatched" (404s: no unbounded labels). */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "unmatched";
  if (pattern === "/trpc/:path") {
    const path = (request.params as { path?: string }).path ?? "";
    if (path.includes(",")) return "/trpc/(batch)";
    return PROCEDURES.has(path) ? `/trpc/${path}` : "/trpc/(unknown)";
  }
  return pattern;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the scrape reads of a `pg` pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

export function registerMetrics(app: FastifyInstance, deps: { pool?: PoolCounts; platform: PlatformDb; token?: string }): void {
  app.addHook("onResponse", (request, reply, done) => {
    httpDuration.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  /** The gauges read at scrape time: the job queues and the connection pool. */
  async function refresh(): Promise<void> {
    const stats = await queueStats(deps.platform, new Date());
    jobQueueDepth.reset();
    jobQueueOldestAge.reset();
    for (const stat of stats) {
      jobQueueDepth.set({ queue: stat.queue, state: stat.status === "QUEUED" ? "due" : "running" }, stat.count);
      if (stat.status === "QUEUED") jobQueueOldestAge.set({ queue: stat.queue }, stat.oldestAgeSeconds);
    }
    const { pool } = deps;
    if (pool) {
      dbPool.set({ state: "total" }, pool.totalCount);
      dbPool.set({ state: "idle" }, pool.idleCount);
      dbPool.set({ state: "waiting" }, pool.waitingCount);
      dbPool.set({ state: "max" }, pool.options.max ?? 10);
    }
  }

  app.get("/metrics", async (request, reply) => {
    if (!deps.token) throw new AppError("ROUTE_NOT_FOUND", "Metrics are off: set METRICS_TOKEN");
    if (!tokenMatches(request.headers.authorization, deps.token))
      throw new AppError("UNAUTHORIZED", "Metrics need the METRICS_TOKEN bearer token");
    // While the database is away the process metrics still answer; the database gauges keep their last values.
    const { contentType, body } = await metricsText(() => refresh().catch(() => undefined));
    return reply.type(contentType).header("cache-control", "no-store").send(body);
  });
}
