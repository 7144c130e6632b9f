import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBotApi, DEFAULT_TELEGRAM_API_ROOT, normalizeApiRoot } from "./bot-api.ts";
import { startFakeBotApi, type FakeBotApi } from "./testing/fake-bot-api.ts";
import { thrownAppErrorCode } from "./testing/app-error.ts";

describe("normalizeApiRoot", () => {
  it("defaults to Telegram's server", () => {
    expect(normalizeApiRoot(undefined)).toBe(DEFAULT_TELEGRAM_API_ROOT);
    expect(normalizeApiRoot("  ")).toBe(DEFAULT_TELEGRAM_API_ROOT);
  });

  it("drops trailing slashes, which would break grammY's /bot<token>/<method> paths", () => {
    expect(normalizeApiRoot("http://127.0.0.1:8081//")).toBe("http://127.0.0.1:8081");
  });

  it.each(["ftp://api.example.com", "api.telegram.org", "http:///x"])("refuses %j", (root) => {
    expect(thrownAppErrorCode(() => normalizeApiRoot(root))).toBe("INTERNAL_ERROR");
  });
});

describe("createBotApi", () => {
  const TOKEN = "5550001:create-bot-api";
  let fake: FakeBotApi;
  beforeAll(async () => {
    fake = await startFakeBotApi({ bots: [{ token: TOKEN, username: "salon_bot" }] });
  });
  afterAll(() => fake.stop());

  it("sends calls to the configured API root", async () => {
    const api = createBotApi(TOKEN, { apiRoot: `${fake.apiRoot}/` });
    expect((await api.getMe()).username).toBe("salon_bot");
    expect(fake.callsTo("getMe")).toHaveLength(1);
  });

  it("refuses an empty token", () => {
    expect(thrownAppErrorCode(() => createBotApi(""))).toBe("INTERNAL_ERROR");
  });
});
