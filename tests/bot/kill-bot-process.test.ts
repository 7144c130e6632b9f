// `npm run bot` (the real entry point, its own process) killed with SIGKILL while it sends a batch
// of notifications: nothing is lost, and nothing it had sent and recorded goes again. Another
// process then finishes the work once the dead one's leases (60 s) have run out, which the test
// reaches by running that worker's claim with a clock 61 s ahead. PostgreSQL only: two processes
// cannot share the embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, createDb, type Db } from "@booking/db";
import { databases, enqueueJob, JobWorker, SILENT_LOGGER, TELEGRAM_NOTIFY_QUEUE, type TenantBotBrokenJob } from "@booking/core";
import { TelegramBots, telegramJobHandlers } from "@booking/bot";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { createScratchPostgres } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { PLATFORM_BOT } from "../support/identity.ts";
import { spawnServer } from "../support/processes.ts";
import { testConfig } from "../support/server.ts";
import { linkTelegram, PLATFORM_WEBHOOK_SECRET, PUBLIC_URL } from "../support/telegram.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("npm run bot killed mid-batch (PostgreSQL)", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let db: Db;
  let fake: FakeBotApi;
  beforeAll(async () => {
    scratch = await createScratchPostgres(serverUrl!, "booking_kill_bot");
    await applyMigrations(scratch.url);
    db = createDb(scratch.url);
    fake = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] });
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
    await fake?.stop();
    await scratch?.drop();
  });

  it("loses nothing and re-sends nothing recorded as sent", async () => {
    // Four "your bot is broken" jobs, three owners (chats) each: the kill falls between messages of a job.
    const chatOfStep = new Map<string, number>();
    for (let i = 0; i < 4; i++) {
      const tenant = await createTenant(db);
      for (let j = 0; j < 3; j++) {
        const owner = await createUser(db, { tenant, role: "OWNER" });
        chatOfStep.set(`send:${owner.id}`, (await linkTelegram(db, owner, { language: "en" })).id);
      }
      const payload: TenantBotBrokenJob = { type: "tenant-bot-broken", tenantId: tenant.id, botUsername: `bot_${i}` };
      await enqueueJob(db, { queue: TELEGRAM_NOTIFY_QUEUE, payload, runAt: new Date() });
    }
    const chats = [...chatOfStep.values()];
    fake.delayAnswers(200);

    const bot = await spawnServer(
      {
        DATABASE_URL: scratch.url,
        APP_SECRET: testConfig().appSecret,
        PUBLIC_URL,
        TELEGRAM_BOT_TOKEN: PLATFORM_BOT.token,
        TELEGRAM_BOT_USERNAME: PLATFORM_BOT.username,
        TELEGRAM_API_ROOT: fake.apiRoot,
        TELEGRAM_WEBHOOK_SECRET: PLATFORM_WEBHOOK_SECRET,
      },
      "apps/bot/src/main.ts",
    );
    const recordedSteps = async () => (await db.job.findMany()).flatMap((job) => job.doneSteps);
    const deadline = Date.now() + 90_000;
    while ((await recordedSteps()).length < 4) {
      if (Date.now() > deadline || bot.child.exitCode !== null) throw new Error(`the bot process sent nothing:\n${bot.output()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    bot.child.kill("SIGKILL");
    await bot.exited;
    const acknowledged = (await recordedSteps()).map((step) => chatOfStep.get(step)!);
    const sentAtKill = fake.callsTo("sendMessage").length;
    expect(await db.job.count({ where: { status: "DONE" } })).toBeLessThan(4);

    const dbs = databases(db);
    const bots = new TelegramBots({ dbs, config: { ...testConfig(), telegramApiRoot: fake.apiRoot }, log: SILENT_LOGGER });
    const survivor = new JobWorker({ db, handlers: telegramJobHandlers({ dbs, config: testConfig(), bots, log: SILENT_LOGGER }) });
    for (let pass = 0; pass < 10 && (await db.job.count({ where: { status: { not: "DONE" } } })) > 0; pass++) {
      await survivor.runDue(new Date(Date.now() + 61_000));
    }

    const sendsTo = (chat: number) => fake.callsTo("sendMessage").filter((call) => call.params.chat_id === chat).length;
    expect(await db.job.count({ where: { status: "DONE" } })).toBe(4);
    expect(
      chats.filter((chat) => sendsTo(chat) === 0),
      "nothing lost",
    ).toEqual([]);
    expect(acknowledged.map(sendsTo), "nothing recorded as sent goes again").toEqual(acknowledged.map(() => 1));
    // Only messages in flight at the kill (arrived, never recorded) may go twice: at most one per job.
    const inFlight = sentAtKill - acknowledged.length;
    expect(inFlight).toBeLessThanOrEqual(4);
    expect(fake.callsTo("sendMessage").length).toBeLessThanOrEqual(chats.length + inFlight);
    console.log(
      `[kill -9] ${acknowledged.length} recorded and ${inFlight} in flight at the kill; ${fake.callsTo("sendMessage").length} sends for ${chats.length} messages`,
    );
  }, 150_000);
});
