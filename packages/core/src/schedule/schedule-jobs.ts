// The rolling job of the weekly schedule (issue 15.3): as days pass, each expert's 60-day window
// gains a day, which this job fills. It runs hourly (a new day begins at some hour in every zone)
// as a job like any other: one worker gets each run, each run queues the next hour's, de-duplicated
// by its key, so any number of processes keep exactly one chain. Each expert's fill is a
// `run.once` step keyed by the window's last day and the zone, so a retried run skips the experts
// it already filled. Filling is idempotent anyway (schedule rows are locked, inserts skip what exists).
import { bookingWindow } from "../booking/local-time.ts";
import type { Databases } from "../tenancy/databases.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { JobHandler, JobRun } from "../jobs/worker.ts";
import { applyExpertSchedule } from "./expert-schedule.ts";

export const SCHEDULE_ROLL_QUEUE = "schedule-roll";
const HOUR_MS = 3_600_000;

export interface RollResult {
  /** Experts whose window was extended (or laid out again after a zone change). */
  experts: number;
  created: number;
}

/** Fills every saved schedule's window up to today+60 in its tenant's zone. */
export async function rollSchedules(dbs: Databases, now: Date, run?: JobRun): Promise<RollResult> {
  // Cross-tenant by nature, like plan expiry: the platform reads which tenants have schedules,
  // then each fill goes through that tenant's scoped client.
  // An inactive expert (a removed member, a profile switched off) gets no new slots: nobody can book them.
  const active = { expert: { isActive: true } };
  const tenants = await dbs.platform.tenant.findMany({
    where: { schedules: { some: active } },
    select: {
      id: true,
      timeZone: true,
      schedules: { where: active, select: { expertId: true, filledThrough: true, appliedTimeZone: true } },
    },
  });
  const result: RollResult = { experts: 0, created: 0 };
  for (const tenant of tenants) {
    const through = bookingWindow(now, tenant.timeZone).to;
    for (const schedule of tenant.schedules) {
      if (schedule.filledThrough === through && schedule.appliedTimeZone === tenant.timeZone) continue;
      const fill = async () => {
        const applied = await applyExpertSchedule(dbs.tenant(tenant.id), tenant, schedule.expertId, now, "roll");
        result.experts += 1;
        result.created += applied.created;
      };
      if (run) await run.once(`fill:${schedule.expertId}:${through}:${tenant.timeZone}`, fill);
      else await fill();
    }
  }
  return result;
}

/** Queues the run for the hour after `now` (a no-op when it is queued already). */
export function scheduleScheduleRoll(dbs: Databases, now: Date): Promise<boolean> {
  const next = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  return enqueueJob(dbs.platform, {
    queue: SCHEDULE_ROLL_QUEUE,
    payload: {},
    runAt: next,
    uniqueKey: `${SCHEDULE_ROLL_QUEUE}:${next.toISOString()}`,
  });
}

export function scheduleJobHandlers(dbs: Databases, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [SCHEDULE_ROLL_QUEUE]: async (_job, run) => {
      const now = clock();
      await rollSchedules(dbs, now, run);
      await scheduleScheduleRoll(dbs, now);
    },
  };
}
