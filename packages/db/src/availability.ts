// Whether a failure means "the database is not there" (refused, dropped, timed out, shutting down)
// rather than "this query is wrong", and this process's view of the database's availability. The
// API answers the first kind 503 SERVICE_UNAVAILABLE with Retry-After (issue 27.2), and logs an
// outage once when it starts and once when it ends (DependencyState), with a probe noticing the end
// without a restart; the job workers report into the same state.
import { DependencyState, type StateLogger } from "@booking/observability";
import type { PrismaClient } from "./generated/client.ts";

/** Node socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** SQLSTATEs of a server that is going away or not accepting work: class 08 and 57P0x, too many connections. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** Prisma's codes for an unreachable server, a dropped connection and an exhausted pool. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Driver adapter error kinds of the same. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseAccessDenied"]);
/** pg's own messages (it throws plain Errors for these). */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (shutting down|starting up|in recovery mode)|Cannot use a pool after calling end|server closed the connection unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return false;
    const { code, kind, message, meta, cause } = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
      cause?: unknown;
    };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || PRISMA_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    const adapterCause = meta?.driverAdapterError?.cause;
    if (typeof adapterCause?.kind === "string" && ADAPTER_KINDS.has(adapterCause.kind)) return true;
    if (typeof adapterCause?.originalCode === "string" && UNAVAILABLE_SQLSTATES.test(adapterCause.originalCode)) return true;
    if (typeof message === "string" && PG_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

const PROBE_INTERVAL_MS = 1_000;

/** The database's availability as one process sees it; one per client (the API and the workers share it). */
export class DatabaseHealth {
  readonly state: DependencyState;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Pick<PrismaClient, "$queryRaw">,
    log: StateLogger,
  ) {
    this.state = new DependencyState("database", log, "answering 503 SERVICE_UNAVAILABLE with Retry-After");
  }

  get up(): boolean {
    return this.state.up;
  }

  /**
   * Reports a failure: true (and the outage recorded, counted, probed) when it means the database is
   * away; false for any other error, which the caller handles as before.
   */
  report(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.state.lost(error);
    this.state.count();
    this.probe ??= setInterval(() => {
      this.db.$queryRaw`SELECT 1`.then(
        () => this.recovered(),
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
    return true;
  }

  private recovered(): void {
    clearInterval(this.probe);
    this.probe = undefined;
    this.state.recovered();
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }
}

const healthByDb = new WeakMap<object, DatabaseHealth>();

/** The one DatabaseHealth of `db` in this process (made on first use, logging to `log`). */
export function databaseHealth(db: Pick<PrismaClient, "$queryRaw">, log: StateLogger): DatabaseHealth {
  let health = healthByDb.get(db);
  if (!health) {
    health = new DatabaseHealth(db, log);
    healthByDb.set(db, health);
  }
  return health;
}
