// (f) The price of a durable embedded database: the same booking rounds on a PGlite persisted to a
// temporary DATA_DIR, once as `npm start` runs it (every commit fsync'd, durable-pglite.ts) and once
// as PGlite ships (fsync off: a power cut may lose acknowledged bookings). PGlite is one session, so
// every commit waits for the one before: the fsync is paid in full per booking.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations, createDb, startEmbeddedPostgres } from "@booking/db";
import { createServer } from "../../apps/api/src/server.ts";
import { testConfig } from "../../tests/support/server.ts";
import { distinctRun } from "./bookings.ts";
import type { LoadResult } from "./load.ts";
import { transportFor } from "./transport.ts";

export interface DurabilityResult {
  durable: LoadResult;
  fsyncOff: LoadResult;
  /** durable booking throughput / fsync-off booking throughput */
  throughputRatio: number;
  /** One-row INSERT commits one after another: the fsync itself, without the booking's work. */
  commitMs: { durable: number; fsyncOff: number };
}

const BOOKINGS = 200;
const COMMITS = 200;

/** Mean milliseconds per single-row commit, one after another. */
async function commitLatency(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("CREATE TABLE bench_commit (id int PRIMARY KEY)");
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) await client.query("INSERT INTO bench_commit VALUES ($1)", [i]);
    return (performance.now() - started) / COMMITS;
  } finally {
    await client.query("DROP TABLE bench_commit");
    await client.end();
  }
}

async function onDisk(durable: boolean): Promise<{ bookings: LoadResult; commitMs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-bench-durability-"));
  const embedded = await startEmbeddedPostgres(path.join(dir, "pglite"), { durable });
  const db = createDb(embedded.url, embedded.dbOptions);
  const app = await createServer({ db, config: testConfig({ logLevel: "error" }), logger: false });
  try {
    await applyMigrations(embedded.url);
    await app.ready();
    const run = await distinctRun(db, embedded.url, await transportFor(app, "inject"), `bench-durable-${durable}`, undefined, BOOKINGS);
    await run.round(); // warm-up
    const bookings = await run.round();
    await run.check();
    // The pool holds PGlite's one session between queries: let go of it for the commit series.
    await db.$disconnect();
    return { bookings, commitMs: await commitLatency(embedded.url) };
  } finally {
    await app.close();
    await db.$disconnect();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchDurability(): Promise<DurabilityResult> {
  const off = await onDisk(false);
  const on = await onDisk(true);
  return {
    durable: on.bookings,
    fsyncOff: off.bookings,
    throughputRatio: on.bookings.throughputPerSec / off.bookings.throughputPerSec,
    commitMs: { durable: on.commitMs, fsyncOff: off.commitMs },
  };
}
