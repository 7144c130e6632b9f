// GET /api/account/bot-status against the Bot API stand-in (issue 26.5): the bot page shows what
// Telegram says now. Not connected, live (Telegram delivers to this page's webhook), off, a token
// revoked in BotFather, a webhook Telegram lost, Telegram not answering; owners only; no secret out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { createUser } from "../support/fixtures.ts";
import { api } from "../support/identity.ts";
import { createBillingApp, createPayingTenant, type BillingApp } from "../support/billing-fixtures.ts";

let t: BillingApp;
let nextBotId = 7_500_000; // apart from the other files' bot ids (one database per worker)
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

function newBot() {
  const id = nextBotId++;
  const token = `${id}:AAH-status_secret-${id}`;
  t.bot.addBot({ token, username: `studio${id}_bot`, firstName: `Studio ${id}` });
  return { id, token, username: `studio${id}_bot`, name: `Studio ${id}` };
}

type Who = { tenant: Tenant; owner: User & { token: string } };
const status = (who: Who, token = who.owner.token) => api(t, { url: "/api/account/bot-status", tenant: who.tenant, token });
const put = (who: Who, body: unknown) =>
  api(t, { method: "PUT", url: "/api/account/bot-config", tenant: who.tenant, token: who.owner.token, body });

describe("the own bot's live state", () => {
  it("is notConnected without a token, and asks Telegram nothing", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    const calls = t.bot.calls.length;
    const res = await status(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: "notConnected", username: null, name: null });
    expect(t.bot.calls.length).toBe(calls);
  });

  it("is live when Telegram delivers to this page's webhook, with the name customers see; off once switched off", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    const bot = newBot();
    expect((await put(who, { botToken: bot.token, isActive: true })).statusCode).toBe(200);
    const live = await status(who);
    expect(live.json()).toMatchObject({ state: "live", username: bot.username, name: bot.name, pendingUpdates: 0, lastError: null });
    expect(live.body).not.toContain(bot.token);
    const stored = await t.db.botConfig.findUniqueOrThrow({ where: { tenantId: who.tenant.id } });
    expect(live.body).not.toContain(stored.webhookSecret!);

    await put(who, { isActive: false });
    expect((await status(who)).json()).toMatchObject({ state: "off", username: bot.username, name: bot.name });
  });

  it("says the webhook is missing when Telegram no longer delivers here", async () => {
    const who = await createPayingTenant(t.db, "ENTERPRISE");
    const bot = newBot();
    await put(who, { botToken: bot.token, isActive: true });
    // Someone pointed the bot elsewhere (another service, BotFather's deleteWebhook).
    await fetch(`${t.bot.apiRoot}/bot${bot.token}/deleteWebhook`, { method: "POST" });
    expect((await status(who)).json()).toMatchObject({ state: "webhookMissing", username: bot.username });
  });

  it("says Telegram refuses a token revoked in BotFather, and when Telegram does not answer", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    const bot = newBot();
    await put(who, { botToken: bot.token, isActive: true });
    t.bot.removeBot(bot.token);
    expect((await status(who)).json()).toMatchObject({ state: "tokenRejected", username: bot.username });

    const other = await createPayingTenant(t.db, "PROFESSIONAL");
    const second = newBot();
    await put(other, { botToken: second.token, isActive: true });
    const restore = t.bot.failNext("getMe", 1, { error_code: 500, description: "Internal Server Error" });
    try {
      expect((await status(other)).json()).toMatchObject({ state: "unreachable" });
    } finally {
      restore();
    }
  });

  it("is the owner's: an ADMIN and a customer are refused", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    const admin = await createUser(t.db, { tenant: who.tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant: who.tenant });
    expect((await status(who, admin.token)).statusCode).toBe(403);
    expect((await status(who, customer.token)).statusCode).toBe(403);
    expect((await api(t, { url: "/api/account/bot-status", tenant: who.tenant })).statusCode).toBe(401);
  });
});
