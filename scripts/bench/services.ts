// (c) GET /api/services (Fastify → REST plugin → tRPC procedure → prepared statements) against a
// bare Fastify route running the same two statements, prepared, with pg (tenant by slug, its
// active services) and answering the same JSON. Same transport, same concurrency, alternating.
import Fastify from "fastify";
import pg from "pg";
import type { Db } from "@booking/db";
import { mergeLoads, runLoad, type LoadResult } from "./load.ts";
import { analyze, seedService, seedTenant } from "./seed.ts";
import { outcomeOf, transportFor, type Send } from "./transport.ts";

export interface ServicesResult {
  platform: LoadResult;
  bareRoute: LoadResult;
  /** platform throughput / bare route throughput */
  throughputRatio: number;
}

const CONCURRENCY = 50;
const REQUESTS = 3_000;
const ROUNDS = 3;
const WARMUP = 500;

async function bareServer(url: string, maxConnections: number) {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client dropped by the server (the bench database is dropped at the end) is not a crash.
  pool.on("error", () => undefined);
  const app = Fastify({ logger: false });
  app.get("/bare/services", async (request, reply) => {
    const slug = String(request.headers["x-tenant"] ?? "");
    // Prepared once per connection, as the platform's statements are (@booking/db sql.ts).
    const tenant = (await pool.query({ name: "bare_tenant", text: `SELECT * FROM "Tenant" WHERE slug = $1 LIMIT 1`, values: [slug] }))
      .rows[0] as { id: string; currency: string } | undefined;
    if (!tenant) return reply.status(404).send({ error: "TENANT_NOT_FOUND", message: "Tenant not found" });
    const { rows } = await pool.query({
      name: "bare_services",
      text: `SELECT id, name, description, "priceMinor", "durationMinutes", "isActive" FROM "Service"
       WHERE "tenantId" = $1 AND "isActive" AND "archivedAt" IS NULL ORDER BY "createdAt", id`,
      values: [tenant.id],
    });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.priceMinor / 100,
      duration: row.durationMinutes,
      isActive: row.isActive,
      currency: tenant.currency,
    }));
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

export async function benchServices(
  db: Db,
  url: string,
  maxConnections: number,
  send: Send,
  transport: string | undefined,
): Promise<ServicesResult> {
  const tenant = await seedTenant(db, `bench-services-${Date.now().toString(36)}`);
  for (const minutes of [30, 45, 60, 90, 120]) await seedService(db, tenant, minutes);
  await analyze(db);
  const headers = { "x-tenant": tenant.slug };
  const bare = await bareServer(url, maxConnections);
  try {
    const sendBare = await transportFor(bare.app, transport);
    const [ours, theirs] = [await send("GET", "/api/services", headers), await sendBare("GET", "/bare/services", headers)];
    if (ours.body !== theirs.body) throw new Error(`services: the bare route answers differently:\n${ours.body}\n${theirs.body}`);
    const load = (target: Send, path: string, total: number) =>
      runLoad({ concurrency: CONCURRENCY, total, budgetMs: 10_000, task: async () => outcomeOf(await target("GET", path, headers)) });
    await load(send, "/api/services", WARMUP); // warm both paths up first (JIT, pools)
    await load(sendBare, "/bare/services", WARMUP);
    // Alternating rounds, so both see the same machine (the load of the box drifts).
    const rounds: { platform: LoadResult; bareRoute: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        platform: await load(send, "/api/services", REQUESTS / ROUNDS),
        bareRoute: await load(sendBare, "/bare/services", REQUESTS / ROUNDS),
      });
    }
    const platform = mergeLoads(rounds.map((r) => r.platform));
    const bareRoute = mergeLoads(rounds.map((r) => r.bareRoute));
    return { platform, bareRoute, throughputRatio: platform.throughputPerSec / bareRoute.throughputPerSec };
  } finally {
    await bare.close();
  }
}
