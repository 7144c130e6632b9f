// POST /api/telegram/webhook/{botId}: the platform bot ("platform", secret TELEGRAM_WEBHOOK_SECRET)
// and tenants' own bots (BotConfig id, secret BotConfig.webhookSecret). A wrong or missing secret,
// or a bot that is unknown or switched off, is a 401 and the update reaches no bot.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Update } from "grammy/types";
import type { Tenant } from "@booking/db";
import { createTenant } from "../support/fixtures.ts";
import {
  buttonsOf,
  commandUpdate,
  createBotTestApp,
  createTenantBot,
  PLATFORM_WEBHOOK_SECRET,
  PUBLIC_URL,
  sentTo,
  telegramFrom,
  type BotTestApp,
} from "../support/telegram.ts";

let t: BotTestApp;
let tenant: Tenant;
let tenantBot: Awaited<ReturnType<typeof createTenantBot>>;
beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db);
  tenantBot = await createTenantBot(t, tenant);
});
afterAll(() => t.close());

function post(botId: string, update: Update, secret?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/telegram/webhook/${botId}`,
    headers: secret === undefined ? {} : { "x-telegram-bot-api-secret-token": secret },
    payload: update,
  });
}

describe("platform bot webhook", () => {
  it("with the right secret, /start is answered with the default tenant's mini app", async () => {
    const from = telegramFrom();
    const res = await post("platform", commandUpdate(from, "/start"), PLATFORM_WEBHOOK_SECRET);
    expect(res.statusCode).toBe(200);
    const [reply] = sentTo(t.fake, from.id);
    expect(buttonsOf(reply!)).toEqual([{ text: "Open the app", web_app: { url: `${PUBLIC_URL}/webapp/default` } }]);
    expect(t.fake.callsTo("getMe")).toHaveLength(0);
  });

  it.each([
    ["no secret", undefined],
    ["a wrong secret", "platform-webhook-secret-012345678X"],
    ["a tenant bot's secret", "tenant"],
    ["an empty secret", ""],
  ])("with %s it is 401 and nothing is sent", async (_, secret) => {
    const from = telegramFrom();
    const res = await post("platform", commandUpdate(from, "/start"), secret === "tenant" ? tenantBot.config.webhookSecret! : secret);
    expect([res.statusCode, res.json()]).toEqual([401, { error: "UNAUTHORIZED", message: "Unknown bot or wrong webhook secret" }]);
    expect(sentTo(t.fake, from.id)).toEqual([]);
  });

  it("without TELEGRAM_WEBHOOK_SECRET configured (development polls instead) every request is 401", async () => {
    const polling = await createBotTestApp({ telegramWebhookSecret: undefined });
    try {
      const res = await polling.app.inject({
        method: "POST",
        url: "/api/telegram/webhook/platform",
        payload: commandUpdate(telegramFrom(), "/start"),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await polling.close();
    }
  });
});

describe("tenant bot webhook", () => {
  it("with its secret, /start goes out through the tenant's bot and opens the tenant's mini app", async () => {
    const from = telegramFrom();
    const res = await post(tenantBot.config.id, commandUpdate(from, "/start"), tenantBot.config.webhookSecret!);
    expect(res.statusCode).toBe(200);
    const [reply] = sentTo(t.fake, from.id);
    expect(reply!.token).toBe(tenantBot.token);
    expect(buttonsOf(reply!)).toEqual([{ text: "Open the app", web_app: { url: `${PUBLIC_URL}/webapp/${tenant.slug}` } }]);
    const menu = t.fake.callsTo("setChatMenuButton").find((call) => call.token === tenantBot.token && call.params.chat_id === from.id);
    expect(menu!.params.menu_button).toEqual({
      type: "web_app",
      text: "Open the app",
      web_app: { url: `${PUBLIC_URL}/webapp/${tenant.slug}` },
    });
  });

  it("sets its default menu button to its tenant's mini app once it is in use", async () => {
    const call = await t.fake.waitForCall(
      (c) => c.token === tenantBot.token && c.method === "setChatMenuButton" && c.params.chat_id === undefined,
    );
    expect(call.params.menu_button).toEqual({
      type: "web_app",
      text: "Открыть приложение",
      web_app: { url: `${PUBLIC_URL}/webapp/${tenant.slug}` },
    });
  });

  it("refuses the platform's secret, another bot's secret, no secret, unknown and switched-off bots", async () => {
    const other = await createTenantBot(t, await createTenant(t.db));
    const off = await createTenantBot(t, await createTenant(t.db), { isActive: false });
    const from = telegramFrom();
    const attempts: Array<[string, string | undefined]> = [
      [tenantBot.config.id, PLATFORM_WEBHOOK_SECRET],
      [tenantBot.config.id, other.config.webhookSecret!],
      [tenantBot.config.id, undefined],
      [off.config.id, off.config.webhookSecret!],
      ["0190f5d4-0000-7000-8000-000000000000", tenantBot.config.webhookSecret!],
      ["not-a-uuid", tenantBot.config.webhookSecret!],
      ["%27%20OR%201=1", tenantBot.config.webhookSecret!],
    ];
    for (const [botId, secret] of attempts) {
      const res = await post(botId, commandUpdate(from, "/start"), secret);
      expect(res.statusCode, `${botId} / ${secret}`).toBe(401);
    }
    expect(sentTo(t.fake, from.id)).toEqual([]);
  });
});
