// A burst of 200 notifications through the platform bot, sent as the notification worker sends
// them (deliver → the bot's Api: rate limiter + auto-retry), with Telegram's real limits and 429s
// injected. Measured on the Bot API stand-in's arrival times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TELEGRAM_RATE_LIMITS } from "@booking/telegram";
import { fakeFailures, startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { maxCallsInRollingWindow, minGapPerChat } from "@booking/telegram/testing/rate-measure";
import { redisAnswers, TEST_REDIS_URL } from "@booking/telegram/testing/redis";
import { databases, SILENT_LOGGER } from "@booking/core";
import { TelegramBots } from "@booking/bot";
import { deliver } from "@booking/bot/notifications/sender";
import { getTestDatabase, type TestDatabase } from "../support/db.ts";
import { PLATFORM_BOT } from "../support/identity.ts";
import { testConfig } from "../support/server.ts";

let fake: FakeBotApi;
let t: TestDatabase;
beforeAll(async () => {
  fake = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] });
  t = await getTestDatabase();
});
afterAll(() => fake.stop());
const redisUp = await redisAnswers("the notification burst through the shared limiter");

describe("a burst of 200 notifications", () => {
  it("stays within 30 per rolling second and one per second per chat, and loses nothing to 429s", () => burst(undefined));

  it.skipIf(!redisUp)("does the same through the limiter shared in Redis (REDIS_URL)", () => burst(TEST_REDIS_URL));
});

async function burst(redisUrl: string | undefined) {
  fake.reset();
  const config = testConfig({ telegramApiRoot: fake.apiRoot, redisUrl });
  const bots = new TelegramBots({ dbs: databases(t.db), config, log: SILENT_LOGGER });
  try {
    const deps = { dbs: databases(t.db), config, bots, log: SILENT_LOGGER };
    // 50 chats with 4 messages each, queued chat by chat: without the per-chat limit a chat's four
    // would leave together; without the bot limit all 200 would.
    const messages = Array.from({ length: 200 }, (_, i) => ({ chatId: 9_100_000 + Math.floor(i / 4), text: `notification ${i}` }));
    fake.failNext("sendMessage", 3, fakeFailures.tooManyRequests(1));

    const started = performance.now();
    const results = await Promise.all(
      messages.map(({ chatId, text }) =>
        deliver(deps, null, { userId: `u${chatId}`, chatId, language: "en", unreachable: false }, { text }, new Date()),
      ),
    );
    const elapsedMs = performance.now() - started;

    const calls = fake.callsTo("sendMessage");
    const delivered = calls.filter((call) => call.response.ok).map((call) => call.params.text);
    expect(results.every((result) => result === "sent")).toBe(true);
    expect(delivered.sort()).toEqual(messages.map((message) => message.text).sort());
    expect(calls.filter((call) => !call.response.ok)).toHaveLength(3);

    const perSecond = maxCallsInRollingWindow(calls, 1000);
    const chatGap = minGapPerChat(calls);
    console.log(
      `[throttling${redisUrl ? ", Redis" : ""}] 200 messages (+3 refused with 429) in ${(elapsedMs / 1000).toFixed(1)} s; ` +
        `most in one rolling second: ${perSecond}; least gap within a chat: ${chatGap.toFixed(0)} ms`,
    );
    expect(perSecond).toBeLessThanOrEqual(TELEGRAM_RATE_LIMITS.messagesPerWindow);
    expect(chatGap).toBeGreaterThanOrEqual(TELEGRAM_RATE_LIMITS.chatIntervalMs);
    // 200 at 30 per second cannot take under 6 seconds (a check on the measurement itself).
    expect(elapsedMs).toBeGreaterThan(6000);
    expect(elapsedMs).toBeLessThan(15_000);
  } finally {
    await bots.close();
  }
}
