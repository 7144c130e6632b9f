// Behind PgBouncer in transaction pooling (issue 28.3; Debian's pgbouncer 1.18, no protocol-level
// prepared statements): the pooler hands each transaction whatever server connection is free, so a
// statement prepared by name on one is unknown on the next. DATABASE_POOLER=transaction runs the
// same statements unnamed; LISTEN and the migrations' session lock go to DATABASE_DIRECT_URL. Here
// the real server runs on a pooled database (3 server connections for 20 client connections) and
// must keep its guarantees: one winner per slot, every acknowledged booking stored, queued jobs
// announced on the direct connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, listenForQueuedJobs, sqlOf, statement, type Db } from "@booking/db";
import { enqueueJob } from "@booking/core";
import { openDatabase } from "@booking/runtime";
import pg from "pg";
import { z } from "zod";
import { createServer } from "../../apps/api/src/server.ts";
import { createScratchPostgres, getTestDatabase } from "../support/db.ts";
import { testConfig, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { checkBookingInvariants, CLEAN_REPORT } from "../support/booking-invariants.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";
import { startPgBouncer, type PgBouncer } from "../support/pgbouncer.ts";

const { isPostgres, url: directUrl } = await getTestDatabase();
if (!isPostgres) console.warn("[pgbouncer] SKIPPED: PgBouncer sits in front of a PostgreSQL server (TEST_DATABASE_URL)");

let bouncer: PgBouncer;
let pooledUrl: string;
let t: TestApp;
let call: Call;

describe.skipIf(!isPostgres)("behind PgBouncer in transaction pooling", () => {
  beforeAll(async () => {
    bouncer = await startPgBouncer(directUrl, { serverConnections: 3 });
    pooledUrl = bouncer.urlFor(directUrl);
    const config = testConfig({ databaseUrl: pooledUrl, databaseDirectUrl: directUrl, databasePooler: "transaction" });
    const db = createDb(pooledUrl, { maxConnections: 20, preparedStatements: false });
    const app = await createServer({ db, config, logger: false });
    await app.ready();
    t = { db, url: pooledUrl, isPostgres: true, app, config };
    call = await listenForRaces(t);
  });
  afterAll(async () => {
    await t?.app.close();
    await t?.db.$disconnect();
    await bouncer?.stop();
  });

  it("loses named prepared statements between transactions, and runs the same statements unnamed", async () => {
    const probe = statement("test_pgbouncer_probe", z.object({ n: z.number() }), "SELECT $1::int AS n");
    const run = async (preparedStatements: boolean) => {
      const db = createDb(pooledUrl, { maxConnections: 10, preparedStatements });
      const outcomes = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => sqlOf(db).rows(probe, [i])));
      await db.$disconnect();
      return outcomes.filter((outcome) => outcome.status === "rejected").length;
    };
    // Ten clients preparing by name on three server connections: "already exists" or "does not exist".
    expect(await run(true)).toBeGreaterThan(0);
    expect(await run(false)).toBe(0);
  });

  it("one winner per slot: 20 slots, 8 customers racing for each", async () => {
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant);
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "08:00", endTime: "18:00" });
    // A customer each: one who won several times would meet the open-request cap (PENDING_LIMIT_REACHED).
    const crowd = await Promise.all(slots.flatMap(() => Array.from({ length: 8 }, () => createUser(t.db, { tenant }))));
    const replies = await Promise.all(
      slots.flatMap((slot, i) =>
        Array.from({ length: 8 }, (_, j) =>
          call(tenant, "POST", "/api/bookings", crowd[i * 8 + j], { serviceId: service.id, slotId: slot.id }),
        ),
      ),
    );
    expect(tally(replies)).toEqual({ "201": 20, "409 SLOT_TAKEN": 140 });
    const stored = await t.db.slot.findMany({ where: { tenantId: tenant.id }, select: { bookingId: true } });
    const winners = replies.filter((reply) => reply.status === 201).map((reply) => reply.body.id);
    expect(new Set(stored.map((slot) => slot.bookingId))).toEqual(new Set(winners));
    expect(await checkBookingInvariants(directUrl, tenant.id)).toEqual(CLEAN_REPORT);
  });

  it("stores every acknowledged booking (100 customers on 100 slots at once), as PostgreSQL itself reads them", async () => {
    const tenant = await createTenant(t.db);
    const service = await createService(t.db, tenant);
    const days = [3, 4, 5].map((d) => localDate(tenant, d));
    const slots = (await createSlots(t.db, tenant, { dates: days, startTime: "00:00", endTime: "24:00" })).slice(0, 100);
    const crowd = await Promise.all(slots.map(() => createUser(t.db, { tenant })));
    const replies = await Promise.all(
      slots.map((slot, i) => call(tenant, "POST", "/api/bookings", crowd[i], { serviceId: service.id, slotId: slot.id })),
    );
    expect(tally(replies)).toEqual({ "201": 100 });
    const direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    try {
      const { rows } = await direct.query(`SELECT id FROM "Booking" WHERE "tenantId" = $1`, [tenant.id]);
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(replies.map((reply) => reply.body.id)));
    } finally {
      await direct.end();
    }
    expect(await checkBookingInvariants(directUrl, tenant.id)).toEqual(CLEAN_REPORT);
  });

  it("announces queued jobs on the direct connection while the job is written through the pooler", async () => {
    const heard: (string | null)[] = [];
    const notifications = listenForQueuedJobs(directUrl, () => undefined);
    notifications.subscribe((queue) => heard.push(queue));
    try {
      const queue = `pgbouncer-test-${Date.now()}`;
      await expect
        .poll(async () => {
          await enqueueJob(t.db, { queue, payload: {}, runAt: new Date() });
          return heard.includes(queue);
        })
        .toBe(true);
      await t.db.job.deleteMany({ where: { queue } });
    } finally {
      await notifications.close();
    }
  });
});

describe.skipIf(!isPostgres)("the runtime with DATABASE_POOLER=transaction", () => {
  it("migrates through the direct URL (session advisory lock) and serves through the pooler, unnamed", async () => {
    const scratch = await createScratchPostgres(directUrl, "booking_pgbouncer");
    const pooler = await startPgBouncer(scratch.url, { serverConnections: 2 });
    let db: Db | undefined;
    try {
      const lines: string[] = [];
      const database = await openDatabase(
        { databaseUrl: pooler.urlFor(scratch.url), databaseDirectUrl: scratch.url, databasePooler: "transaction", dataDir: "unused" },
        (line) => lines.push(line),
      );
      db = database.db;
      expect(lines.join("\n")).toMatch(/transaction pooler \(unnamed statements\), migrations applied: \d{14}_init/);
      // Many requests at once through 2 server connections: the hot-path statements stay correct.
      const tenants = await Promise.all(Array.from({ length: 5 }, () => createTenant(db!)));
      const answers = await Promise.all(
        tenants.flatMap((tenant) => Array.from({ length: 8 }, () => db!.tenant.findUniqueOrThrow({ where: { slug: tenant.slug } }))),
      );
      expect(answers.map((tenant) => tenant.slug).sort()).toEqual(tenants.flatMap((tenant) => Array(8).fill(tenant.slug)).sort());
    } finally {
      await db?.$disconnect();
      await pooler.stop();
      await scratch.drop();
    }
  });
});
