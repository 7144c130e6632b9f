// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers it): the probe that
// tells a cached days summary (days-summary-cache.ts, issue 28.1) whether its tenant's calendar
// changed since the snapshot it was computed in, and the hourly pruning of the change log it reads.
// Triggers on Slot, Service and Expert append a "CalendarChange" row per statement and tenant,
// stamped with the writing transaction's id (migration 20261129144455_calendar_change).
import { z } from "zod";
import { statement, type Sql } from "@booking/db";

/**
 * Stale when a live hold read by the summary ($4) has lapsed by the database clock (holds lapse by
 * it alone), or when a change row of tenant $1 is visible now but its transaction was not visible
 * in the summary's snapshot $3: it committed after the summary was read. Transactions older than
 * the snapshot's xmin ($2) were all finished before it, so the index range starts there and the
 * probe reads only the few rows written since.
 */
const calendarStale = statement(
  "calendar_stale",
  z.strictObject({ stale: z.boolean() }),
  `SELECT COALESCE(now() >= $4::timestamptz, false) OR EXISTS (
     SELECT 1 FROM "CalendarChange"
     WHERE "tenantId" = $1::uuid AND xact >= $2::bigint
       AND NOT pg_visible_in_snapshot(xact::text::xid8, $3::pg_snapshot)
   ) AS stale`,
);

/**
 * Every tenant's change rows from transactions that began more than $1 seconds ago (hourly
 * housekeeping). Cross-tenant by nature, like the schedule roll: no cached summary is older than
 * the cache's MAX_AGE_MS, far below the bound.
 */
const pruneCalendarChangesStatement = statement(
  "prune_calendar_changes",
  z.strictObject({ pruned: z.number() }),
  `WITH gone AS (DELETE FROM "CalendarChange" WHERE at < now() - make_interval(secs => $1::int) RETURNING 1)
   SELECT count(*)::int AS pruned FROM gone`,
);

/** The oldest transaction the snapshot may not see (its xmin): every older one is visible or aborted. */
function snapshotXmin(snapshot: string): string {
  return snapshot.slice(0, snapshot.indexOf(":"));
}

export async function calendarStaleSince(sql: Sql, tenantId: string, snapshot: string, nextLapse: Date | null): Promise<boolean> {
  const [row] = await sql.rows(calendarStale, [tenantId, snapshotXmin(snapshot), snapshot, nextLapse]);
  return row!.stale;
}

export async function pruneCalendarChanges(sql: Sql, olderThanSeconds: number): Promise<number> {
  const [row] = await sql.rows(pruneCalendarChangesStatement, [olderThanSeconds]);
  return row!.pruned;
}
