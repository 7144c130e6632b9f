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
    const worker = new JobWorker({ db: t.db, maxAttempts: 2, handlers: { [queue]: async () => { calls++; throw new Error("provider down"); } } });
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

  it("gives a crashed worker's job to another worker after the stale timeout", async () => {
    const queue = queueName();
    const now = new Date("2030-01-03T00:00:00Z");
    await enqueueJob(t.db, { queue, payload: {}, runAt: now });
    await t.db.job.updateMany({ where: { queue }, data: { status: "RUNNING", lockedAt: now, lockedBy: "dead-worker" } });
    const ran: number[] = [];
    const worker = new JobWorker({ db: t.db, staleAfterMs: 60_000, handlers: { [queue]: async () => void ran.push(1) } });
    expect(await worker.runDue(new Date(now.getTime() + 30_000))).toBe(0);
    expect(await worker.runDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect(ran).toHaveLength(1);
  });
});

describe("two workers on PostgreSQL", () => {
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
