// Processes starting together with SEED_DEMO=1 on an empty PostgreSQL database (issue 17.6): one
// seeds the demo, the others find it, all come up. (PGlite has one process per DATA_DIR.)
import { afterAll, describe, expect, it } from "vitest";
import { seedDemo } from "@booking/core";
import { applyMigrations, createDb } from "@booking/db";
import { createScratchPostgres } from "../support/db.ts";
import { spawnServer, type ServerProcess } from "../support/processes.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(prefix: string): Promise<string> {
  const scratch = await createScratchPostgres(serverUrl!, prefix);
  cleanups.push(() => scratch.drop());
  return scratch.url;
}

describe.skipIf(!serverUrl)("concurrent first start with the demo (PostgreSQL)", () => {
  it("seeders racing on one database: exactly one seeds, none fails, one demo", async () => {
    const url = await emptyDatabase("booking_seed_race");
    await applyMigrations(url);
    const dbs = Array.from({ length: 4 }, () => createDb(url, { maxConnections: 2 }));
    cleanups.push(() => Promise.all(dbs.map((db) => db.$disconnect())));
    const results = await Promise.all(dbs.map((db) => seedDemo(db, { adminPassword: "demo-admin-123" })));
    expect(results.filter(Boolean)).toHaveLength(1);
    const db = dbs[0]!;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    expect(await db.membership.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(await db.service.count({ where: { tenantId: tenant.id } })).toBe(3);
  });

  it("two servers started together with SEED_DEMO=1 on an empty database both come up", async () => {
    const url = await emptyDatabase("booking_first_start");
    const env = { DATABASE_URL: url, APP_SECRET: "concurrent-first-start-secret", SEED_DEMO: "1" };
    const servers: ServerProcess[] = await Promise.all([spawnServer(env), spawnServer(env)]);
    cleanups.push(() => Promise.all(servers.map((s) => s.stop("SIGKILL"))));
    await Promise.all(servers.map((s) => s.ready()));
    for (const server of servers) {
      const res = await fetch(`${server.base}/api/services`, { headers: { "x-tenant": "default" } });
      expect(((await res.json()) as unknown[]).length).toBe(3);
    }
    const outputs = servers.map((s) => s.output());
    expect(outputs.filter((o) => o.includes("demo tenant 'default' seeded"))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes("demo data present"))).toHaveLength(1);
  }, 180_000);
});
