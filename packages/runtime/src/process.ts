// One bootstrap for every process (the API and `npm run bot`): signal handlers first, so a SIGTERM
// during migrations or seeding already exits cleanly; then the start-up work, each piece registering
// how it stops; on SIGINT/SIGTERM (or a failed start) everything stops in reverse order: updates
// and workers before the server, the server before the database.
import { JobWorker, type JobHandler, type JobWorkerOptions, type Logger } from "@booking/core";
import fs from "node:fs";
import path from "node:path";
import {
  backupEmbedded,
  checkInstance,
  databaseHealth,
  DataDirLockedError,
  listenForQueuedJobs,
  type Db,
  type JobNotifications,
} from "@booking/db";
import { openDatabase, type Database, type DatabaseSettings } from "./database.ts";

type Stop = () => Promise<void> | void;

/** Where `npm run db:backup` names the file the running process should write its backup to. */
export const BACKUP_REQUEST_FILE = "backup-request";

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
  private shutdownStartedAt = 0;
  /** Longest a shutdown may take (SHUTDOWN_TIMEOUT_MS); past it the process exits 1 with work unfinished. */
  private shutdownDeadlineMs = 25_000;
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

  /** Sets the shutdown deadline (the configuration's SHUTDOWN_TIMEOUT_MS). */
  setShutdownDeadline(ms: number): void {
    this.shutdownDeadlineMs = ms;
  }

  /** Milliseconds left before the shutdown deadline (the whole deadline before a shutdown starts). */
  shutdownMsLeft(): number {
    if (!this.stopping) return this.shutdownDeadlineMs;
    return Math.max(0, this.shutdownStartedAt + this.shutdownDeadlineMs - Date.now());
  }

  /** Runs `stop` at shutdown, before everything registered earlier. */
  onShutdown(stop: Stop): void {
    this.stops.push(stop);
  }

  /** New jobs announced by PostgreSQL (LISTEN); absent on the embedded database, where workers poll. */
  private jobNotifications: JobNotifications | undefined;

  /**
   * True when this database is a restored copy not adopted here (instance.ts): no job worker starts,
   * so the original's queued messages are not sent a second time.
   */
  jobsHeld = false;

  /** The process's database (migrations applied), closed last. */
  async openDatabase(config: DatabaseSettings & { adoptDatabase?: boolean }): Promise<Database> {
    const database = await openDatabase(config, this.log);
    this.onShutdown(() => database.close());
    const verdict = await checkInstance(database.db, {
      dataDir: database.embedded ? config.dataDir : undefined,
      adopt: config.adoptDatabase,
    });
    if (verdict === "restored-copy") {
      this.jobsHeld = true;
      this.log(
        "this database is a restored copy of another instance: no jobs run here (its queued messages stay queued), " +
          "so nothing is sent twice beside the original. Once this copy is the one to keep, start it once with ADOPT_DATABASE=1.",
      );
    } else if (verdict === "adopted") this.log("database adopted by this instance (ADOPT_DATABASE=1): its jobs run here from now on");
    if (database.pglite) this.serveBackups(database.pglite, config.dataDir);
    if (config.databaseUrl) {
      // LISTEN needs a session of its own: PostgreSQL itself, never a transaction pooler.
      const listenUrl = config.databaseDirectUrl ?? config.databaseUrl;
      const notifications = listenForQueuedJobs(listenUrl, (error) => this.log(`job notifications: ${String(error)}`));
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
  ): JobWorker | undefined {
    if (this.jobsHeld) return undefined;
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

  /**
   * Online backups of the embedded database: `npm run db:backup` writes the target path to
   * DATA_DIR/backup-request and sends SIGUSR2; this process writes the backup there (backup.ts).
   */
  private serveBackups(pglite: Parameters<typeof backupEmbedded>[0], dataDir: string): void {
    const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
    const onSignal = () => {
      let target: string;
      try {
        target = fs.readFileSync(requestFile, "utf8").trim();
        fs.rmSync(requestFile);
      } catch {
        return;
      }
      backupEmbedded(pglite, target).then(
        () => this.log(`backup written to ${target}`),
        (error: unknown) => {
          console.error("backup failed", error);
          fs.writeFileSync(`${target}.failed`, String(error));
        },
      );
    };
    process.on("SIGUSR2", onSignal);
    this.onShutdown(() => void process.off("SIGUSR2", onSignal));
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
      this.shutdownStartedAt = Date.now();
      this.log(reason);
      const steps = (async () => {
        // Popped one by one: start-up work still finishing during shutdown (a database that opens
        // after the signal) registers its stop in time to be run.
        for (let stop = this.stops.pop(); stop; stop = this.stops.pop()) {
          try {
            await stop();
          } catch (error) {
            console.error("shutdown step failed", error);
          }
        }
        return "done" as const;
      })();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(() => resolve("deadline"), this.shutdownDeadlineMs)));
      const outcome = await Promise.race([steps, deadline]);
      clearTimeout(timer);
      if (outcome === "deadline") {
        this.log(`shutdown deadline of ${this.shutdownDeadlineMs} ms passed with work unfinished (SHUTDOWN_TIMEOUT_MS): exiting`);
        this.exit(1);
        return;
      }
      this.exit(code);
    })();
    return this.stopping;
  }
}
