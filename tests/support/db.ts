// The database a test worker uses: the run's PostgreSQL database when TEST_DATABASE_URL is set,
// otherwise one in-memory PGlite per worker (created once, migrated with the real migrations).
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db, type EmbeddedPostgres } from "@booking/db";

export interface TestDatabase {
  db: Db;
  url: string;
  /** true on a real PostgreSQL server (concurrency tests need it). */
  isPostgres: boolean;
}

let current: Promise<TestDatabase> | undefined;

export function getTestDatabase(): Promise<TestDatabase> {
  current ??= (async () => {
    const url = inject("databaseUrl");
    if (url) return { db: createDb(url, { maxConnections: 20 }), url, isPostgres: true };
    const embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    return { db: createDb(embedded.url, embedded.dbOptions), url: embedded.url, isPostgres: false };
  })();
  return current;
}

/** Unique suffix so parallel files never collide on slugs, emails or domains. */
export function uniq(prefix = "t"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A database of the test file's own (in-memory PGlite, migrated), for tests that change platform-wide
 * rows (the `default` tenant, housekeeping deletes) which the shared database must not see.
 * Call at the top level of a test file; the returned getter works inside tests.
 */
export function usePrivateDatabase(): () => Db {
  let embedded: EmbeddedPostgres | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    db = createDb(embedded.url, embedded.dbOptions);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await embedded?.stop();
  });
  return () => {
    if (!db) throw new Error("usePrivateDatabase: the database is available inside tests only");
    return db;
  };
}

/** A fresh database on the TEST_DATABASE_URL server, for tests that start from nothing; drop() removes it. */
export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The error `work` fails with (for asserting what the database refused); fails the test if it succeeds. */
export async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the database to refuse");
}
