import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Update } from "grammy/types";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { createBot } from "./bot.ts";

const token = "2000000002:TEST-bot-shell";
let api: FakeBotApi;

beforeAll(async () => {
  api = await startFakeBotApi({ bots: [{ token, username: "shell_test_bot" }] });
});
afterAll(() => api.stop());

function commandUpdate(text: string, languageCode: string): Update {
  const from = { id: 501, is_bot: false, first_name: "Анна", language_code: languageCode };
  return {
    update_id: Math.floor(Math.random() * 1e9),
    message: {
      message_id: 1, date: Math.floor(Date.now() / 1000), chat: { id: 501, type: "private", first_name: "Анна" }, from, text,
      entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]!.length }],
    },
  };
}

describe("bot shell", () => {
  const bot = () => createBot({ token, apiRoot: api.apiRoot, miniAppUrl: "https://example.test/webapp/default" });

  it("/start greets in the user's language with a button that opens the mini app", async () => {
    const b = bot();
    await b.init();
    await b.handleUpdate(commandUpdate("/start", "ru"));
    await b.handleUpdate(commandUpdate("/start", "en"));
    const [ru, en] = api.callsTo("sendMessage").slice(-2);
    expect(ru!.params.text).toBe("Здравствуйте, Анна! Здесь можно записаться на консультацию.");
    expect(en!.params.text).toBe("Hello, Анна! Book a consultation here.");
    const markup = typeof en!.params.reply_markup === "string" ? JSON.parse(en!.params.reply_markup) : en!.params.reply_markup;
    expect(markup.inline_keyboard[0][0]).toEqual({ text: "Open the app", web_app: { url: "https://example.test/webapp/default" } });
  });

  it("/help lists the commands", async () => {
    const b = bot();
    await b.init();
    await b.handleUpdate(commandUpdate("/help", "en"));
    expect(api.callsTo("sendMessage").at(-1)!.params.text).toContain("/start");
  });
});
