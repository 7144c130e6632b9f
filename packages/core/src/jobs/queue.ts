// A small durable job queue on the Job table. Why not pg-boss or graphile-worker: pg-boss 12 needs
// Node 22, both need several connections and LISTEN/NOTIFY, and the embedded PGlite is a single
// session. What we need is small: delayed jobs, de-duplication by key, and a claim that hands a due
// job to exactly one worker (FOR UPDATE SKIP LOCKED), with retries and crash recovery.
import type { Job } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { Prisma } from "@booking/db";

export interface EnqueueInput {
  queue: string;
  payload: Prisma.InputJsonValue;
  runAt: Date;
  /** A job with the same key is never queued twice (e.g. "reminder:24h:<bookingId>"). */
  uniqueKey?: string;
}

/** Returns false when a job with the same uniqueKey already exists. */
export async function enqueueJob(db: PlatformDb, input: EnqueueInput): Promise<boolean> {
  const { count } = await db.job.createMany({ data: [input], skipDuplicates: true });
  return count === 1;
}

/** Drops queued (not yet running) jobs, e.g. the reminders of a cancelled booking. */
export async function cancelQueuedJobs(db: PlatformDb, uniqueKeys: string[]): Promise<number> {
  const { count } = await db.job.deleteMany({ where: { uniqueKey: { in: uniqueKeys }, status: "QUEUED" } });
  return count;
}

/** Atomically moves up to `limit` due jobs to RUNNING for this worker; no two workers get the same job. */
export async function claimDueJobs(db: PlatformDb, options: { workerId: string; queues: string[]; now: Date; limit: number }): Promise<Job[]> {
  return db.$queryRaw<Job[]>`
    UPDATE "Job" SET status = 'RUNNING', "lockedAt" = ${options.now}, "lockedBy" = ${options.workerId}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM "Job"
      WHERE status = 'QUEUED' AND "runAt" <= ${options.now} AND queue = ANY(${options.queues})
      ORDER BY "runAt", id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
}

export async function completeJob(db: PlatformDb, id: string, now: Date): Promise<void> {
  await db.job.update({ where: { id }, data: { status: "DONE", finishedAt: now, lockedAt: null } });
}

/** A failed attempt: retried later with backoff until `maxAttempts`, then FAILED for good. */
export async function failJob(db: PlatformDb, job: Job, error: unknown, options: { now: Date; maxAttempts: number }): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= options.maxAttempts;
  const backoffMs = Math.min(60 * 60_000, 2 ** job.attempts * 15_000);
  await db.job.update({
    where: { id: job.id },
    data: final
      ? { status: "FAILED", lastError: message.slice(0, 1000), finishedAt: options.now, lockedAt: null }
      : { status: "QUEUED", lastError: message.slice(0, 1000), runAt: new Date(options.now.getTime() + backoffMs), lockedAt: null, lockedBy: null },
  });
}

/** Jobs left RUNNING by a crashed worker go back to the queue after `staleAfterMs`. */
export async function requeueStaleJobs(db: PlatformDb, options: { now: Date; staleAfterMs: number }): Promise<number> {
  const { count } = await db.job.updateMany({
    where: { status: "RUNNING", lockedAt: { lt: new Date(options.now.getTime() - options.staleAfterMs) } },
    data: { status: "QUEUED", lockedAt: null, lockedBy: null },
  });
  return count;
}
