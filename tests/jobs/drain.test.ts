// The running worker (start()) keeps up with its queue: it claims again at once after a full
// batch, runs independent jobs side by side, and on PostgreSQL wakes as soon as a job is queued.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, JobWorker, type JobHandler } from "@booking/core";
import { listenForQueuedJobs, type JobNotifications } from "@booking/db";
import { getTestDatabase, uniq, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await getTestDatabase();
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A started worker that would not poll again within the test: only draining and wake-ups move it. */
function started(
  queue: string,
  handler: JobHandler,
  options: { batchSize?: number; concurrency?: number; wakeups?: JobNotifications } = {},
) {
  const worker = new JobWorker({ db: t.db, handlers: { [queue]: handler }, pollIntervalMs: 60_000, ...options });
  worker.start();
  cleanups.push(() => worker.stop());
  return worker;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const startedAt = performance.now();
  while (!(await condition())) {
    if (performance.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - startedAt;
}

const doneCount = (queue: string) => t.db.job.count({ where: { queue, status: "DONE" } });

describe("a running worker", () => {
  it("claims the next batch at once after a full one, not after the poll interval", async () => {
    const queue = uniq("drain");
    for (let i = 0; i < 23; i++) await enqueueJob(t.db, { queue, payload: { i }, runAt: new Date() });
    started(queue, async () => undefined, { batchSize: 5 });
    await until(async () => (await doneCount(queue)) === 23, 10_000);
  });

  it("runs independent jobs side by side, up to its concurrency", async () => {
    const queue = uniq("parallel");
    for (let i = 0; i < 12; i++) await enqueueJob(t.db, { queue, payload: { i }, runAt: new Date() });
    let running = 0;
    let most = 0;
    started(
      queue,
      async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 300));
        running--;
      },
      { batchSize: 4, concurrency: 6 },
    );
    const elapsed = await until(async () => (await doneCount(queue)) === 12, 10_000);
    expect(most).toBe(6);
    // One at a time would take 12 × 300 ms.
    expect(elapsed).toBeLessThan(2500);
  });

  it("stops claiming on stop() and waits for the jobs in progress", async () => {
    const queue = uniq("stop");
    for (let i = 0; i < 3; i++) await enqueueJob(t.db, { queue, payload: { i }, runAt: new Date() });
    const finished: number[] = [];
    const worker = new JobWorker({
      db: t.db,
      concurrency: 3,
      pollIntervalMs: 60_000,
      handlers: {
        [queue]: async (job) => {
          await new Promise((r) => setTimeout(r, 200));
          finished.push((job.payload as { i: number }).i);
        },
      },
    });
    worker.start();
    await until(async () => (await t.db.job.count({ where: { queue, status: "RUNNING" } })) === 3, 5000);
    await worker.stop();
    expect(finished.sort()).toEqual([0, 1, 2]);
    expect(await doneCount(queue)).toBe(3);
  });
});

describe("on PostgreSQL", () => {
  it("wakes on a job queued while it is idle (LISTEN/NOTIFY), without waiting for its poll", async (ctx) => {
    if (!t.isPostgres) {
      console.warn("[tests] skipping the LISTEN/NOTIFY wake-up test: it needs TEST_DATABASE_URL (PGlite polls)");
      return ctx.skip();
    }
    const queue = uniq("wake");
    const wakeups = listenForQueuedJobs(t.url, (error) => {
      throw error;
    });
    cleanups.push(() => wakeups.close());
    started(queue, async () => undefined, { wakeups });
    // Idle: the first pass found nothing, and the next poll is a minute away.
    await new Promise((r) => setTimeout(r, 300));
    await enqueueJob(t.db, { queue, payload: {}, runAt: new Date() });
    const elapsed = await until(async () => (await doneCount(queue)) === 1, 5000);
    expect(elapsed).toBeLessThan(1000);
  });
});
