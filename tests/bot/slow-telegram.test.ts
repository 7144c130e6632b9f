// Jobs exactly once when Telegram is slow (issue 17.3), at scaled timings: the Bot API stand-in
// answers in 1.2 s where Telegram took 20 s, and a lease lasts 600 ms where production's lasts 60 s
// (so every send outlasts the lease: only renewal keeps the job). Two workers, each with its own
// bots and rate limiters as in two processes, run the production "telegram-notify" handler.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@booking/db";
import { databases, enqueueJob, JobWorker, SILENT_LOGGER, TELEGRAM_NOTIFY_QUEUE, type TenantBotBrokenJob } from "@booking/core";
import { TelegramBots, telegramJobHandlers } from "@booking/bot";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBotTestApp, linkTelegram, type BotTestApp } from "../support/telegram.ts";
import { uniq } from "../support/db.ts";

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

/**
 * `count` tenants with `owners` owners each (linked chats), each tenant with one "your bot is broken"
 * job (one message per owner) in a queue of the test's own.
 */
async function queueNotifications(count: number, owners = 1): Promise<{ queue: string; chats: number[]; chatOfStep: Map<string, number> }> {
  const queue = uniq("telegram-slow");
  const chatOfStep = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const tenant = await createTenant(t.db);
    for (let j = 0; j < owners; j++) {
      const owner = await createUser(t.db, { tenant, role: "OWNER" });
      chatOfStep.set(`send:${owner.id}`, (await linkTelegram(t.db, owner, { language: "en" })).id);
    }
    const payload: TenantBotBrokenJob = { type: "tenant-bot-broken", tenantId: tenant.id, botUsername: `bot_${i}` };
    await enqueueJob(t.db, { queue, payload, runAt: new Date() });
  }
  return { queue, chats: [...chatOfStep.values()], chatOfStep };
}

/** A worker as one process would run it: its own bots (rate limiters) on `db`. */
function workerOn(db: Db, queue: string, options: { leaseMs: number; batchSize: number }) {
  const bots = new TelegramBots({ dbs: databases(db), config: t.config, log: SILENT_LOGGER });
  const handler = telegramJobHandlers({ dbs: databases(db), config: t.config, bots, log: SILENT_LOGGER })[TELEGRAM_NOTIFY_QUEUE]!;
  return new JobWorker({ db, handlers: { [queue]: handler }, ...options });
}

const sendsPerChat = (chats: number[]) =>
  chats.map((chat) => t.fake.callsTo("sendMessage").filter((call) => call.params.chat_id === chat).length);

async function drain(workers: JobWorker[], queue: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const loop = async (worker: JobWorker) => {
    while (Date.now() < deadline && (await t.db.job.count({ where: { queue, status: { not: "DONE" } } })) > 0) {
      if ((await worker.runDue()) === 0) await new Promise((r) => setTimeout(r, 25));
    }
  };
  await Promise.all(workers.map(loop));
}

/**
 * `db` for a worker that can die: after `crash()` every call it makes hangs (as the process would be
 * gone), so it neither renews its leases nor records anything. `bury()` ends the hung calls at the
 * end of the test.
 */
function crashable(db: Db) {
  let crashed = false;
  let bury!: (error: Error) => void;
  const dead = new Promise<never>((_, reject) => (bury = reject));
  dead.catch(() => undefined);
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property) as unknown;
        if (typeof value === "function")
          return (...args: unknown[]) => (crashed ? dead : (value as (...a: unknown[]) => unknown).apply(object, args));
        if (value && typeof value === "object" && !(value instanceof Date)) return wrap(value);
        return value;
      },
    });
  return {
    db: wrap(db),
    crash: () => {
      crashed = true;
    },
    bury: () => bury(new Error("the process is gone")),
  };
}

describe("notifications under a slow Bot API", () => {
  it("two workers send each message exactly once although every answer outlasts the lease", async () => {
    const { queue, chats } = await queueNotifications(10);
    t.fake.delayAnswers(1200);
    const workers = [0, 1].map(() => workerOn(t.db, queue, { leaseMs: 600, batchSize: 5 }));
    await drain(workers, queue, 30_000);

    expect(sendsPerChat(chats)).toEqual(chats.map(() => 1));
    const jobs = await t.db.job.findMany({ where: { queue } });
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual(jobs.map(() => ["DONE", 1]));
  }, 45_000);

  it("a worker killed mid-batch loses nothing, and nothing it had sent and recorded is sent again", async () => {
    // Three owners per job, so the kill can fall between the messages of one job.
    const { queue, chats, chatOfStep } = await queueNotifications(4, 3);
    t.fake.delayAnswers(150);
    const doomed = crashable(t.db);
    const victim = workerOn(doomed.db, queue, { leaseMs: 300, batchSize: 4 });
    const running = victim.runDue().catch(() => 0);

    const recordedSteps = async () => (await t.db.job.findMany({ where: { queue } })).flatMap((job) => job.doneSteps);
    // Kill it in the middle of its second job: four messages sent and recorded.
    while ((await recordedSteps()).length < 4) await new Promise((r) => setTimeout(r, 5));
    doomed.crash();
    const acknowledged = (await recordedSteps()).map((step) => chatOfStep.get(step)!);
    const sentAtCrash = t.fake.callsTo("sendMessage").length;
    expect(await t.db.job.count({ where: { queue, status: "RUNNING", doneSteps: { isEmpty: false } } })).toBe(1);

    const survivor = workerOn(t.db, queue, { leaseMs: 300, batchSize: 4 });
    await drain([survivor], queue, 15_000);
    doomed.bury();
    await running;

    const sends = sendsPerChat(chats);
    expect(
      sends.every((n) => n >= 1),
      "nothing lost",
    ).toBe(true);
    expect(sendsPerChat(acknowledged), "nothing recorded as sent goes again").toEqual(acknowledged.map(() => 1));
    // Only a message in flight at the kill (sent, never recorded) may go twice: at most one, as this worker sends one at a time.
    expect(sentAtCrash - acknowledged.length).toBeLessThanOrEqual(1);
    expect(sends.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(chats.length + sentAtCrash - acknowledged.length);
    expect(await t.db.job.count({ where: { queue, status: "DONE" } })).toBe(4);
  }, 30_000);
});
