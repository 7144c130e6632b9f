// Runs handlers for due jobs. `runDue(now)` is one pass (tests drive it with their own clock);
// `start()` polls on a timer in the API or bot process. Several processes may run workers at once.
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
import {
  claimDueJobs, completeJob, failJob, holdsJob, recordJobStep, recoverExpiredLeases, renewLeases,
} from "./queue.ts";

/** What a handler may ask of the worker running it. */
export interface JobRun {
  /**
   * Runs `effect` unless an earlier attempt of this job already did (recorded under `key`). Throws
   * LeaseLostError instead of running it when this worker no longer holds the job. The one gap left
   * is a crash between the effect and its record: that effect is repeated once.
   */
  once(key: string, effect: () => Promise<unknown>): Promise<void>;
}

export type JobHandler = (job: Job, run: JobRun) => Promise<void>;

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
}

export class JobWorker {
  readonly id = `worker-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Jobs this worker holds (claimed, not yet finished): their leases are renewed. */
  private readonly held = new Set<string>();
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
    const jobs = await claimDueJobs(db, {
      workerId: this.id, queues: Object.keys(handlers), now, limit: this.options.batchSize ?? 20, leaseMs: this.leaseMs,
    });
    for (const job of jobs) this.hold(job.id);
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
    const run: JobRun = {
      once: async (key, effect) => {
        if (done.has(key)) return;
        if (!(await holdsJob(db, job))) throw new LeaseLostError(job.id);
        await effect();
        done.add(key);
        if (!(await recordJobStep(db, job, key))) throw new LeaseLostError(job.id);
      },
    };
    try {
      await handlers[job.queue]!(job, run);
      if (!(await completeJob(db, job, now))) this.options.onError?.(new LeaseLostError(job.id), job);
    } catch (error) {
      this.options.onError?.(error, job);
      if (!(error instanceof LeaseLostError)) await failJob(db, job, error, { now, maxAttempts: this.options.maxAttempts ?? 5 });
    } finally {
      this.release(job.id);
    }
  }

  private hold(id: string): void {
    this.held.add(id);
    this.renewal ??= setInterval(() => {
      const until = new Date(this.now().getTime() + this.leaseMs);
      renewLeases(this.options.db, { workerId: this.id, ids: [...this.held], until }).catch((error: unknown) => this.options.onError?.(error));
    }, this.leaseMs / 3);
  }

  private release(id: string): void {
    this.held.delete(id);
    if (this.held.size === 0) {
      clearInterval(this.renewal);
      this.renewal = undefined;
    }
  }

  start(): void {
    const tick = () => {
      this.running = this.runDue().catch((error) => {
        this.options.onError?.(error);
        return 0;
      });
      void this.running.finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 5_000);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
