// PUT /api/account/bot-config against the Bot API stand-in: getMe checks the token, activation sets
// the webhook with a per-bot secret, deactivation and removal delete it; the token stays secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { decryptSecret } from "@booking/core";
import { api } from "../support/identity.ts";
import { createBillingApp, createPayingTenant, type BillingApp } from "../support/billing-fixtures.ts";

let t: BillingApp;
let nextBotId = 7_100_000;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

/** A bot the stand-in knows, with a token of the real shape. */
function newBot() {
  const id = nextBotId++;
  const token = `${id}:AAH-real-looking_secret-${id}`;
  t.bot.addBot({ token, username: `salon${id}_bot` });
  return { id, token, username: `salon${id}_bot` };
}

const put = (who: { tenant: Tenant; owner: User & { token: string } }, body: unknown) =>
  api(t, { method: "PUT", url: "/api/account/bot-config", tenant: who.tenant, token: who.owner.token, body });

describe("bot token and webhook", () => {
  it("checks the token with getMe, stores it encrypted and activates the webhook with a secret", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    const bot = newBot();
    const res = await put(who, { botToken: bot.token, isActive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isActive: true, botUsername: bot.username, hasToken: true });
    expect(res.body).not.toContain(bot.token);

    const stored = await t.db.botConfig.findUniqueOrThrow({ where: { tenantId: who.tenant.id } });
    expect(stored.tokenEncrypted).not.toContain(bot.token);
    expect(decryptSecret(stored.tokenEncrypted!, t.config.appSecret)).toBe(bot.token);
    expect(stored).toMatchObject({
      botUsername: bot.username,
      botTelegramId: BigInt(bot.id),
      isActive: true,
      webhookSecret: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
    });

    const [getMe] = t.bot.calls.filter((call) => call.token === bot.token && call.method === "getMe");
    expect(getMe).toBeDefined();
    const setWebhook = t.bot.calls.find((call) => call.token === bot.token && call.method === "setWebhook")!;
    expect(setWebhook.params).toMatchObject({
      url: `https://book.example.test/api/telegram/webhook/${stored.id}`,
      secret_token: stored.webhookSecret,
    });
    expect(setWebhook.response.ok).toBe(true);

    const account = await api(t, { url: "/api/account", tenant: who.tenant, token: who.owner.token });
    expect(account.json().botConfig).toEqual({ isActive: true, botUsername: bot.username, hasToken: true });
    expect(account.body).not.toContain(bot.token);
    expect(account.body).not.toContain(stored.webhookSecret!);
  });

  it("deactivating deletes the webhook and keeps the token; omitting the token keeps it; null removes it", async () => {
    const who = await createPayingTenant(t.db, "ENTERPRISE");
    const bot = newBot();
    await put(who, { botToken: bot.token, isActive: true });
    const off = await put(who, { isActive: false });
    expect(off.json()).toEqual({ isActive: false, botUsername: bot.username, hasToken: true });
    expect(t.bot.callsTo("deleteWebhook").filter((call) => call.token === bot.token)).toHaveLength(1);
    expect((await t.db.botConfig.findUniqueOrThrow({ where: { tenantId: who.tenant.id } })).webhookSecret).toBeNull();

    const on = await put(who, { botToken: "", isActive: true });
    expect(on.json().isActive).toBe(true);
    const secrets = t.bot
      .callsTo("setWebhook")
      .filter((call) => call.token === bot.token)
      .map((call) => call.params.secret_token);
    expect(new Set(secrets).size).toBe(2);

    const removed = await put(who, { botToken: null, isActive: false });
    expect(removed.json()).toEqual({ isActive: false, botUsername: null, hasToken: false });
    expect(t.bot.callsTo("deleteWebhook").filter((call) => call.token === bot.token)).toHaveLength(2);
    expect(await t.db.botConfig.findUniqueOrThrow({ where: { tenantId: who.tenant.id } })).toMatchObject({
      tokenEncrypted: null,
      botTelegramId: null,
    });
  });

  it("refuses a token Telegram does not know, or of the wrong shape, with 400 BOT_TOKEN_INVALID", async () => {
    const who = await createPayingTenant(t.db, "PROFESSIONAL");
    for (const botToken of ["7999998:unknown-to-telegram", "not-a-token", "123:abc/../../evil", "123:abc?x=1"]) {
      const res = await put(who, { botToken, isActive: true });
      expect([res.statusCode, res.json()]).toEqual([400, { error: "BOT_TOKEN_INVALID", message: "Bot token is invalid" }]);
    }
    expect(t.bot.calls.some((call) => call.token.includes("evil") || call.token.includes("?"))).toBe(false);
    expect(await t.db.botConfig.findUnique({ where: { tenantId: who.tenant.id } })).toBeNull();
  });

  it("activating without any token is a 400", async () => {
    const res = await put(await createPayingTenant(t.db, "PROFESSIONAL"), { isActive: true });
    expect([res.statusCode, res.json().error]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("one bot serves one booking page", async () => {
    const bot = newBot();
    expect((await put(await createPayingTenant(t.db, "PROFESSIONAL"), { botToken: bot.token, isActive: false })).statusCode).toBe(200);
    const res = await put(await createPayingTenant(t.db, "PROFESSIONAL"), { botToken: bot.token, isActive: false });
    expect([res.statusCode, res.json().error]).toEqual([400, "BOT_TOKEN_INVALID"]);
  });

  it("is PROFESSIONAL and up: 403 PLAN_REQUIRED_PRO below, but switching off is always allowed", async () => {
    for (const plan of ["FREE", "STARTER"] as const) {
      const who = await createPayingTenant(t.db, plan);
      const res = await put(who, { botToken: newBot().token, isActive: false });
      expect([res.statusCode, res.json()]).toEqual([403, { error: "PLAN_REQUIRED_PRO", message: "Pro plan is required" }]);
    }
    const downgraded = await createPayingTenant(t.db, "PROFESSIONAL");
    const bot = newBot();
    await put(downgraded, { botToken: bot.token, isActive: true });
    await t.db.tenant.update({ where: { id: downgraded.tenant.id }, data: { plan: "STARTER" } });
    expect((await put(downgraded, { isActive: true })).statusCode).toBe(403);
    const off = await put(downgraded, { botToken: null, isActive: false });
    expect([off.statusCode, off.json().hasToken]).toEqual([200, false]);
  });
});
