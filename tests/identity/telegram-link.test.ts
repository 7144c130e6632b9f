// Account linking: POST /api/user/telegram-link gives a one-time t.me link to the platform bot; the
// bot calls consumeTelegramLinkToken on `/start <token>` with the sender.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeTelegramLinkToken, sha256 } from "@booking/core";
import type { Tenant } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { api, createIdentityApp, initDataFor, PLATFORM_BOT, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

async function linkTokenFor(token: string): Promise<string> {
  const res = await api(t, { method: "POST", url: "/api/user/telegram-link", tenant, token });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${PLATFORM_BOT.username}`);
  return url.searchParams.get("start")!;
}

describe("telegram linking", () => {
  it("links a WEB account: Telegram fields set, HYBRID, and init data then logs it in", async () => {
    const user = await createUser(t.db, { tenant });
    const token = await linkTokenFor(user.token);
    const stored = await t.db.telegramLinkToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(sha256(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(15 * 60_000);

    const tg = telegramUser({ username: "linked_one" });
    const linked = await consumeTelegramLinkToken(t.db, token, { id: tg.id, username: tg.username });
    expect(linked).toMatchObject({
      id: user.id,
      telegramId: BigInt(tg.id),
      telegramChatId: BigInt(tg.id),
      telegramUsername: "linked_one",
      userType: "HYBRID",
    });

    const me = await api(t, { url: "/api/user/me", tenant, initData: initDataFor(tg) });
    expect(me.json()).toMatchObject({ id: user.id, telegramLinked: true, userType: "HYBRID", telegramId: String(tg.id) });
  });

  it("a token works once, and not after 15 minutes", async () => {
    const user = await createUser(t.db);
    const token = await linkTokenFor(user.token);
    await consumeTelegramLinkToken(t.db, token, { id: telegramUser().id });
    await expect(consumeTelegramLinkToken(t.db, token, { id: telegramUser().id })).rejects.toMatchObject({ code: "LINK_TOKEN_INVALID" });

    const other = await createUser(t.db);
    const late = await linkTokenFor(other.token);
    await expect(
      consumeTelegramLinkToken(t.db, late, { id: telegramUser().id }, new Date(Date.now() + 15 * 60_000 + 1000)),
    ).rejects.toMatchObject({ code: "LINK_TOKEN_INVALID" });
    await expect(consumeTelegramLinkToken(t.db, "link_made-up", { id: telegramUser().id })).rejects.toMatchObject({
      code: "LINK_TOKEN_INVALID",
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: other.id } })).telegramId).toBeNull();
  });

  it("a new link replaces the previous unused one", async () => {
    const user = await createUser(t.db);
    const first = await linkTokenFor(user.token);
    const second = await linkTokenFor(user.token);
    await expect(consumeTelegramLinkToken(t.db, first, { id: telegramUser().id })).rejects.toMatchObject({ code: "LINK_TOKEN_INVALID" });
    await expect(consumeTelegramLinkToken(t.db, second, { id: telegramUser().id })).resolves.toMatchObject({ id: user.id });
  });

  it("a Telegram account that belongs to another user is refused and the token stays usable", async () => {
    const taken = telegramUser();
    await createUser(t.db, { telegramId: BigInt(taken.id), userType: "TELEGRAM" });
    const user = await createUser(t.db);
    const token = await linkTokenFor(user.token);
    await expect(consumeTelegramLinkToken(t.db, token, { id: taken.id })).rejects.toMatchObject({ code: "USER_EXISTS" });
    await expect(consumeTelegramLinkToken(t.db, token, { id: telegramUser().id })).resolves.toMatchObject({ id: user.id });
  });

  it("needs a session: anonymous callers and init-data-only callers get 401", async () => {
    expect((await api(t, { method: "POST", url: "/api/user/telegram-link", tenant })).statusCode).toBe(401);
    const tg = telegramUser();
    await createUser(t.db, { tenant, telegramId: BigInt(tg.id), userType: "TELEGRAM" });
    const res = await api(t, { method: "POST", url: "/api/user/telegram-link", tenant, initData: initDataFor(tg) });
    expect(res.statusCode).toBe(401);
  });
});
