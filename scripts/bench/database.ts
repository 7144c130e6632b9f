// The bench's database: a fresh database on the PostgreSQL server named by BENCH_DATABASE_URL or
// TEST_DATABASE_URL (created, migrated, dropped afterwards), otherwise an in-memory PGlite.
import pg from "pg";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db } from "@booking/db";

export interface BenchDatabase {
  kind: "postgresql" | "pglite";
  url: string;
  db: Db;
  /** The pool size the API runs with: 1 on PGlite (one session), otherwise a server-sized pool. */
  maxConnections: number;
  close(): Promise<void>;
}

const POSTGRES_POOL = 20;

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) {
    const embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    const db = createDb(embedded.url, embedded.dbOptions);
    return {
      kind: "pglite",
      url: embedded.url,
      db,
      maxConnections: 1,
      async close() {
        await db.$disconnect();
        await embedded.stop();
      },
    };
  }
  const name = `booking_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString());
  const db = createDb(url.toString(), { maxConnections: POSTGRES_POOL });
  return {
    kind: "postgresql",
    url: url.toString(),
    db,
    maxConnections: POSTGRES_POOL,
    async close() {
      await db.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
