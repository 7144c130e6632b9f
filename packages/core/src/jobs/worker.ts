// Runs handlers for due jobs. `runDue(now)` is one pass (tests drive it with their own clock);
// `start()` polls on a timer in the API or bot process. Several processes may run workers at once.
import crypto from "node:crypto";
import type { Job } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { claimDueJobs, completeJob, failJob, requeueStaleJobs } from "./queue.ts";

export type JobHandler = (job: Job) => Promise<void>;

export interface JobWorkerOptions {
  db: PlatformDb;
  handlers: Record<string, JobHandler>;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  staleAfterMs?: number;
  clock?: () => Date;
  onError?: (error: unknown, job?: Job) => void;
}

export class JobWorker {
  readonly id = `worker-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: JobWorkerOptions) {}

  /** One pass: claims due jobs and runs them; returns how many ran. */
  async runDue(now = this.options.clock?.() ?? new Date()): Promise<number> {
    const { db, handlers } = this.options;
    await requeueStaleJobs(db, { now, staleAfterMs: this.options.staleAfterMs ?? 5 * 60_000 });
    const jobs = await claimDueJobs(db, { workerId: this.id, queues: Object.keys(handlers), now, limit: this.options.batchSize ?? 20 });
    for (const job of jobs) {
      try {
        await handlers[job.queue]!(job);
        await completeJob(db, job.id, now);
      } catch (error) {
        this.options.onError?.(error, job);
        await failJob(db, job, error, { now, maxAttempts: this.options.maxAttempts ?? 5 });
      }
    }
    return jobs.length;
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
