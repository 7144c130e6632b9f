// Unlinking Telegram from the account screen (issue 20.2): it needs the current password or a fresh
// login code, and an account without a password cannot (it could not sign in afterwards).
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, lastCodeSentTo, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

async function linked(options: Parameters<typeof createUser>[1] = {}): Promise<User & { token: string; telegramId: bigint }> {
  const user = await createUser(t.db, { tenant, ...options });
  const telegramId = BigInt(randomInt(1_000_000_000, 2 ** 47));
  await t.db.user.update({
    where: { id: user.id },
    data: { telegramId, telegramChatId: telegramId, userType: options.userType ?? "HYBRID" },
  });
  return { ...user, telegramId };
}

const unlink = (user: { token: string }, body: unknown) =>
  api(t, { method: "POST", url: "/api/user/telegram/unlink", tenant, token: user.token, body });
const stored = (user: User) => t.db.user.findUniqueOrThrow({ where: { id: user.id } });

describe("Telegram unlinking", () => {
  it("refuses without proof or with a wrong password, and keeps the link", async () => {
    const user = await linked();
    const missing = await unlink(user, {});
    expect([missing.statusCode, missing.json().error]).toEqual([400, "currentPasswordRequired"]);
    const wrong = await unlink(user, { currentPassword: "not-it" });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidPassword"]);
    expect((await stored(user)).telegramId).toBe(user.telegramId);
  });

  it("unlinks with the current password: no Telegram, a web account again", async () => {
    const user = await linked();
    const res = await unlink(user, { currentPassword: FIXTURE_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telegramLinked: false, telegramId: null, userType: "WEB" });
    expect(await stored(user)).toMatchObject({ telegramId: null, telegramChatId: null, userType: "WEB" });
  });

  it("unlinks with a fresh login code instead of the password; the code works once", async () => {
    const user = await linked();
    const requested = await api(t, { method: "POST", url: "/api/auth/request-code", tenant, body: { email: user.email } });
    const loginCode = { sessionId: requested.json().sessionId, code: lastCodeSentTo(t.bot, user.telegramId) };
    const res = await unlink(user, { loginCode });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(user)).telegramId).toBeNull();
    await t.db.user.update({ where: { id: user.id }, data: { telegramId: user.telegramId } });
    expect((await unlink(user, { loginCode })).json().error).toBe("invalidCode");
  });

  it("an account without a password cannot unlink its only way in (409 TELEGRAM_UNLINK_NOT_ALLOWED)", async () => {
    const user = await linked({ userType: "TELEGRAM", withPassword: false });
    const res = await unlink(user, { currentPassword: "anything" });
    expect([res.statusCode, res.json().error]).toEqual([409, "TELEGRAM_UNLINK_NOT_ALLOWED"]);
    expect((await stored(user)).telegramId).toBe(user.telegramId);
  });
});
