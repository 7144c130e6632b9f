import { beforeAll, describe, expect, it } from "vitest";
import { cancelQueuedJobs, enqueueJob, JobWorker } from "@booking/core";
import { getTestDatabase, uniq, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await getTestDatabase();
});

// Each test uses its own queue name, so files and tests never see each other's jobs.
function queueName() {
  return uniq("q");
}

describe("durable job queue", () => {
  it("runs a job only when due, once, and records it DONE", async () => {
    const queue = queueName();
    const ran: string[] = [];
    const worker = new JobWorker({ db: t.db, handlers: { [queue]: async (job) => void ran.push((job.payload as { n: string }).n) } });
    const at = new Date("2030-01-01T10:00:00Z");
    await enqueueJob(t.db, { queue, payload: { n: "a" }, runAt: at });
    expect(await worker.runDue(new Date(at.getTime() - 1))).toBe(0);
    expect(await worker.runDue(at)).toBe(1);
    expect(await worker.runDue(new Date(at.getTime() + 60_000))).toBe(0);
    expect(ran).toEqual(["a"]);
    expect((await t.db.job.findFirstOrThrow({ where: { queue } })).status).toBe("DONE");
  });

  it("never queues the same unique key twice and can cancel queued jobs", async () => {
    const queue = queueName();
    const key = `${queue}:reminder`;
    expect(await enqueueJob(t.db, { queue, payload: {}, runAt: new Date(), uniqueKey: key })).toBe(true);
    expect(await enqueueJob(t.db, { queue, payload: {}, runAt: new Date(), uniqueKey: key })).toBe(false);
    expect(await cancelQueuedJobs(t.db, [key])).toBe(1);
    expect(await t.db.job.count({ where: { queue } })).toBe(0);
  });

  it("retries a failing job with backoff, then gives up as FAILED", async () => {
    const queue = queueName();
    let calls = 0;
    const worker = new JobWorker({
      db: t.db,
      maxAttempts: 2,
      handlers: {
        [queue]: async () => {
          calls++;
          throw new Error("provider down");
        },
      },
    });
    const now = new Date("2030-01-02T00:00:00Z");
    await enqueueJob(t.db, { queue, payload: {}, runAt: now });
    await worker.runDue(now);
    const retried = await t.db.job.findFirstOrThrow({ where: { queue } });
    expect(retried).toMatchObject({ status: "QUEUED", attempts: 1, lastError: "provider down" });
    expect(retried.runAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await worker.runDue(now)).toBe(0);
    await worker.runDue(retried.runAt);
    expect(await t.db.job.findFirstOrThrow({ where: { queue } })).toMatchObject({ status: "FAILED", attempts: 2 });
    expect(calls).toBe(2);
  });

  it("recovers a job only once its lease has run out (rows from before leases: 5 min after the claim)", async () => {
    const queue = queueName();
    const now = new Date("2030-01-03T00:00:00Z");
    await enqueueJob(t.db, { queue, payload: {}, runAt: now });
    await enqueueJob(t.db, { queue, payload: { legacy: true }, runAt: now });
    await t.db.job.updateMany({
      where: { queue },
      data: { status: "RUNNING", lockedAt: now, lockedBy: "dead-worker", leaseExpiresAt: new Date(now.getTime() + 60_000) },
    });
    await t.db.job.updateMany({ where: { queue, payload: { equals: { legacy: true } } }, data: { leaseExpiresAt: null } });
    const ran: unknown[] = [];
    const worker = new JobWorker({ db: t.db, handlers: { [queue]: async (job) => void ran.push(job.payload) } });
    expect(await worker.runDue(new Date(now.getTime() + 59_000))).toBe(0);
    expect(await worker.runDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect(ran).toEqual([{}]);
    expect(await worker.runDue(new Date(now.getTime() + 5 * 60_000 + 1000))).toBe(1);
    expect(ran).toEqual([{}, { legacy: true }]);
  });

  it("renews the lease of a job that takes longer than the lease, so no other worker takes it", async () => {
    const queue = queueName();
    await enqueueJob(t.db, { queue, payload: {}, runAt: new Date() });
    let runs = 0;
    const handlers = {
      [queue]: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 3000));
      },
    };
    const [slow, eager] = [0, 1].map(() => new JobWorker({ db: t.db, leaseMs: 1000, handlers }));
    const first = slow!.runDue();
    while (runs === 0) await new Promise((r) => setTimeout(r, 5));
    // The other worker keeps looking for expired leases while the first one works.
    const deadline = Date.now() + 3300;
    while (Date.now() < deadline) {
      await eager!.runDue();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    expect(await t.db.job.findFirstOrThrow({ where: { queue } })).toMatchObject({ status: "DONE", attempts: 1, leaseExpiresAt: null });
  });

  it("does a `once` step only once across attempts, and a recovered job skips what its dead worker did", async () => {
    const queue = queueName();
    const now = new Date("2030-01-05T00:00:00Z");
    const effects: string[] = [];
    let failB = true;
    const worker = new JobWorker({
      db: t.db,
      handlers: {
        [queue]: async (_job, run) => {
          await run.once("a", async () => void effects.push("a"));
          await run.once("b", async () => {
            if (failB) throw new Error("telegram down");
            effects.push("b");
          });
        },
      },
    });
    await enqueueJob(t.db, { queue, payload: {}, runAt: now });
    await worker.runDue(now);
    expect(await t.db.job.findFirstOrThrow({ where: { queue } })).toMatchObject({ status: "QUEUED", doneSteps: ["a"] });
    failB = false;
    await worker.runDue(new Date(now.getTime() + 3_600_000));
    expect(effects).toEqual(["a", "b"]);
    expect(await t.db.job.findFirstOrThrow({ where: { queue } })).toMatchObject({ status: "DONE", doneSteps: ["a", "b"] });

    // A worker that died after "a": its lease runs out, another finishes the rest.
    const crashed = queueName();
    await enqueueJob(t.db, { queue: crashed, payload: {}, runAt: now });
    await t.db.job.updateMany({
      where: { queue: crashed },
      data: { status: "RUNNING", lockedBy: "dead", attempts: 1, doneSteps: ["a"], leaseExpiresAt: now },
    });
    const rescuer = new JobWorker({
      db: t.db,
      handlers: {
        [crashed]: async (_job, run) => {
          await run.once("a", async () => void effects.push("a again"));
          await run.once("b", async () => void effects.push("b after crash"));
        },
      },
    });
    expect(await rescuer.runDue(new Date(now.getTime() + 1))).toBe(1);
    expect(effects).toEqual(["a", "b", "b after crash"]);
  });

  it("writes nothing for an attempt whose job was taken over, and runs no step for it", async () => {
    const queue = queueName();
    const now = new Date("2030-01-06T00:00:00Z");
    await enqueueJob(t.db, { queue, payload: {}, runAt: now });
    const effects: string[] = [];
    const errors: unknown[] = [];
    const worker = new JobWorker({
      db: t.db,
      leaseMs: 300,
      onError: (error) => void errors.push(error),
      handlers: {
        [queue]: async (job, run) => {
          // Meanwhile another worker claimed the job (attempt 2), so this one's renewals no longer
          // extend its lease, which then runs out.
          await t.db.job.update({ where: { id: job.id }, data: { lockedBy: "other", attempts: 2 } });
          await new Promise((r) => setTimeout(r, 400));
          await run.once("send", async () => void effects.push("send"));
        },
      },
    });
    await worker.runDue(now);
    expect(effects).toEqual([]);
    expect(errors).toEqual([expect.objectContaining({ name: "Error", message: expect.stringMatching(/lease lost/) })]);
    expect(await t.db.job.findFirstOrThrow({ where: { queue } })).toMatchObject({
      status: "RUNNING",
      lockedBy: "other",
      attempts: 2,
      lastError: null,
    });
  });
});

describe("ordered jobs (issue 26.6)", () => {
  it("runs one order key's jobs one at a time in queue order, waiting out a retry; a job failed for good holds nothing back", async () => {
    const queue = queueName();
    const key = `${queue}:booking`;
    const now = new Date("2030-01-07T00:00:00Z");
    const ran: string[] = [];
    let failFirst = 1;
    const worker = new JobWorker({
      db: t.db,
      concurrency: 4,
      maxAttempts: 2,
      handlers: {
        [queue]: async (job) => {
          const n = (job.payload as { n: string }).n;
          if (n === "a" && failFirst-- > 0) throw new Error("telegram down");
          ran.push(n);
        },
      },
    });
    for (const n of ["a", "b", "c"]) await enqueueJob(t.db, { queue, payload: { n }, runAt: now, orderKey: key });
    await enqueueJob(t.db, { queue, payload: { n: "free" }, runAt: now });
    // "a" fails and waits for its retry: "b" and "c" wait behind it; the unordered job does not.
    expect(await worker.runDue(now)).toBe(2);
    expect(ran).toEqual(["free"]);
    expect(await worker.runDue(new Date(now.getTime() + 60_000))).toBe(1);
    expect(ran).toEqual(["free", "a"]);
    expect(await worker.runDue(new Date(now.getTime() + 60_000))).toBe(1);
    expect(await worker.runDue(new Date(now.getTime() + 60_000))).toBe(1);
    expect(ran).toEqual(["free", "a", "b", "c"]);

    // A job that failed for good no longer holds its key: the next runs.
    const later = new Date(now.getTime() + 120_000);
    await enqueueJob(t.db, { queue, payload: { n: "d" }, runAt: later, orderKey: key });
    await enqueueJob(t.db, { queue, payload: { n: "e" }, runAt: later, orderKey: key });
    await t.db.job.updateMany({ where: { queue, payload: { equals: { n: "d" } } }, data: { status: "FAILED" } });
    expect(await worker.runDue(later)).toBe(1);
    expect(ran).toEqual(["free", "a", "b", "c", "e"]);
  });
});

describe("two workers on PostgreSQL", () => {
  it("run each order key's jobs one at a time and in order, never side by side", async (ctx) => {
    if (!t.isPostgres) {
      console.warn("[tests] skipping the two-worker ordered claim test: it needs TEST_DATABASE_URL (real PostgreSQL)");
      return ctx.skip();
    }
    const queue = queueName();
    const now = new Date("2030-01-08T00:00:00Z");
    const keys = Array.from({ length: 10 }, (_, k) => `${queue}:k${k}`);
    for (let i = 0; i < 5; i++) {
      for (const key of keys) await enqueueJob(t.db, { queue, payload: { key, i }, runAt: now, orderKey: key });
    }
    const running = new Set<string>();
    const seen = new Map<string, number[]>(keys.map((key) => [key, []]));
    let overlaps = 0;
    const handler = async (job: { payload: unknown }) => {
      const { key, i } = job.payload as { key: string; i: number };
      if (running.has(key)) overlaps++;
      running.add(key);
      await new Promise((r) => setTimeout(r, 2 + (i % 3)));
      seen.get(key)!.push(i);
      running.delete(key);
    };
    const workers = [0, 1].map(() => new JobWorker({ db: t.db, batchSize: 7, concurrency: 4, handlers: { [queue]: handler } }));
    let ran = 1;
    while (ran > 0) ran = (await Promise.all(workers.map((w) => w.runDue(now)))).reduce((a, b) => a + b, 0);
    expect(overlaps).toBe(0);
    for (const key of keys) expect(seen.get(key)).toEqual([0, 1, 2, 3, 4]);
  });

  it("hand every job to exactly one of them", async (ctx) => {
    if (!t.isPostgres) {
      console.warn("[tests] skipping the two-worker claim test: it needs TEST_DATABASE_URL (real PostgreSQL)");
      return ctx.skip();
    }
    const queue = queueName();
    const now = new Date("2030-01-04T00:00:00Z");
    for (let i = 0; i < 200; i++) await enqueueJob(t.db, { queue, payload: { i }, runAt: now });
    const seen: number[] = [];
    const handler = async (job: { payload: unknown }) => {
      seen.push((job.payload as { i: number }).i);
      await new Promise((r) => setTimeout(r, 1));
    };
    const workers = [0, 1].map(() => new JobWorker({ db: t.db, batchSize: 7, handlers: { [queue]: handler } }));
    let ran = 1;
    while (ran > 0) ran = (await Promise.all(workers.map((w) => w.runDue(now)))).reduce((a, b) => a + b, 0);
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
    expect(await t.db.job.count({ where: { queue, status: "DONE" } })).toBe(200);
  });
});
