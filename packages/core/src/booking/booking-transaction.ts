// How the booking engine runs its writes. PostgreSQL decides every race (conditional writes with
// checked row counts, row locks taken in one order); what is left to do here is to turn the
// database's own "you lost" answers into a 409 instead of a 500. None is expected by design, and
// the race tests assert that none happened (concurrencyConflicts):
// - 40001 serialization failure / 40P01 deadlock: READ COMMITTED and one lock order rule them out,
//   but should PostgreSQL ever pick a transaction as a victim, its client just lost a race;
// - 23505 unique violation: slots and memberships are inserted with ON CONFLICT DO NOTHING;
// - 23P01 exclusion violation (Slot_no_overlap): slot inserts are ON CONFLICT DO NOTHING too, which
//   skips an overlapping slot, also one a concurrent transaction inserts;
// - 23514 on Slot_booked_consistent: the migration's last line of defence tripped.
import { AppError, type ErrorCode } from "@booking/contracts";
import { DatabaseError, Prisma } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

/** The tenant-scoped client inside an interactive transaction (the scope survives into it). */
export type ScopedTx = Parameters<Parameters<ScopedDb["$transaction"]>[0]>[0];

const CONFLICT_SQLSTATES = new Set(["40001", "40P01", "23505", "23P01"]);
const CONFLICT_PRISMA_CODES = new Set(["P2002", "P2034"]);
const LAST_LINE_CONSTRAINT = "Slot_booked_consistent";

// Short transactions wait for a pooled connection under bursts (hundreds of clients on a pool of
// tens); Prisma's defaults (2 s wait, 5 s run) would turn a busy second into 500s.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;

interface DriverAdapterCause {
  originalCode?: string;
  originalMessage?: string;
}

/** pg's own error, from the prepared statements of @booking/db sql.ts. */
function isPgDatabaseError(error: unknown): error is InstanceType<typeof DatabaseError> & { code: string } {
  return error instanceof DatabaseError && typeof error.code === "string";
}

/** SQLSTATE of a failed query: Prisma 7's driver-adapter error (model and raw queries) or pg's. */
export function sqlStateOf(error: unknown): string | undefined {
  if (isPgDatabaseError(error)) return error.code;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const adapterError = (error.meta as { driverAdapterError?: { cause?: DriverAdapterCause } } | undefined)?.driverAdapterError;
  return adapterError?.cause?.originalCode;
}

export function isConcurrencyConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError && CONFLICT_PRISMA_CODES.has(error.code)) return true;
  if (state && CONFLICT_SQLSTATES.has(state)) return true;
  if (state !== "23514") return false;
  return isPgDatabaseError(error) ? error.constraint === LAST_LINE_CONSTRAINT : (error as Error).message.includes(LAST_LINE_CONSTRAINT);
}

// Conflicts mapped so far in this process, by SQLSTATE (or Prisma code). By design deadlocks and
// serialization failures never happen here; the race tests read this to prove it instead of
// taking a 409 at face value, and it is the number to export as a metric.
const conflictCounts = new Map<string, number>();

export function concurrencyConflicts(): Record<string, number> {
  return Object.fromEntries(conflictCounts);
}

/**
 * Runs `work` (one statement, or a whole transaction); a concurrency conflict reported by the
 * database becomes `conflict` (409).
 */
export async function mapConflicts<T>(conflict: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConcurrencyConflict(error)) {
      const cause = sqlStateOf(error) ?? (error as Prisma.PrismaClientKnownRequestError).code;
      conflictCounts.set(cause, (conflictCounts.get(cause) ?? 0) + 1);
      throw new AppError(conflict, undefined, { cause });
    }
    throw error;
  }
}

/**
 * Runs `work` in one READ COMMITTED transaction on the scoped client; a concurrency conflict
 * becomes `conflict` (409). AppErrors thrown by `work` roll the transaction back and pass through.
 */
export function inBookingTransaction<T>(db: ScopedDb, work: (tx: ScopedTx) => Promise<T>, conflict: ErrorCode = "SLOT_TAKEN"): Promise<T> {
  return mapConflicts(conflict, () => db.$transaction(work, TRANSACTION_OPTIONS));
}
