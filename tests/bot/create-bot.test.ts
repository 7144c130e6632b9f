// createBot() against the Bot API stand-in, on the test database: the two kinds of bot, the error
// boundary, and no getMe when the bot's identity is known from configuration.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { databases } from "@booking/core";
import { botInfoFor, createBot, createBotServices, type BotScope, type BotServices } from "@booking/bot";
import { getTestDatabase, type TestDatabase } from "../support/db.ts";
import { buttonsOf, commandUpdate, telegramFrom } from "../support/telegram.ts";
import { encodeStartParam } from "@booking/telegram";

const token = "2000000002:TEST-bot-shell";
const PUBLIC_URL = "https://example.test";
let api: FakeBotApi;
let t: TestDatabase;
const errors: unknown[] = [];

beforeAll(async () => {
  api = await startFakeBotApi({ bots: [{ token, username: "shell_test_bot" }] });
  t = await getTestDatabase();
});
afterAll(() => api.stop());
beforeEach(() => {
  api.reset();
  errors.length = 0;
});

function bot(scope: BotScope = { kind: "platform" }, services: BotServices = createBotServices(databases(t.db))) {
  return createBot({
    token,
    apiRoot: api.apiRoot,
    botInfo: botInfoFor(token, "shell_test_bot"),
    scope,
    publicUrl: PUBLIC_URL,
    services,
    onError: (error) => errors.push(error),
  });
}

describe("createBot", () => {
  it("/start greets in the user's language with a button that opens the mini app, and points the chat's menu button there", async () => {
    const b = bot();
    await b.handleUpdate(commandUpdate(telegramFrom({ first_name: "Анна", language_code: "ru" }), "/start"));
    const anna = telegramFrom({ first_name: "Anna", language_code: "en" });
    await b.handleUpdate(commandUpdate(anna, "/start"));
    const [ru, en] = api.callsTo("sendMessage");
    expect(ru!.params.text).toBe("Здравствуйте, Анна! Здесь можно записаться на консультацию.");
    expect(en!.params.text).toBe("Hello, Anna! Book a consultation here.");
    expect(buttonsOf(en!)).toEqual([{ text: "Open the app", web_app: { url: "https://example.test/webapp/default" } }]);
    expect(api.callsTo("setChatMenuButton").at(-1)!.params).toEqual({
      chat_id: anna.id,
      menu_button: { type: "web_app", text: "Open the app", web_app: { url: "https://example.test/webapp/default" } },
    });
    // The identity came from configuration: webhook or not, grammY never had to ask.
    expect(api.callsTo("getMe")).toHaveLength(0);
  });

  it("the platform bot opens the tenant a t_<slug> deep link names; a tenant's bot always opens its own", async () => {
    await bot().handleUpdate(commandUpdate(telegramFrom(), "/start t_my-salon"));
    await bot({ kind: "tenant", tenantId: "00000000-0000-7000-8000-000000000001", tenantSlug: "studio-anna" }).handleUpdate(
      commandUpdate(telegramFrom(), "/start t_my-salon"),
    );
    const urls = api.callsTo("sendMessage").map((call) => buttonsOf(call)[0]!.web_app!.url);
    expect(urls).toEqual(["https://example.test/webapp/my-salon", "https://example.test/webapp/studio-anna"]);
  });

  it("a start link naming a page opens that page (the one format of links.ts); the menu button stays on the home", async () => {
    const before = api.callsTo("sendMessage").length;
    await bot().handleUpdate(commandUpdate(telegramFrom(), `/start ${encodeStartParam({ tenantSlug: "my-salon", page: "my-bookings" })}`));
    await bot({ kind: "tenant", tenantId: "00000000-0000-7000-8000-000000000001", tenantSlug: "studio-anna" }).handleUpdate(
      commandUpdate(telegramFrom(), `/start ${encodeStartParam({ tenantSlug: "studio-anna", page: "booking" })}`),
    );
    const urls = api
      .callsTo("sendMessage")
      .slice(before)
      .map((call) => buttonsOf(call)[0]!.web_app!.url);
    expect(urls).toEqual(["https://example.test/webapp/my-salon/my-bookings", "https://example.test/webapp/studio-anna/booking"]);
    const menus = api
      .callsTo("setChatMenuButton")
      .slice(-2)
      .map((call) => (call.params.menu_button as { web_app: { url: string } }).web_app.url);
    expect(menus).toEqual(["https://example.test/webapp/my-salon", "https://example.test/webapp/studio-anna"]);
  });

  it("/help lists the commands", async () => {
    await bot().handleUpdate(commandUpdate(telegramFrom({ language_code: "en" }), "/help"));
    expect(api.callsTo("sendMessage").at(-1)!.params.text).toBe(
      "Commands:\n/start — open the app\n/language — change the language\n/phone — verify your phone\n/help — help",
    );
  });

  it("error boundary: a failing handler is logged, the user hears something went wrong, and the next update is served", async () => {
    const failing = {
      ...createBotServices(databases(t.db)),
      markReachable: () => Promise.resolve(),
      accountLanguage: () => Promise.reject(new Error("db down")),
    };
    const b = bot({ kind: "platform" }, failing);
    await b.handleUpdate(commandUpdate(telegramFrom({ language_code: "en" }), "/help"));
    expect(errors).toHaveLength(1);
    expect(api.callsTo("sendMessage").at(-1)!.params.text).toBe("Something went wrong, please try again.");
    await bot().handleUpdate(commandUpdate(telegramFrom({ language_code: "en" }), "/help"));
    expect(api.callsTo("sendMessage").at(-1)!.params.text).toContain("/language");
  });
});
