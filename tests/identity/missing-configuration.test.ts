// Every path that needs something the operator did not configure answers 409 with a code naming
// it, never a 500 (issue 29.6): here the platform bot (TELEGRAM_BOT_TOKEN / TELEGRAM_BOT_USERNAME)
// and the platform payment provider are unset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ telegramBotToken: undefined, telegramBotUsername: undefined, payments: undefined });
  tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
});
afterAll(() => t.app.close());

const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "x-tenant": tenant.slug, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe("without the platform bot", () => {
  it("POST /api/user/telegram-link is 409 TELEGRAM_BOT_NOT_CONFIGURED and stores no token", async () => {
    const user = await createUser(t.db, { tenant });
    const res = await post("/api/user/telegram-link", user.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: "TELEGRAM_BOT_NOT_CONFIGURED" });
    expect(await t.db.telegramLinkToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a login code request is 409 TELEGRAM_BOT_NOT_CONFIGURED and leaves no code behind", async () => {
    const user = await createUser(t.db, {
      tenant,
      telegramId: BigInt(7_100_000_000 + Math.floor(Math.random() * 1e6)),
      userType: "HYBRID",
    });
    const res = await post("/api/auth/request-code", undefined, { email: user.email });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: "TELEGRAM_BOT_NOT_CONFIGURED" });
    expect(await t.db.loginCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a Telegram invitation is 409 TELEGRAM_BOT_NOT_CONFIGURED", async () => {
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const res = await post("/api/account/team/invitations", owner.token, { role: "ADMIN", channel: "TELEGRAM" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: "TELEGRAM_BOT_NOT_CONFIGURED" });
  });

  it("verifying a phone from a Telegram contact is 409 TELEGRAM_BOT_NOT_CONFIGURED (no bot to check the signature)", async () => {
    const user = await createUser(t.db, { tenant });
    const res = await post("/api/user/phone/telegram-contact", user.token, { contact: "contact=%7B%7D&auth_date=1&hash=00" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: "TELEGRAM_BOT_NOT_CONFIGURED" });
  });
});

describe("without a platform payment provider", () => {
  it("checkout is 409 PAYMENT_PROVIDER_NOT_CONFIGURED", async () => {
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const res = await post("/api/tenant-management/checkout", owner.token, { plan: "PROFESSIONAL", months: 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: "PAYMENT_PROVIDER_NOT_CONFIGURED" });
  });
});
