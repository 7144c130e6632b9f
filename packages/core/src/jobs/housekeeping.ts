// Hourly clean-up of rows nobody reads again: finished jobs, spent login codes and link tokens,
// dead sessions, the calendar change log past any cached days summary (issue 28.1). It runs as a job like any other (one worker gets each run), and each run queues
// the next hour's, de-duplicated by its key, so any number of processes keep exactly one chain.
import { pruneCalendarChanges } from "../booking/calendar-change-sql.ts";
import { CALENDAR_CHANGES_KEPT_SECONDS } from "../booking/days-summary-cache.ts";
import type { Databases, PlatformDb } from "../tenancy/databases.ts";
import { enqueueJob } from "./queue.ts";
import type { JobHandler } from "./worker.ts";

export const HOUSEKEEPING_QUEUE = "housekeeping";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface HousekeepingResult {
  jobs: number;
  loginCodes: number;
  linkTokens: number;
  sessions: number;
  calendarChanges: number;
}

/** Deletes what is past any use (kept a while for support questions), as of `now`. */
export async function runHousekeeping({ platform: db, sql }: Pick<Databases, "platform" | "sql">, now: Date): Promise<HousekeepingResult> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [jobs, loginCodes, linkTokens, sessions, calendarChanges] = await Promise.all([
    db.job.deleteMany({ where: { status: { in: ["DONE", "FAILED"] }, finishedAt: { lt: weekAgo } } }),
    db.loginCode.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    db.telegramLinkToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: weekAgo } }] } }),
    // By the database clock, which stamped the rows.
    pruneCalendarChanges(sql, CALENDAR_CHANGES_KEPT_SECONDS),
  ]);
  return {
    jobs: jobs.count,
    loginCodes: loginCodes.count,
    linkTokens: linkTokens.count,
    sessions: sessions.count,
    calendarChanges,
  };
}

/** Queues the run for the hour after `now` (a no-op when it is queued already). */
export function scheduleHousekeeping(db: PlatformDb, now: Date): Promise<boolean> {
  const next = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  return enqueueJob(db, { queue: HOUSEKEEPING_QUEUE, payload: {}, runAt: next, uniqueKey: `${HOUSEKEEPING_QUEUE}:${next.toISOString()}` });
}

export function housekeepingJobHandlers(
  dbs: Pick<Databases, "platform" | "sql">,
  clock: () => Date = () => new Date(),
): Record<string, JobHandler> {
  return {
    [HOUSEKEEPING_QUEUE]: async () => {
      const now = clock();
      await runHousekeeping(dbs, now);
      await scheduleHousekeeping(dbs.platform, now);
    },
  };
}
