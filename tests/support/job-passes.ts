// Runs a test's workers pass after pass at one instant until nothing is due, moving the jobs the
// test owns to its own queue before each pass (`adopt`), so parallel files never take each other's.
import type { Db, Tenant } from "@booking/db";
import { JobWorker, type JobHandler } from "@booking/core";
import { uniq } from "./db.ts";

export async function runPasses(adopt: () => Promise<unknown>, workers: JobWorker[], at: Date): Promise<number> {
  let ran = 0;
  for (;;) {
    await adopt();
    const counts = await Promise.all(workers.map((worker) => worker.runDue(at)));
    const pass = counts.reduce((a, b) => a + b, 0);
    if (pass === 0) return ran;
    ran += pass;
  }
}

/**
 * Workers running production queue `queue`'s handler (made with the test's clock) for these
 * tenants' jobs only: other test files (in parallel on PostgreSQL) queue jobs too, so this test's
 * are first moved to a queue of its own (`adopt`). `runDue(at)` sets the clock for the claim and
 * the handler alike and repeats until nothing is due (jobs may queue more); `passAt(at)` is one
 * pass of every worker at once.
 */
export function tenantQueueWorkers(
  db: Db,
  queue: string,
  makeHandler: (clock: () => Date) => JobHandler,
  tenants: Pick<Tenant, "id">[],
  count = 1,
) {
  const own = uniq(queue);
  let now = new Date();
  const handler = makeHandler(() => now);
  const errors: unknown[] = [];
  const workers = Array.from(
    { length: count },
    () => new JobWorker({ db, handlers: { [own]: handler }, onError: (error) => void errors.push(error) }),
  );
  const adopt = () =>
    db.job.updateMany({
      where: { queue, status: "QUEUED", OR: tenants.map((tenant) => ({ payload: { path: ["tenantId"], equals: tenant.id } })) },
      data: { queue: own },
    });
  return {
    queue: own,
    workers,
    /** What failed jobs threw (they are retried later, as in production). */
    errors,
    adopt,
    async passAt(at: Date): Promise<number> {
      now = at;
      await adopt();
      return (await Promise.all(workers.map((worker) => worker.runDue(at)))).reduce((a, b) => a + b, 0);
    },
    async runDue(at = new Date()): Promise<number> {
      now = at;
      return runPasses(adopt, workers, at);
    },
  };
}
