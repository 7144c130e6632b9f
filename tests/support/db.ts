// The database a test worker uses: the run's PostgreSQL database when TEST_DATABASE_URL is set,
// otherwise one in-memory PGlite per worker (created once, migrated with the real migrations).
import { inject } from "vitest";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db } from "@booking/db";

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
    return { db: createDb(embedded.url, { maxConnections: 1 }), url: embedded.url, isPostgres: false };
  })();
  return current;
}

/** Unique suffix so parallel files never collide on slugs, emails or domains. */
export function uniq(prefix = "t"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
