// The limiter against the Bot API stand-in, with small limits so each case takes well under a
// second; the bot package's burst test measures the real ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Api, GrammyError } from "grammy";
import { createRateLimiter, type TelegramRateLimits } from "./rate-limiter.ts";
import { fakeFailures, startFakeBotApi, type FakeBotApi } from "./testing/fake-bot-api.ts";
import { maxCallsInRollingWindow, minGapPerChat } from "./testing/rate-measure.ts";

const TOKEN = "5550002:rate-limiter";
const LIMITS: TelegramRateLimits = { messagesPerWindow: 5, windowMs: 200, chatIntervalMs: 150 };
let fake: FakeBotApi;

beforeAll(async () => {
  fake = await startFakeBotApi({ bots: [{ token: TOKEN }] });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

function limitedApi(limits = LIMITS): Api {
  const api = new Api(TOKEN, { apiRoot: fake.apiRoot });
  api.config.use(createRateLimiter(limits));
  return api;
}

describe("createRateLimiter", () => {
  it("keeps the bot within its messages per rolling window", async () => {
    const api = limitedApi();
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.sendMessage(100 + i, `m${i}`)));
    const sent = fake.callsTo("sendMessage");
    expect(sent).toHaveLength(20);
    expect(maxCallsInRollingWindow(sent, LIMITS.windowMs)).toBeLessThanOrEqual(LIMITS.messagesPerWindow);
    // 20 messages at 5 per window need at least three more windows after the first five.
    expect(sent.at(-1)!.at - sent[0]!.at).toBeGreaterThanOrEqual(3 * LIMITS.windowMs);
  });

  it("spaces messages to one chat, in the order they were sent", async () => {
    const api = limitedApi();
    await Promise.all([1, 2, 3, 4].map((n) => api.sendMessage(7, `n${n}`)));
    const sent = fake.callsTo("sendMessage");
    expect(sent.map((call) => call.params.text)).toEqual(["n1", "n2", "n3", "n4"]);
    expect(minGapPerChat(sent)).toBeGreaterThanOrEqual(LIMITS.chatIntervalMs);
  });

  it("lets calls that send no message through at once", async () => {
    const api = limitedApi({ ...LIMITS, messagesPerWindow: 1, windowMs: 10_000 });
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, () => api.getMe()));
    await api.setChatMenuButton({ chat_id: 5, menu_button: { type: "default" } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("pauses the whole bot for a 429's retry_after", async () => {
    const api = limitedApi();
    fake.failNext("sendMessage", 1, fakeFailures.tooManyRequests(1));
    const refused = await api.sendMessage(1, "first").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GrammyError);
    await api.sendMessage(2, "another chat");
    const [first, second] = fake.callsTo("sendMessage");
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
  });
});
