// Its own embedded database: housekeeping deletes across all tenants, which other files' rows in
// the shared test database must not feel.
import { describe, expect, it } from "vitest";
import { databases, enqueueJob, HOUSEKEEPING_QUEUE, JobWorker, housekeepingJobHandlers, scheduleHousekeeping } from "@booking/core";
import { usePrivateDatabase } from "../support/db.ts";

const database = usePrivateDatabase();

const DAY = 86_400_000;

describe("housekeeping", () => {
  it("deletes only rows past any use, then queues the next hour's run once", async () => {
    const db = database();
    const now = new Date("2030-06-01T10:20:00Z");
    const user = await db.user.create({ data: { firstName: "H", userType: "WEB", email: "h@example.test" } });
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await db.loginCode.createMany({
      data: [
        { userId: user.id, codeHash: "old", expiresAt: ago(2) },
        { userId: user.id, codeHash: "recent", expiresAt: ago(0.5) },
      ],
    });
    await db.telegramLinkToken.createMany({
      data: [
        { userId: user.id, tokenHash: "old", expiresAt: ago(2) },
        { userId: user.id, tokenHash: "live", expiresAt: new Date(now.getTime() + DAY) },
      ],
    });
    await db.session.create({ data: { userId: user.id, tokenHash: "live", expiresAt: new Date(now.getTime() + DAY) } });
    await db.session.create({ data: { userId: user.id, tokenHash: "dead", expiresAt: ago(3) } });
    await db.session.create({
      data: { userId: user.id, tokenHash: "revoked", expiresAt: new Date(now.getTime() + DAY), revokedAt: ago(8) },
    });
    await db.job.createMany({
      data: [
        { queue: "x", payload: {}, runAt: ago(10), status: "DONE", finishedAt: ago(8) },
        { queue: "x", payload: {}, runAt: ago(1), status: "DONE", finishedAt: ago(1) },
        { queue: "x", payload: {}, runAt: ago(10), status: "QUEUED" },
      ],
    });
    // The calendar change log (issue 28.1) is stamped by the database clock: kept 10 minutes by it.
    const tenantId = crypto.randomUUID();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.calendarChange.createMany({
      data: [
        { tenantId, xact: 1n, at: minutesAgo(11) },
        { tenantId, xact: 2n, at: minutesAgo(1) },
      ],
    });
    await enqueueJob(db, { queue: HOUSEKEEPING_QUEUE, payload: {}, runAt: now });

    const worker = new JobWorker({ db, handlers: housekeepingJobHandlers(databases(db), () => now) });
    expect(await worker.runDue(now)).toBe(1);

    expect((await db.loginCode.findMany()).map((c) => c.codeHash)).toEqual(["recent"]);
    expect((await db.telegramLinkToken.findMany()).map((t) => t.tokenHash)).toEqual(["live"]);
    expect((await db.session.findMany()).map((x) => x.tokenHash)).toEqual(["live"]);
    expect(await db.job.count({ where: { queue: "x" } })).toBe(2);
    expect((await db.calendarChange.findMany()).map((c) => c.xact)).toEqual([2n]);
    const next = await db.job.findMany({ where: { queue: HOUSEKEEPING_QUEUE, status: "QUEUED" } });
    expect(next.map((j) => j.runAt.toISOString())).toEqual(["2030-06-01T11:00:00.000Z"]);
    expect(await scheduleHousekeeping(db, now)).toBe(false);
  });
});
