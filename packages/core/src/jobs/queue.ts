// A small durable job queue on the Job table. Why not pg-boss or graphile-worker: pg-boss 12 needs
// Node 22, both need several connections and LISTEN/NOTIFY, and the embedded PGlite is a single
// session. What we need is small: delayed jobs, de-duplication by key, and a claim that hands a due
// job to exactly one worker (FOR UPDATE SKIP LOCKED), with retries and crash recovery.
import { redactSecrets } from "@booking/observability";
import type { Job } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { Prisma } from "@booking/db";

export interface EnqueueInput {
  queue: string;
  payload: Prisma.InputJsonValue;
  runAt: Date;
  /** A job with the same key is never queued twice (e.g. "reminder:24h:<bookingId>"). */
  uniqueKey?: string;
  /** Jobs with the same order key run one after another, in the order they were queued (e.g. "booking:<id>"). */
  orderKey?: string;
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

/** The claim a worker holds on a running job: its id and the attempt number it claimed (a fencing token). */
export type JobClaim = Pick<Job, "id" | "lockedBy" | "attempts">;

/** Only the worker that claimed this attempt may still write its outcome. */
function heldBy(claim: JobClaim): Prisma.JobWhereInput {
  return { id: claim.id, status: "RUNNING", lockedBy: claim.lockedBy, attempts: claim.attempts };
}

/**
 * Atomically moves up to `limit` due jobs to RUNNING for this worker, each with a lease until
 * `now + leaseMs`; no two workers get the same job. A job with an order key waits while an earlier
 * job of its key (lower `seq`) is queued or running, so one key's jobs never run side by side or
 * out of order, even across workers: a claim that races another sees the earlier job still QUEUED
 * (or already RUNNING) and leaves the later one. A job that failed for good no longer holds its
 * key back.
 */
export async function claimDueJobs(
  db: PlatformDb,
  options: { workerId: string; queues: string[]; now: Date; limit: number; leaseMs: number },
): Promise<Job[]> {
  const leaseExpiresAt = new Date(options.now.getTime() + options.leaseMs);
  return db.$queryRaw<Job[]>`
    UPDATE "Job" SET status = 'RUNNING', "lockedAt" = ${options.now}, "lockedBy" = ${options.workerId},
      "leaseExpiresAt" = ${leaseExpiresAt}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM "Job" j
      WHERE status = 'QUEUED' AND "runAt" <= ${options.now} AND queue = ANY(${options.queues})
        AND (j."orderKey" IS NULL OR NOT EXISTS (
          SELECT 1 FROM "Job" e
          WHERE e."orderKey" = j."orderKey" AND e.seq < j.seq AND e.status IN ('QUEUED', 'RUNNING')
        ))
      ORDER BY "runAt", id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
}

/** Extends this worker's leases on jobs it still runs (never shortens one); returns the ids it still holds. */
export async function renewLeases(db: PlatformDb, options: { workerId: string; ids: string[]; until: Date }): Promise<string[]> {
  if (options.ids.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "Job" SET "leaseExpiresAt" = GREATEST("leaseExpiresAt", ${options.until})
    WHERE id = ANY(${options.ids}::uuid[]) AND status = 'RUNNING' AND "lockedBy" = ${options.workerId}
    RETURNING id`;
  return rows.map((row) => row.id);
}

/** Whether this worker still holds the job (nobody recovered it after its lease ran out). */
export async function holdsJob(db: PlatformDb, claim: JobClaim): Promise<boolean> {
  return (await db.job.count({ where: heldBy(claim) })) === 1;
}

/** Records side effects done (see JobRun.once); false when the job was no longer held. */
export async function recordJobSteps(db: PlatformDb, claim: JobClaim, steps: string[]): Promise<boolean> {
  const { count } = await db.job.updateMany({ where: heldBy(claim), data: { doneSteps: { push: steps } } });
  return count === 1;
}

/** Marks the job done, with the steps its last effects did; false when the job was no longer held. */
export async function completeJob(db: PlatformDb, claim: JobClaim, now: Date, steps: string[] = []): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: heldBy(claim),
    data: {
      status: "DONE",
      finishedAt: now,
      lockedAt: null,
      leaseExpiresAt: null,
      ...(steps.length > 0 && { doneSteps: { push: steps } }),
    },
  });
  return count === 1;
}

/** A failed attempt: retried later with backoff until `maxAttempts`, then FAILED for good. */
export async function failJob(
  db: PlatformDb,
  job: Job,
  error: unknown,
  options: { now: Date; maxAttempts: number; steps?: string[] },
): Promise<boolean> {
  // Kept on the row and shown in delivery logs: masked like a log line (a URL may carry a token).
  const message = redactSecrets(error instanceof Error ? error.message : String(error));
  const final = job.attempts >= options.maxAttempts;
  const backoffMs = Math.min(60 * 60_000, 2 ** job.attempts * 15_000);
  const steps = options.steps?.length ? { doneSteps: { push: options.steps } } : {};
  const { count } = await db.job.updateMany({
    where: heldBy(job),
    data: final
      ? { status: "FAILED", lastError: message.slice(0, 1000), finishedAt: options.now, lockedAt: null, leaseExpiresAt: null, ...steps }
      : {
          status: "QUEUED",
          lastError: message.slice(0, 1000),
          runAt: new Date(options.now.getTime() + backoffMs),
          lockedAt: null,
          lockedBy: null,
          leaseExpiresAt: null,
          ...steps,
        },
  });
  return count === 1;
}

/** Puts a claimed job back, due at `runAt`, as if this attempt never ran (its attempt is not counted). */
export async function deferJob(db: PlatformDb, job: Job, runAt: Date): Promise<boolean> {
  const { count } = await db.job.updateMany({
    where: heldBy(job),
    data: { status: "QUEUED", runAt, attempts: { decrement: 1 }, lockedAt: null, lockedBy: null, leaseExpiresAt: null },
  });
  return count === 1;
}

/** Rows claimed before leases existed recover this long after their claim. */
const LEGACY_LEASE = "5 minutes";

/**
 * Jobs whose lease ran out (their worker died or stalled) go back to the queue. A live worker
 * renews its leases, so a job that merely takes long is never taken from it.
 */
export async function recoverExpiredLeases(db: PlatformDb, now: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE "Job" SET status = 'QUEUED', "lockedAt" = NULL, "lockedBy" = NULL, "leaseExpiresAt" = NULL
    WHERE status = 'RUNNING' AND COALESCE("leaseExpiresAt", "lockedAt" + ${LEGACY_LEASE}::interval) < ${now}`;
}

export interface QueueStat {
  queue: string;
  status: "QUEUED" | "RUNNING";
  count: number;
  /** Seconds the oldest due job has waited since its runAt (QUEUED only; 0 otherwise). */
  oldestAgeSeconds: number;
}

/** Due and running jobs per queue, for the metrics scrape (booking_job_queue_depth and _oldest_age_seconds). */
export async function queueStats(db: PlatformDb, now: Date): Promise<QueueStat[]> {
  const rows = await db.$queryRaw<{ queue: string; status: "QUEUED" | "RUNNING"; count: bigint; oldest: Date | null }[]>`
    SELECT queue, status::text AS status, count(*) AS count, min("runAt") AS oldest
    FROM "Job"
    WHERE status = 'RUNNING' OR (status = 'QUEUED' AND "runAt" <= ${now})
    GROUP BY queue, status`;
  return rows.map((row) => ({
    queue: row.queue,
    status: row.status,
    count: Number(row.count),
    oldestAgeSeconds: row.status === "QUEUED" && row.oldest ? Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000) : 0,
  }));
}
