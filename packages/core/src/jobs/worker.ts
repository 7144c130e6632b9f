// Runs handlers for due jobs. `runDue(now)` is one pass (tests drive it with their own clock);
// `start()` drains the queue continuously in the API or bot process: up to `concurrency` jobs at
// once, claiming again while work is due, woken by new jobs (or polling). Several processes may
// run workers at once.
//
// Exactly once under slow dependencies: each claimed job has a lease that this worker renews while
// it holds the job (every third of the lease), so a job that waits 20 s on Telegram is never taken
// from a live worker; only an expired lease (a dead or stalled worker) is recovered. The outcome of
// an attempt is written only by the worker that still holds it (fenced by worker id and attempt).
// Side effects a retry must not repeat (a Telegram message) go through `run.once(key, effect)`: the
// key is recorded on the job right after the effect, and a later attempt skips it.
import crypto from "node:crypto";
import type { Job } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { jobFailures, jobsCompleted } from "@booking/observability";
import { claimDueJobs, completeJob, deferJob, failJob, holdsJob, recordJobSteps, recoverExpiredLeases, renewLeases } from "./queue.ts";

/** What a handler may ask of the worker running it. */
export interface JobRun {
  /**
   * Runs `effect` unless an earlier attempt of this job already did (recorded under `key`, at the
   * latest before the next effect or with the job's outcome). Throws LeaseLostError instead of
   * running it when this worker no longer holds the job. The one gap left is a crash between the
   * effect and its record (one database round trip): that effect is repeated once.
   */
  once(key: string, effect: () => Promise<unknown>): Promise<void>;
}

export type JobHandler = (job: Job, run: JobRun) => Promise<void>;

/**
 * Thrown by a handler that may not run the job now (e.g. its tenant already uses its share of the
 * worker: webhooks): the job goes back to the queue, due in `delayMs`, without counting an attempt.
 */
export class JobDeferred extends Error {
  constructor(readonly delayMs: number) {
    super(`deferred by ${delayMs} ms`);
  }
}

/** The worker lost the job (its lease ran out and another worker took it): it stops, writing nothing. */
export class LeaseLostError extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId}: lease lost to another worker`);
  }
}

export interface JobWorkerOptions {
  db: PlatformDb;
  handlers: Record<string, JobHandler>;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Jobs run at once (default 1): independent sends wait on Telegram side by side. */
  concurrency?: number;
  maxAttempts?: number;
  /** How long a claim lasts without renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  clock?: () => Date;
  onError?: (error: unknown, job?: Job) => void;
  /** New jobs announced by the database (PostgreSQL LISTEN); without it, polling only. */
  wakeups?: JobWakeups;
}

/** Tells a worker that a job of `queue` (null: of any queue) was queued, so it claims now rather than at its next poll. */
export interface JobWakeups {
  subscribe(listener: (queue: string | null) => void): () => void;
}

export class JobWorker {
  readonly id = `worker-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  private active = false;
  private loop: Promise<void> | undefined;
  private waiter: (() => void) | undefined;
  private woken = false;
  /** Jobs this worker holds (claimed, not yet finished), with when (performance.now()) their lease last confirmed runs out; renewed. */
  private readonly held = new Map<string, number>();
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobWorkerOptions) {}

  private get leaseMs(): number {
    return this.options.leaseMs ?? 60_000;
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  /** One pass: recovers expired leases, claims due jobs and runs them; returns how many ran. */
  async runDue(now = this.now()): Promise<number> {
    const { db, handlers } = this.options;
    await recoverExpiredLeases(db, now);
    const since = performance.now();
    const jobs = await claimDueJobs(db, {
      workerId: this.id,
      queues: Object.keys(handlers),
      now,
      limit: this.options.batchSize ?? 20,
      leaseMs: this.leaseMs,
    });
    for (const job of jobs) this.hold(job.id, since);
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) await this.runOne(jobs[next++]!, now);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 1, jobs.length) }, lane));
    return jobs.length;
  }

  private async runOne(job: Job, now: Date): Promise<void> {
    const { db, handlers } = this.options;
    const done = new Set(job.doneSteps);
    // Steps done but not yet on the job row: written before the next effect runs, or with the
    // job's outcome (one round trip either way, and none extra for a job of one message).
    let unrecorded: string[] = [];
    const record = async () => {
      const steps = unrecorded;
      unrecorded = [];
      if (steps.length > 0 && !(await recordJobSteps(db, job, steps))) throw new LeaseLostError(job.id);
    };
    const run: JobRun = {
      once: async (key, effect) => {
        if (done.has(key)) return;
        await record();
        // Within the lease last confirmed (less a third for clock skew between processes) nobody
        // can have taken the job; past it, the database says.
        if (performance.now() > (this.held.get(job.id) ?? 0) - this.leaseMs / 3 && !(await holdsJob(db, job))) {
          throw new LeaseLostError(job.id);
        }
        await effect();
        done.add(key);
        unrecorded.push(key);
      },
    };
    try {
      await handlers[job.queue]!(job, run);
      if (!(await completeJob(db, job, now, unrecorded))) this.options.onError?.(new LeaseLostError(job.id), job);
      else jobsCompleted.inc({ queue: job.queue });
    } catch (error) {
      if (error instanceof JobDeferred) {
        await deferJob(db, job, new Date(now.getTime() + error.delayMs));
        return;
      }
      this.options.onError?.(error, job);
      if (!(error instanceof LeaseLostError)) {
        const maxAttempts = this.options.maxAttempts ?? 5;
        jobFailures.inc({ queue: job.queue, final: String(job.attempts >= maxAttempts) });
        await failJob(db, job, error, { now, maxAttempts, steps: unrecorded });
      }
    } finally {
      this.release(job.id);
    }
  }

  /** `since`: performance.now() when the claim was made. */
  private hold(id: string, since: number): void {
    this.held.set(id, since + this.leaseMs);
    this.renewal ??= setInterval(() => {
      const sent = performance.now();
      const until = new Date(this.now().getTime() + this.leaseMs);
      renewLeases(this.options.db, { workerId: this.id, ids: [...this.held.keys()], until }).then(
        (renewed) => {
          for (const id of renewed) if (this.held.has(id)) this.held.set(id, sent + this.leaseMs);
        },
        (error: unknown) => this.options.onError?.(error),
      );
    }, this.leaseMs / 3);
  }

  private release(id: string): void {
    this.held.delete(id);
    if (this.held.size === 0) {
      clearInterval(this.renewal);
      this.renewal = undefined;
    }
  }

  /**
   * Runs until stop(): claims as many due jobs as it has free places (`concurrency`), and claims
   * again at once while work is due; when nothing is due it waits for a wake-up (a job queued, from
   * `wakeups`), a place freeing up, or the poll interval.
   */
  start(): void {
    if (this.loop) return;
    this.active = true;
    const unsubscribe = this.options.wakeups?.subscribe((queue) => {
      if (queue === null || queue in this.options.handlers) this.wake();
    });
    this.loop = this.drain().finally(() => unsubscribe?.());
  }

  private async drain(): Promise<void> {
    const { db, handlers } = this.options;
    const concurrency = this.options.concurrency ?? 1;
    const inFlight = new Set<Promise<void>>();
    let recoveredAt = 0;
    while (this.active) {
      let claimed = 0;
      const free = concurrency - inFlight.size;
      if (free > 0) {
        try {
          const now = this.now();
          // Recovery looks for dead workers' jobs; once per lease third is often enough.
          if (now.getTime() - recoveredAt >= this.leaseMs / 3) {
            await recoverExpiredLeases(db, now);
            recoveredAt = now.getTime();
          }
          const since = performance.now();
          const jobs = await claimDueJobs(db, {
            workerId: this.id,
            queues: Object.keys(handlers),
            now,
            limit: Math.min(free, this.options.batchSize ?? 20),
            leaseMs: this.leaseMs,
          });
          for (const job of jobs) {
            this.hold(job.id, since);
            const running: Promise<void> = this.runOne(job, now)
              .catch((error: unknown) => this.options.onError?.(error, job))
              .finally(() => {
                inFlight.delete(running);
                this.wake();
              });
            inFlight.add(running);
          }
          claimed = jobs.length;
        } catch (error) {
          this.options.onError?.(error);
        }
      }
      // A full claim means more may be due: go again as soon as there is a free place.
      const mayHaveMore = claimed > 0 && claimed === Math.min(free, this.options.batchSize ?? 20);
      if (mayHaveMore && inFlight.size < concurrency) continue;
      await this.waitForWork(mayHaveMore || inFlight.size >= concurrency ? undefined : (this.options.pollIntervalMs ?? 5_000));
    }
    await Promise.all(inFlight);
  }

  /** Resolves on wake() or after `timeoutMs` (undefined: only on wake()). */
  private waitForWork(timeoutMs: number | undefined): Promise<void> {
    // A wake-up that came while this worker was busy claiming is not lost.
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = timeoutMs === undefined ? undefined : setTimeout(() => this.wake(), timeoutMs);
      this.waiter = () => {
        clearTimeout(timer);
        this.woken = false;
        resolve();
      };
    });
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) waiter();
    else this.woken = true;
  }

  /** Stops claiming and waits for the jobs in progress. */
  async stop(): Promise<void> {
    this.active = false;
    this.wake();
    await this.loop;
    this.loop = undefined;
  }
}
