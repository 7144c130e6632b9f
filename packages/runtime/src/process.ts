// One bootstrap for every process (the API and `npm run bot`): signal handlers first, so a SIGTERM
// during migrations or seeding already exits cleanly; then the start-up work, each piece registering
// how it stops; on SIGINT/SIGTERM (or a failed start) everything stops in reverse order: updates
// and workers before the server, the server before the database.
import { JobWorker, type JobHandler, type JobWorkerOptions, type Logger } from "@booking/core";
import { databaseHealth, DataDirLockedError, listenForQueuedJobs, type Db, type JobNotifications } from "@booking/db";
import { openDatabase, type Database } from "./database.ts";

type Stop = () => Promise<void> | void;

export interface RuntimeOptions {
  /** Where start-up lines go before the process has a logger of its own. */
  log?: (message: string) => void;
  /** Replaced in tests, which must not end the test process. */
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

export class ProcessRuntime {
  private readonly stops: Stop[] = [];
  private stopping: Promise<void> | undefined;
  readonly log: (message: string) => void;
  private readonly exit: (code: number) => void;

  constructor(options: RuntimeOptions = {}) {
    this.log = options.log ?? ((message) => console.log(message));
    this.exit = options.exit ?? ((code) => process.exit(code));
    for (const signal of options.signals ?? (["SIGINT", "SIGTERM"] as const)) {
      // Repeated signals join the shutdown in progress rather than killing it half-way.
      process.on(signal, () => void this.shutdown(`${signal}: shutting down`, 0));
    }
  }

  get closing(): boolean {
    return this.stopping !== undefined;
  }

  /** Runs `stop` at shutdown, before everything registered earlier. */
  onShutdown(stop: Stop): void {
    this.stops.push(stop);
  }

  /** New jobs announced by PostgreSQL (LISTEN); absent on the embedded database, where workers poll. */
  private jobNotifications: JobNotifications | undefined;

  /** The process's database (migrations applied), closed last. */
  async openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
    const database = await openDatabase(config, this.log);
    this.onShutdown(() => database.close());
    if (config.databaseUrl) {
      const notifications = listenForQueuedJobs(config.databaseUrl, (error) => this.log(`job notifications: ${String(error)}`));
      this.jobNotifications = notifications;
      this.onShutdown(() => notifications.close());
    }
    return database;
  }

  /**
   * A started worker for these queues, draining continuously and woken by new jobs on PostgreSQL
   * (polling every 5 s as a safety net), or polling every second on the embedded database.
   * Shutdown waits for the jobs in progress.
   */
  startWorker(
    db: Db,
    handlers: Record<string, JobHandler>,
    log: Logger,
    options: Pick<JobWorkerOptions, "concurrency" | "batchSize" | "maxAttempts"> = {},
  ): JobWorker {
    // A database outage is one warning and one recovery line for the whole process (shared with
    // the API's requests), not a stack per poll.
    const database = databaseHealth(db, log);
    const worker = new JobWorker({
      db,
      handlers,
      ...options,
      wakeups: this.jobNotifications,
      pollIntervalMs: this.jobNotifications ? 5_000 : 1_000,
      onError: (error, job) => {
        if (!database.report(error)) log.error({ err: error, queue: job?.queue, jobId: job?.id }, "job failed");
      },
    });
    worker.start();
    this.onShutdown(() => worker.stop());
    return worker;
  }

  /** Runs the start-up work; a failure stops what already started and exits 1. */
  async start(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      // A refusal an operator acts on reads best without a stack.
      console.error(error instanceof DataDirLockedError ? error.message : error);
      await this.shutdown("start-up failed", 1);
    }
  }

  /** Stops everything once (later signals wait for the same shutdown), then exits. */
  shutdown(reason: string, code = 0): Promise<void> {
    this.stopping ??= (async () => {
      this.log(reason);
      // Popped one by one: start-up work still finishing during shutdown (a database that opens
      // after the signal) registers its stop in time to be run.
      for (let stop = this.stops.pop(); stop; stop = this.stops.pop()) {
        try {
          await stop();
        } catch (error) {
          console.error("shutdown step failed", error);
        }
      }
      this.exit(code);
    })();
    return this.stopping;
  }
}
