// Issue 15.3 proof: the rolling job keeps each schedule's 60-day window filled as days pass, exactly
// once with two workers (on PostgreSQL two real connections race for the job; on PGlite they
// share its one session). Its own database: the job reads every tenant's schedules.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db, type Tenant } from "@booking/db";
import {
  addDays,
  bookingWindow,
  databases,
  enqueueJob,
  JobWorker,
  rollSchedules,
  saveExpertSchedule,
  SCHEDULE_ROLL_QUEUE,
  scheduleJobHandlers,
  scheduleSlots,
  scopedDb,
  weekdayIndex,
} from "@booking/core";
import type { WeeklyHours } from "@booking/contracts";
import { createScratchPostgres } from "../support/db.ts";
import { createTenant } from "../support/fixtures.ts";
import { expectNoOverlaps } from "./schedule-support.ts";

let db: Db;
let stop: () => Promise<void>;
beforeAll(async () => {
  const serverUrl = inject("databaseUrl");
  if (serverUrl) {
    const scratch = await createScratchPostgres(serverUrl, "booking_schedule_roll");
    await applyMigrations(scratch.url);
    db = createDb(scratch.url, { maxConnections: 10 });
    stop = async () => {
      await db.$disconnect();
      await scratch.drop();
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    db = createDb(embedded.url, embedded.dbOptions);
    stop = async () => {
      await db.$disconnect();
      await embedded.stop();
    };
  }
});
afterAll(() => stop());

const WEEK: WeeklyHours = [
  ...Array.from({ length: 5 }, () => ({ start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] })),
  null,
  null,
];
const DAY = 86_400_000;

/** A morning whose next day brings a weekday into the window (so the roll has something to add). */
function startingMorning(tenant: Tenant): Date {
  for (let now = new Date("2030-06-03T06:00:00Z"); ; now = new Date(now.getTime() + DAY)) {
    if (weekdayIndex(bookingWindow(new Date(now.getTime() + DAY), tenant.timeZone).to) < 5) return now;
  }
}

describe("rolling schedule job", () => {
  it("two workers: one runs it, the new day is filled once, the next run is queued once", async () => {
    const dbs = databases(db);
    const berlin = await createTenant(db, { timeZone: "Europe/Berlin" });
    const tokyo = await createTenant(db, { timeZone: "Asia/Tokyo" });
    const now = startingMorning(berlin);
    for (const tenant of [berlin, tokyo]) await saveExpertSchedule(scopedDb(db, tenant.id), tenant, { weekly: WEEK, overrides: [] }, now);
    const before = await db.slot.count();

    const tomorrow = new Date(now.getTime() + DAY);
    await enqueueJob(db, { queue: SCHEDULE_ROLL_QUEUE, payload: {}, runAt: tomorrow });
    const workers = [0, 1].map(() => new JobWorker({ db, handlers: scheduleJobHandlers(dbs, () => tomorrow) }));
    const ran = await Promise.all(workers.map((worker) => worker.runDue(tomorrow)));
    expect(ran.reduce((a, b) => a + b)).toBe(1);

    // Each tenant gained exactly the slots of the day that entered its window.
    let expected = 0;
    for (const tenant of [berlin, tokyo]) {
      const newDay = bookingWindow(tomorrow, tenant.timeZone).to;
      expected += scheduleSlots(
        { weekly: WEEK, overrides: [] },
        { from: newDay, to: newDay },
        { timeZone: tenant.timeZone, now: tomorrow },
      ).length;
      expect(await db.expertSchedule.findFirstOrThrow({ where: { tenantId: tenant.id } })).toMatchObject({ filledThrough: newDay });
      await expectNoOverlaps(db, tenant.id);
    }
    expect(expected).toBeGreaterThan(0);
    expect(await db.slot.count()).toBe(before + expected);
    const jobs = await db.job.findMany({ where: { queue: SCHEDULE_ROLL_QUEUE }, orderBy: { runAt: "asc" } });
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual([
      ["DONE", 1],
      ["QUEUED", 0],
    ]);
    expect(jobs[1]!.runAt.getTime()).toBe(Math.floor(tomorrow.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    // The fills were recorded as done steps, so a retry of the run would skip them.
    expect(jobs[0]!.doneSteps).toHaveLength(2);

    // Nothing due any more: neither worker runs anything.
    expect(await Promise.all(workers.map((worker) => worker.runDue(tomorrow)))).toEqual([0, 0]);
  });

  it("two fills racing for the same days (outside the queue) still add each slot once", async () => {
    const dbs = databases(db);
    const tenant = await createTenant(db, { timeZone: "Europe/Berlin" });
    const now = startingMorning(tenant);
    await saveExpertSchedule(scopedDb(db, tenant.id), tenant, { weekly: WEEK, overrides: [] }, now);
    const before = await db.slot.count({ where: { tenantId: tenant.id } });
    const later = new Date(now.getTime() + 3 * DAY);
    await Promise.all([rollSchedules(dbs, later), rollSchedules(dbs, later)]);
    const newDays = [1, 2, 3].map((n) => addDays(bookingWindow(now, tenant.timeZone).to, n));
    const expected = scheduleSlots(
      { weekly: WEEK, overrides: [] },
      { from: newDays[0]!, to: newDays[2]! },
      { timeZone: tenant.timeZone, now: later },
    ).length;
    expect(await db.slot.count({ where: { tenantId: tenant.id } })).toBe(before + expected);
    await expectNoOverlaps(db, tenant.id);
  });

  it("an inactive expert's schedule (a removed member) is not rolled on; the active ones are", async () => {
    const dbs = databases(db);
    const tenant = await createTenant(db, { timeZone: "Europe/Berlin" });
    const now = startingMorning(tenant);
    const gone = await db.expert.create({ data: { tenantId: tenant.id, name: "Left the team" } });
    const scoped = scopedDb(db, tenant.id);
    await saveExpertSchedule(scoped, tenant, { weekly: WEEK, overrides: [] }, now);
    await saveExpertSchedule(scoped, tenant, { expertId: gone.id, weekly: WEEK, overrides: [] }, now);
    // What removing the member does (team-roles.ts): inactive, its free future slots deleted.
    await db.expert.update({ where: { id: gone.id }, data: { isActive: false } });
    await db.slot.deleteMany({ where: { expertId: gone.id } });
    const before = await db.slot.count({ where: { tenantId: tenant.id } });
    await rollSchedules(dbs, new Date(now.getTime() + 3 * DAY));
    expect(await db.slot.count({ where: { expertId: gone.id } })).toBe(0);
    expect(await db.slot.count({ where: { tenantId: tenant.id } })).toBeGreaterThan(before);
  });
});
