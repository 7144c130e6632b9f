// The database a test worker uses: the run's PostgreSQL database (global-setup.ts: TEST_DATABASE_URL's
// server or an embedded one), or with TEST_DATABASE=pglite one in-memory PGlite per worker (created
// once, migrated with the real migrations).
import { afterAll, beforeAll, inject } from "vitest";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db, type EmbeddedPostgres } from "@booking/db";
import { createDatabase, dropDatabase } from "./test-postgres.ts";

export interface TestDatabase {
  db: Db;
  url: string;
  /** true on a real PostgreSQL server (concurrency tests need it). */
  isPostgres: boolean;
}

let current: Promise<TestDatabase> | undefined;

export function getTestDatabase(): Promise<TestDatabase> {
  current ??= (async () => {
    const projectUrl = inject("databaseUrl");
    if (projectUrl) {
      // A database of this worker's own (a clone of the project's): the files run on several workers
      // at once, and some assert counts or run job workers over a whole database, as they did when
      // one worker ran every file in turn.
      const { serverUrl, template } = inject("databaseTemplate")!;
      const url = await createDatabase(serverUrl, `${new URL(projectUrl).pathname.slice(1)}_w${process.pid}`, template);
      return { db: createDb(url, { maxConnections: 20 }), url, isPostgres: true };
    }
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
 * A database of the test file's own, for tests that change platform-wide rows (the `default` tenant,
 * housekeeping deletes) which the shared database must not see: a clone of the run's migrated
 * template on PostgreSQL, else an in-memory PGlite, migrated. Call at the top level of a test file;
 * the returned getter works inside tests.
 */
export function usePrivateDatabase(): () => Db {
  let embedded: EmbeddedPostgres | undefined;
  let cloned: { serverUrl: string; name: string } | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    const template = inject("databaseTemplate");
    if (template) {
      const name = `booking_private_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
      cloned = { serverUrl: template.serverUrl, name };
      db = createDb(await createDatabase(template.serverUrl, name, template.template), { maxConnections: 5 });
      return;
    }
    embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    db = createDb(embedded.url, embedded.dbOptions);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await embedded?.stop();
    if (cloned) await dropDatabase(cloned.serverUrl, cloned.name);
  });
  return () => {
    if (!db) throw new Error("usePrivateDatabase: the database is available inside tests only");
    return db;
  };
}

/** A fresh database on the TEST_DATABASE_URL server, for tests that start from nothing; drop() removes it. */
export async function createScratchPostgres(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const url = await createDatabase(serverUrl, name, null);
  return { url, drop: () => dropDatabase(serverUrl, name) };
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
