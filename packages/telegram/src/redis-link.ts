// The process's one Redis connection (REDIS_URL) and whether it is usable right now. Redis is an
// accelerator (ARCHITECTURE.md, Operations): the request limits and the Telegram flood limits are kept there so the
// processes share them, and each falls back to per-process limits while Redis is away, within a
// bounded time: a command is never queued while disconnected (it fails at once) and never waits
// more than COMMAND_TIMEOUT_MS for an answer (a stalled connection). One warning when Redis is lost
// and one line when it is back (DependencyState), not a line per request; a probe every second
// notices the recovery.
import { Redis } from "ioredis";
import { DependencyState, type StateLogger } from "@booking/observability";

/** Longest wait for one Redis answer before the caller uses its local fallback. */
export const COMMAND_TIMEOUT_MS = 250;
/**
 * Timeouts in a row that mark Redis away (a connection lost marks it at once): one slow answer on a
 * busy machine is that call's fallback, not an outage to log and probe.
 */
const TIMEOUTS_FOR_OUTAGE = 2;
const PROBE_INTERVAL_MS = 1_000;

export interface RedisLinkOptions {
  log: StateLogger;
  commandTimeoutMs?: number;
}

export class RedisLink {
  readonly client: Redis;
  readonly state: DependencyState;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  private timeoutsInRow = 0;

  private readonly commandTimeoutMs: number;

  constructor(url: string, { log, commandTimeoutMs = COMMAND_TIMEOUT_MS }: RedisLinkOptions) {
    this.commandTimeoutMs = commandTimeoutMs;
    this.state = new DependencyState("redis", log, "rate limits and Telegram flood limits are kept per process");
    this.client = new Redis(url, {
      // Fail fast instead of queueing: the caller has a fallback, a queued command only adds latency.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // A backstop for the flood limiter's own commands; `run` waits `commandTimeoutMs` (timedOut).
      commandTimeout: 4 * commandTimeoutMs,
      // Off the request path (commands never wait for a connection): generous, so a busy machine is no outage.
      connectTimeout: 5_000,
      // Reconnect for ever, at most every 2 s: Redis coming back is noticed without a restart.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    // Without a listener ioredis prints "[ioredis] Unhandled error event" for every failed attempt.
    this.client.on("error", (error) => this.lost(error));
    this.client.on("close", () => this.lost(new Error("connection closed")));
    this.client.on("ready", () => this.back());
  }

  /** Whether commands should be tried (connected, and no command timed out since). */
  get available(): boolean {
    return !this.closed && this.state.up && this.client.status === "ready";
  }

  /** Resolves once connected (true), or false after `timeoutMs`. */
  async connected(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.available && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.available;
  }

  /**
   * Runs `command` on Redis, or `fallback` when Redis is away or fails (the failure marks it away).
   * Neither waits for Redis longer than the command timeout.
   */
  async run<T>(command: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.available) {
      this.state.count();
      return fallback();
    }
    try {
      const result = await timedOut(command(this.client), this.commandTimeoutMs);
      this.timeoutsInRow = 0;
      return result;
    } catch (error) {
      if (!isRedisFailure(error)) throw error;
      this.failed(error);
      this.state.count();
      return fallback();
    }
  }

  /** A command failed: a timeout counts towards an outage, anything else is one. */
  failed(error: unknown): void {
    if (error instanceof Error && /Command timed out/i.test(error.message) && ++this.timeoutsInRow < TIMEOUTS_FOR_OUTAGE) return;
    this.lost(error);
  }

  /** Marks Redis away and probes it until it answers again. */
  lost(error: unknown): void {
    this.timeoutsInRow = 0;
    if (this.closed) return;
    this.state.lost(error);
    this.probe ??= setInterval(() => {
      if (this.client.status !== "ready") return;
      this.client.ping().then(
        () => this.back(),
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private back(): void {
    clearInterval(this.probe);
    this.probe = undefined;
    this.state.recovered();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    this.probe = undefined;
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

/**
 * `work`, or a "Command timed out" rejection after `ms`. The verdict waits one turn of the event loop
 * past the timer (setImmediate runs after the poll phase): after a stall of the loop (a busy
 * machine) the timer fires before the socket's waiting answer is read, and that is no timeout.
 */
function timedOut<T>(work: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  const tracked = work.finally(() => (settled = true));
  return Promise.race([
    tracked,
    new Promise<never>((_resolve, reject) => {
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (!settled) reject(new Error("Command timed out"));
          }),
        ms,
      );
      tracked.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    }),
  ]);
}

/** Errors of the connection or the server, as opposed to a bug in the caller. */
export function isRedisFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Command timed out|Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|max retries|READONLY|LOADING|MISCONF|CLUSTERDOWN|NOSCRIPT/i.test(
      error.message,
    ) || error.name === "ReplyError"
  );
}
