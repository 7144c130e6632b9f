import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GrammyError, type Api } from "grammy";
import { createBotApi } from "../bot-api.ts";
import { fakeFailures, startFakeBotApi, type FakeBotApi } from "./fake-bot-api.ts";

const TOKEN = "7000001:fake-api-test";
const INLINE = { inline_keyboard: [[{ text: "Confirm", callback_data: "confirm:1" }]] };

let fake: FakeBotApi;
let api: Api;
beforeAll(async () => {
  fake = await startFakeBotApi({ bots: [{ token: TOKEN, firstName: "Booking", username: "booking_test_bot" }] });
  api = createBotApi(TOKEN, { apiRoot: fake.apiRoot });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** The GrammyError a call fails with. */
async function grammyError(call: Promise<unknown>): Promise<GrammyError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GrammyError);
  return error as GrammyError;
}

describe("answers like the Bot API", () => {
  it("getMe returns the configured bot", async () => {
    expect(await api.getMe()).toMatchObject({ id: 7000001, is_bot: true, first_name: "Booking", username: "booking_test_bot" });
  });

  it("sendMessage returns a Message (date in seconds, inline keyboard echoed) and is recorded", async () => {
    const before = performance.now();
    const message = await api.sendMessage(42, "Your booking is confirmed", { reply_markup: INLINE });
    expect(message).toMatchObject({
      message_id: 1,
      chat: { id: 42, type: "private" },
      text: "Your booking is confirmed",
      reply_markup: INLINE,
    });
    expect(Math.abs(message.date - Date.now() / 1000)).toBeLessThan(5);
    const [call] = fake.calls;
    expect(call).toMatchObject({
      seq: 0,
      token: TOKEN,
      method: "sendMessage",
      params: { chat_id: 42, text: "Your booking is confirmed", reply_markup: INLINE },
    });
    expect(call!.at).toBeGreaterThanOrEqual(before);
    expect(call!.at).toBeLessThanOrEqual(performance.now());
  });

  it("numbers messages per chat and does not echo reply keyboards", async () => {
    await api.sendMessage(100, "a");
    const second = await api.sendMessage(100, "b", { reply_markup: { keyboard: [[{ text: "x" }]] } });
    expect(second.message_id).toBe(2);
    expect(second.reply_markup).toBeUndefined();
    expect((await api.sendMessage(-1001234567890, "group")).chat).toMatchObject({ type: "supergroup" });
  });

  it("edits text and markup, refusing no-op edits and unknown messages", async () => {
    const { message_id } = await api.sendMessage(43, "Pending", { reply_markup: INLINE });
    const edited = await api.editMessageText(43, message_id, "Confirmed");
    expect(edited).toMatchObject({ text: "Confirmed", edit_date: expect.any(Number) });
    expect((await grammyError(api.editMessageText(43, message_id, "Confirmed"))).description).toMatch(/message is not modified/);
    expect(await api.editMessageReplyMarkup(43, message_id, { reply_markup: INLINE })).toMatchObject({ reply_markup: INLINE });
    expect((await grammyError(api.editMessageText(43, 999, "x"))).description).toBe("Bad Request: message to edit not found");
  });

  it("deletes a message once", async () => {
    const { message_id } = await api.sendMessage(44, "bye");
    expect(await api.deleteMessage(44, message_id)).toBe(true);
    expect((await grammyError(api.deleteMessage(44, message_id))).error_code).toBe(400);
  });

  it("validates sendMessage parameters", async () => {
    expect((await grammyError(api.sendMessage(45, " "))).description).toBe("Bad Request: message text is empty");
  });

  it("answers callback queries", async () => {
    expect(await api.answerCallbackQuery("query-1", { text: "Done" })).toBe(true);
  });

  it("keeps the webhook, hides its secret, and refuses what Telegram refuses", async () => {
    expect(await api.setWebhook("https://book.example.com/telegram/webhook", { secret_token: "s3cr3t_-x" })).toBe(true);
    const info = await api.getWebhookInfo();
    expect(info).toMatchObject({ url: "https://book.example.com/telegram/webhook", pending_update_count: 0 });
    expect(info).not.toHaveProperty("secret_token");
    expect((await grammyError(api.setWebhook("http://book.example.com/hook"))).error_code).toBe(400);
    expect((await grammyError(api.setWebhook("https://x.test/hook", { secret_token: "a+b" }))).error_code).toBe(400);
    expect(await api.deleteWebhook()).toBe(true);
    expect((await api.getWebhookInfo()).url).toBe("");
  });

  it("stores menu buttons and commands", async () => {
    const button = { type: "web_app" as const, text: "Book", web_app: { url: "https://book.example.com/webapp/default" } };
    expect(await api.setChatMenuButton({ chat_id: 46, menu_button: button })).toBe(true);
    expect(await api.getChatMenuButton({ chat_id: 46 })).toEqual(button);
    expect(await api.getChatMenuButton()).toEqual({ type: "default" });
    expect(await api.setMyCommands([{ command: "start", description: "Open the app" }], { language_code: "en" })).toBe(true);
    expect(await api.getMyCommands({ language_code: "en" })).toEqual([{ command: "start", description: "Open the app" }]);
    expect(await api.getMyCommands()).toEqual([]);
    expect((await grammyError(api.setMyCommands([{ command: "Bad Command", description: "x" }]))).error_code).toBe(400);
  });
});

describe("failures", () => {
  it("rejects an unknown token with 401 Unauthorized and records it", async () => {
    const error = await grammyError(createBotApi("7999999:unknown", { apiRoot: fake.apiRoot }).getMe());
    expect([error.error_code, error.description]).toEqual([401, "Unauthorized"]);
    expect(fake.calls[0]).toMatchObject({ token: "7999999:unknown", response: { ok: false, error_code: 401 } });
  });

  it("injects 429 with retry_after for the next N calls of a method, as the client sees it", async () => {
    fake.failNext("sendMessage", 2, fakeFailures.tooManyRequests(3));
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await grammyError(api.sendMessage(50, "hi"));
      expect([error.error_code, error.parameters.retry_after]).toEqual([429, 3]);
    }
    expect((await api.sendMessage(50, "hi")).text).toBe("hi");
    expect(await api.getMe()).toBeDefined();
    expect(fake.callsTo("sendMessage").map((call) => call.response.ok)).toEqual([false, false, true]);
  });

  it("answers 403 for a chat that blocked the bot, until unblocked", async () => {
    const unblock = fake.blockChat(51);
    expect((await grammyError(api.sendMessage(51, "hi"))).description).toBe("Forbidden: bot was blocked by the user");
    expect((await api.sendMessage(52, "hi")).chat.id).toBe(52);
    unblock();
    expect((await api.sendMessage(51, "hi")).chat.id).toBe(51);
  });

  it("answers 404 for an unknown method or path", async () => {
    expect((await fetch(`${fake.apiRoot}/bot${TOKEN}/sendTelepathy`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${fake.apiRoot}/nothing`)).status).toBe(404);
  });
});

describe("request formats", () => {
  const post = (body: RequestInit["body"], headers?: Record<string, string>) =>
    fetch(`${fake.apiRoot}/bot${TOKEN}/SENDMESSAGE`, { method: "POST", body, ...(headers && { headers }) });

  it("reads form-urlencoded bodies with JSON-serialized objects, and method names in any case", async () => {
    const response = await post(new URLSearchParams({ chat_id: "60", text: "form", reply_markup: JSON.stringify(INLINE) }));
    expect(await response.json()).toMatchObject({ ok: true, result: { chat: { id: 60 }, text: "form", reply_markup: INLINE } });
    expect(fake.calls[0]).toMatchObject({ method: "sendMessage", params: { chat_id: "60", reply_markup: INLINE } });
  });

  it("reads multipart bodies and query strings", async () => {
    const form = new FormData();
    form.set("chat_id", "61");
    form.set("text", "multipart");
    expect(await (await post(form)).json()).toMatchObject({ ok: true, result: { text: "multipart" } });
    const viaQuery = await fetch(`${fake.apiRoot}/bot${TOKEN}/sendMessage?chat_id=62&text=query`);
    expect(await viaQuery.json()).toMatchObject({ ok: true, result: { chat: { id: 62 }, text: "query" } });
  });

  it("answers 400 to a body it cannot read", async () => {
    expect((await post("{broken", { "content-type": "application/json" })).status).toBe(400);
    expect((await post("chat_id=1", { "content-type": "text/plain" })).status).toBe(400);
    expect(fake.calls.map((call) => call.response.ok)).toEqual([false, false]);
  });
});

describe("waitForCall", () => {
  it("resolves with a call that already happened", async () => {
    await api.getMe();
    expect((await fake.waitForCall((call) => call.method === "getMe", 100)).seq).toBe(0);
  });

  it("resolves when a matching call arrives later", async () => {
    const waiting = fake.waitForCall((call) => call.method === "sendMessage" && call.params.chat_id === 70, 2000);
    await api.sendMessage(71, "other chat");
    setTimeout(() => void api.sendMessage(70, "later"), 20);
    expect((await waiting).params.text).toBe("later");
  });

  it("rejects after the timeout, naming the calls it saw", async () => {
    await api.getMe();
    await expect(fake.waitForCall((call) => call.method === "deleteMessage", 50)).rejects.toThrow(/within 50 ms.*getMe/);
  });
});

describe("bots", () => {
  it("keeps each bot's state apart and takes bots added later", async () => {
    const other = "7000002:second-bot";
    expect(fake.addBot({ token: other })).toMatchObject({ id: 7000002, username: "test7000002_bot" });
    const otherApi = createBotApi(other, { apiRoot: fake.apiRoot });
    await api.sendMessage(80, "first bot");
    expect((await otherApi.sendMessage(80, "second bot")).message_id).toBe(1);
    fake.removeBot(other);
    expect((await grammyError(otherApi.getMe())).error_code).toBe(401);
  });

  it("is importable by its package path", async () => {
    const viaPackage = await import("@booking/telegram/testing/fake-bot-api");
    expect(viaPackage.startFakeBotApi).toBe(startFakeBotApi);
  });
});
