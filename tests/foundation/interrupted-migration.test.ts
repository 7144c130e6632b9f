// An interrupted migration never bricks the server (issue 17.2): a kill -9 in the middle of the first
// migration leaves no trace, and the next start applies it, on PGlite and on PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  applyMigrations,
  FailedMigrationError,
  migrationStatus,
  readMigrationFiles,
  resolveMigration,
  startDataDirPostgres,
  startEmbeddedPostgres,
} from "@booking/db";
import { createScratchPostgres } from "../support/db.ts";
import { spawnServer, type ServerProcess } from "../support/processes.ts";

const all = readMigrationFiles().map((f) => f.name);
const first = readMigrationFiles()[0]!;
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The real migrations, with a long pause after the first CREATE TABLE of the first one. */
function slowMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-slow-migrations-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const file of readMigrationFiles()) {
    fs.mkdirSync(path.join(dir, file.name));
    const at = file.sql.indexOf("-- CreateTable", file.sql.indexOf("-- CreateTable") + 1);
    const sql = file.name === first.name ? `${file.sql.slice(0, at)}SELECT pg_sleep(8);\n\n${file.sql.slice(at)}` : file.sql;
    fs.writeFileSync(path.join(dir, file.name, "migration.sql"), sql);
  }
  return dir;
}

/** Starts applying the slow migrations in a process of its own and kills it -9 inside the first one. */
async function killMidMigration(env: NodeJS.ProcessEnv): Promise<void> {
  const child = await spawnServer({ ...env, MIGRATIONS_DIR: slowMigrations() }, "tests/support/migrate-child.ts");
  cleanups.push(() => child.stop("SIGKILL"));
  await child.waitForOutput(`applying ${first.name}`);
  // Well inside the pause: the tables before it are created, the transaction is open.
  await new Promise((r) => setTimeout(r, 1_500));
  expect(await child.stop("SIGKILL")).toBeNull();
}

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    return rows.map((r) => r.table_name);
  } finally {
    await client.end();
  }
}

async function startsAndServes(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await spawnServer({ ...env, SEED_DEMO: "1" });
  cleanups.push(() => server.stop("SIGKILL"));
  await server.ready();
  const res = await fetch(`${server.base}/api/services`, { headers: { "x-tenant": "default" } });
  expect(res.status).toBe(200);
  return server;
}

describe("kill -9 during the first migration", () => {
  it("on PGlite: nothing of it remains, and the next start applies it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-interrupt-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await killMidMigration({ DATA_DIR: dataDir });

    const embedded = await startDataDirPostgres(dataDir);
    try {
      expect(await tables(embedded.url)).toEqual(["_prisma_migrations"]);
      expect(await migrationStatus(embedded.url)).toMatchObject({ applied: [], failed: [], pending: all });
    } finally {
      await embedded.stop();
    }
    const server = await startsAndServes({ DATA_DIR: dataDir });
    expect(server.output()).toContain(`migrations applied: ${all.join(", ")}`);
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: nothing of it remains, and the next start applies it",
    async () => {
      const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!, "booking_interrupt");
      cleanups.push(() => scratch.drop());
      await killMidMigration({ DATABASE_URL: scratch.url });

      expect(await tables(scratch.url)).toEqual(["_prisma_migrations"]);
      expect(await migrationStatus(scratch.url)).toMatchObject({ applied: [], failed: [], pending: all });
      const server = await startsAndServes({ DATABASE_URL: scratch.url, APP_SECRET: "interrupted-migration-secret" });
      expect(server.output()).toContain(`migrations applied: ${all.join(", ")}`);
      expect(await applyMigrations(scratch.url)).toEqual([]);
    },
    240_000,
  );
});

describe("a migration left failed (by Prisma's engine, or by hand)", () => {
  /** A fresh database whose history holds `first` as started and never finished, as P3009 finds it. */
  async function withFailedFirst(fn: (url: string) => Promise<void>) {
    const embedded = await startEmbeddedPostgres();
    try {
      expect(await applyMigrations(embedded.url, { dir: fs.mkdtempSync(path.join(os.tmpdir(), "booking-none-")) })).toEqual([]);
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('failed-1', 'x', $1)`, [first.name]);
      await client.end();
      await fn(embedded.url);
    } finally {
      await embedded.stop();
    }
  }

  it("stops start-up with the way out named; resolve --rolled-back lets the next start apply it", () =>
    withFailedFirst(async (url) => {
      const refused = await applyMigrations(url).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(FailedMigrationError);
      expect((refused as Error).message).toContain("npm run db:resolve -- --rolled-back");
      expect(await migrationStatus(url)).toMatchObject({ failed: [first.name] });

      await resolveMigration(url, first.name, "rolled-back");
      expect(await applyMigrations(url)).toEqual(all);
      expect(await migrationStatus(url)).toMatchObject({ failed: [], pending: [] });
    }));

  it("resolve --applied records it as done without running it", () =>
    withFailedFirst(async (url) => {
      await resolveMigration(url, first.name, "applied");
      expect(await migrationStatus(url)).toMatchObject({ failed: [], applied: [first.name] });
      expect(await tables(url)).toEqual(["_prisma_migrations"]);
      await expect(resolveMigration(url, first.name, "rolled-back")).rejects.toThrow("is not a failed migration");
    }));
});
