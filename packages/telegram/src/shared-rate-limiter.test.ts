// Telegram's limits across processes (issue 17.5): two processes send through one bot at the same
// time; with REDIS_URL they share the limiter, and the Bot API stand-in sees at most 30 messages in
// any rolling second and one per second to a chat, every message once.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBotApi, type FakeBotApi } from "./testing/fake-bot-api.ts";
import { maxCallsInRollingWindow, minGapPerChat } from "./testing/rate-measure.ts";
import { redisAnswers, TEST_REDIS_URL } from "./testing/redis.ts";

const redisUp = await redisAnswers("the flood limiter shared between processes");

const sender = fileURLToPath(new URL("./testing/limited-sender.ts", import.meta.url));
// A bot id of this run's own: the limiter's keys in Redis outlive the test.
const TOKEN = `${Date.now() % 1_000_000_000}:shared-limiter`;
const SHARED_CHAT = 777;
let fake: FakeBotApi;

beforeAll(async () => {
  fake = await startFakeBotApi({ bots: [{ token: TOKEN }] });
});
afterAll(() => fake.stop());

/** Two processes, each 60 messages to chats of its own and 3 to a chat both write to. */
async function burstFromTwoProcesses(redisUrl: string | undefined) {
  fake.reset();
  const startAt = Date.now() + 1500;
  const run = (label: string, firstChat: number) =>
    new Promise<void>((resolve, reject) => {
      const chats = [...Array.from({ length: 60 }, (_, i) => firstChat + i), SHARED_CHAT, SHARED_CHAT, SHARED_CHAT];
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        TOKEN,
        API_ROOT: fake.apiRoot,
        CHATS: chats.join(","),
        LABEL: label,
        START_AT: String(startAt),
      };
      if (redisUrl) env.REDIS_URL = redisUrl;
      else delete env.REDIS_URL;
      const child = spawn(process.execPath, ["--import", "tsx", sender], { env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited ${code}:\n${output}`))));
    });
  await Promise.all([run("a", 1000), run("b", 2000)]);
  return fake.callsTo("sendMessage");
}

describe.skipIf(!redisUp)("the flood limiter shared through Redis, two processes", () => {
  it("keeps one bot at ≤ 30 messages in any rolling second and ≤ 1 per second per chat, losing none", async () => {
    const sent = await burstFromTwoProcesses(TEST_REDIS_URL);
    const texts = sent.map((call) => String(call.params.text)).sort();
    const expected = ["a", "b"].flatMap((label) => Array.from({ length: 63 }, (_, i) => `${label}-${i}`)).sort();
    expect(texts).toEqual(expected);
    expect(maxCallsInRollingWindow(sent, 1000)).toBeLessThanOrEqual(30);
    expect(minGapPerChat(sent)).toBeGreaterThanOrEqual(1000);
  }, 60_000);

  it("without Redis each process keeps only its own limits: together they break Telegram's (the control)", async () => {
    const sent = await burstFromTwoProcesses(undefined);
    expect(sent).toHaveLength(126);
    expect(maxCallsInRollingWindow(sent, 1000)).toBeGreaterThan(30);
    expect(minGapPerChat(sent)).toBeLessThan(1000);
  }, 60_000);
});
