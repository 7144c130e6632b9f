// Backup and restore (issue 27.6), on both engines: a backup taken with the project's command while
// customers book (PostgreSQL: pg_dump; embedded: `npm run db:backup`, written by the running server),
// restored into a fresh database (pg_restore; `npm run db:restore`), started beside the original:
// every booking the copy holds is the original's, every booking acknowledged before the backup began
// is in it, and the copy runs none of the original's queued jobs (the original runs them), so
// nothing is sent twice.
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { applyMigrations, createDb, startDataDirPostgres, type Db } from "@booking/db";
import { createScratchPostgres } from "../support/db.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { spawnServer, type ServerProcess } from "../support/processes.ts";

const serverUrl = inject("databaseUrl");
const APP_SECRET = "backup-test-secret-0123456789";
const METRICS_TOKEN = "backup-test-metrics-token";

/** Sums of the job metrics a process reports: what is due in the database, what its workers did. */
async function jobMetrics(server: ServerProcess): Promise<{ due: number; ran: number }> {
  const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  let due = 0;
  let ran = 0;
  for (const line of (await res.text()).split("\n")) {
    const [name, value] = line.split(" ");
    if (name?.startsWith("booking_job_queue_depth{") && name.includes('state="due"')) due += Number(value);
    if (name?.startsWith("booking_jobs_completed_total{") || name?.startsWith("booking_job_failures_total{")) ran += Number(value);
  }
  return { due, ran };
}
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

interface Fixture {
  tenantSlug: string;
  serviceId: string;
  slotIds: string[];
  tokens: string[];
}

/** A tenant with slots and four customers, and a queued job that only the original may run. */
async function fixture(db: Db): Promise<Fixture> {
  const tenant = await createTenant(db);
  await db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
  const serviceId = (await createService(db, tenant)).id;
  const slots = await createSlots(db, tenant, { dates: [2, 3, 4, 5].map((days) => localDate(tenant, days)) });
  const tokens = await Promise.all(Array.from({ length: 4 }, async () => (await createUser(db, { tenant })).token));
  return { tenantSlug: tenant.slug, serviceId, slotIds: slots.map((slot) => slot.id), tokens };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output}`)),
    );
  });
}

const dbCommand = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], env);

interface Booked {
  id: string;
  status: string;
  date: string;
  startTime: string;
}

async function myBookings(server: ServerProcess, f: Fixture): Promise<Map<string, Booked>> {
  const all = new Map<string, Booked>();
  for (const token of f.tokens) {
    const res = await fetch(`${server.base}/api/bookings/my?limit=100`, {
      headers: { "x-tenant": f.tenantSlug, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Booked[] | { items: Booked[] };
    for (const booking of Array.isArray(body) ? body : body.items) {
      all.set(booking.id, { id: booking.id, status: booking.status, date: booking.date, startTime: booking.startTime });
    }
  }
  return all;
}

/** Books through the original until `stop()`; returns what was acknowledged, with when. */
function bookingLoad(server: ServerProcess, f: Fixture) {
  const acknowledged: { id: string; at: number }[] = [];
  let running = true;
  let next = 0;
  const clients = f.tokens.map(async (token) => {
    while (running && next < f.slotIds.length) {
      const res = await fetch(`${server.base}/api/bookings`, {
        method: "POST",
        headers: { "x-tenant": f.tenantSlug, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ serviceId: f.serviceId, slotId: f.slotIds[next++] }),
      });
      const body = (await res.json()) as { id?: string };
      if (res.status === 201) acknowledged.push({ id: body.id!, at: Date.now() });
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** The whole exercise on one engine; the engine's parts are passed in. */
async function exercise(engine: {
  originalEnv: NodeJS.ProcessEnv;
  backup(file: string): Promise<string>;
  restore(file: string): Promise<NodeJS.ProcessEnv>;
  f: Fixture;
  /** Called just before the backup (PostgreSQL: a due job written into the original). */
  beforeBackup?(): Promise<void>;
}) {
  const { f } = engine;
  const original = await spawnServer({ LOG_LEVEL: "warn", TELEGRAM_BOT_TOKEN: "", APP_SECRET, METRICS_TOKEN, ...engine.originalEnv });
  cleanups.push(() => original.stop("SIGKILL"));
  await original.ready();
  const load = bookingLoad(original, f);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await engine.beforeBackup?.();
  const backupStartedAt = Date.now();
  const file = path.join(tmp("backup-"), "booking.backup");
  await engine.backup(file);
  await load.stop();
  expect(load.acknowledged.length).toBeGreaterThan(0);

  const copyEnv = await engine.restore(file);
  const copy = await spawnServer({ LOG_LEVEL: "warn", TELEGRAM_BOT_TOKEN: "", APP_SECRET, METRICS_TOKEN, ...copyEnv });
  cleanups.push(() => copy.stop("SIGKILL"));
  await copy.ready();
  await copy.waitForOutput("restored copy");

  const [inOriginal, inCopy] = [await myBookings(original, f), await myBookings(copy, f)];
  // Every booking in the copy is the original's, field for field.
  for (const booking of inCopy.values()) expect(inOriginal.get(booking.id)).toEqual(booking);
  // Every booking acknowledged before the backup began is in the copy.
  for (const { id } of load.acknowledged.filter((ack) => ack.at < backupStartedAt)) expect(inCopy.has(id), id).toBe(true);
  expect(inCopy.size).toBeGreaterThan(0);

  // Jobs the backup held queued become due while the copy runs; its workers never touch them
  // (they poll every second on PGlite, every 5 s at most on PostgreSQL).
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const copyJobs = await jobMetrics(copy);
  expect(copyJobs.due).toBeGreaterThan(0);
  expect(copyJobs.ran).toBe(0);
  // The original runs its own (the same queued messages, once).
  expect((await jobMetrics(original)).ran).toBeGreaterThan(0);
  await copy.stop();
  await original.stop();
  console.log(
    `[backup] ${load.acknowledged.length} bookings acknowledged during the load, ${inCopy.size} in the copy, ${inOriginal.size} in the original; ${copyJobs.due} due jobs left alone by the copy`,
  );
}

describe("backup and restore", () => {
  it.skipIf(!serverUrl)(
    "PostgreSQL: pg_dump under booking load, pg_restore into a fresh database, started beside the original",
    async () => {
      const original = await createScratchPostgres(serverUrl!, "backup_original");
      cleanups.push(original.drop);
      const restored = await createScratchPostgres(serverUrl!, "backup_copy");
      cleanups.push(restored.drop);
      await applyMigrations(original.url);
      const db = createDb(original.url, { maxConnections: 2 });
      cleanups.push(() => db.$disconnect());
      const f = await fixture(db);
      await exercise({
        f,
        originalEnv: { DATABASE_URL: original.url },
        backup: (file) => dbCommand(["backup", file], { DATABASE_URL: original.url }),
        async restore(file) {
          execFileSync("pg_restore", ["--no-owner", "--no-privileges", `--dbname=${restored.url}`, file]);
          return { DATABASE_URL: restored.url };
        },
        async beforeBackup() {
          // A message the original is about to send: the copy must leave it to the original.
          // Due a little after the backup starts, so the dump holds it queued and it is due while the copy runs.
          await db.job.create({
            data: { queue: "email", payload: { guard: "sent by the original only" }, runAt: new Date(Date.now() + 8_000) },
          });
        },
      });
    },
    180_000,
  );

  it("embedded: npm run db:backup from the running server under booking load, db:restore into a new DATA_DIR, started beside it", async () => {
    const originalDir = tmp("backup-original-");
    const copyDir = tmp("backup-copy-");
    const open = async <T>(dir: string, work: (db: Db) => Promise<T>) => {
      const embedded = await startDataDirPostgres(dir);
      const db = createDb(embedded.url, embedded.dbOptions);
      try {
        await applyMigrations(embedded.url);
        return await work(db);
      } finally {
        await db.$disconnect();
        await embedded.stop();
      }
    };
    const f = await open(originalDir, fixture);
    await exercise({
      f,
      originalEnv: { DATA_DIR: originalDir },
      async backup(file) {
        const output = await dbCommand(["backup", file], { DATA_DIR: originalDir, DATABASE_URL: "" });
        expect(output).toContain("embedded backup written");
        return output;
      },
      async restore(file) {
        await dbCommand(["restore", file], { DATA_DIR: copyDir, DATABASE_URL: "" });
        return { DATA_DIR: copyDir };
      },
    });
  }, 300_000);
});
