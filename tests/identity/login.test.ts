// Login (spec §4 "Login flow", §8 login keys): the email step, password login, and one-time codes
// sent through the platform bot (local Bot API stand-in) end to end.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_SLUG, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODES_PER_HOUR } from "@booking/contracts";
import { ensureDefaultTenant } from "@booking/core";
import type { Tenant } from "@booking/db";
import { fakeFailures } from "@booking/telegram/testing/fake-bot-api";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, lastCodeSentTo, PLATFORM_BOT, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.bot.reset());

const linkedUser = (data: { withPassword?: boolean } = {}) =>
  createUser(t.db, { telegramId: BigInt(telegramUser().id), userType: "HYBRID", ...data });
const requestCode = (email: string | null) => api(t, { url: "/api/auth/request-code", tenant, body: { email } });
const verifyCode = (sessionId: string, code: string) => api(t, { url: "/api/auth/verify-code", tenant, body: { sessionId, code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/check-user", () => {
  it("tells the login screen whether the account exists and how it logs in", async () => {
    const web = await createUser(t.db);
    const telegramOnly = await createUser(t.db, { telegramId: BigInt(telegramUser().id), withPassword: false, userType: "TELEGRAM" });
    const check = async (email: string) => (await api(t, { url: "/api/auth/check-user", tenant, body: { email } })).json();
    expect(await check(web.email!)).toEqual({ exists: true, hasTelegram: false, hasPassword: true });
    expect(await check(telegramOnly.email!.toUpperCase())).toEqual({ exists: true, hasTelegram: true, hasPassword: false });
    expect(await check("nobody@example.test")).toEqual({ exists: false, hasTelegram: false, hasPassword: false });
  });

  it("an empty email is emailRequired", async () => {
    const res = await api(t, { url: "/api/auth/check-user", tenant, body: { email: "  " } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("emailRequired");
  });
});

describe("POST /api/auth/web-login", () => {
  it("logs in, makes the user a CUSTOMER of the tenant and returns a working token", async () => {
    const user = await createUser(t.db);
    const res = await api(t, { url: "/api/auth/web-login", tenant, body: { email: user.email, password: FIXTURE_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const { token, user: view } = res.json();
    expect(view).toMatchObject({ id: user.id, role: "CUSTOMER", tenantId: tenant.slug });
    expect((await api(t, { url: "/api/user/me", tenant, token })).json().id).toBe(user.id);
    expect(await t.db.membership.count({ where: { tenantId: tenant.id, userId: user.id } })).toBe(1);
  });

  it("from the platform's own /login (no X-Tenant) joins no tenant; naming the default tenant joins it", async () => {
    await ensureDefaultTenant(t.db);
    const fallback = await t.db.tenant.findUniqueOrThrow({ where: { slug: DEFAULT_TENANT_SLUG } });
    const user = await createUser(t.db);
    const body = { email: user.email, password: FIXTURE_PASSWORD };
    const platform = await api(t, { url: "/api/auth/web-login", body });
    expect(platform.statusCode).toBe(200);
    expect(await t.db.membership.count({ where: { userId: user.id } })).toBe(0);
    expect((await api(t, { url: "/api/user/me", token: platform.json().token })).json().id).toBe(user.id);

    const named = await api(t, { url: "/api/auth/web-login", tenant: DEFAULT_TENANT_SLUG, body });
    expect(named.json().user).toMatchObject({ role: "CUSTOMER", tenantId: DEFAULT_TENANT_SLUG });
    expect(await t.db.membership.findMany({ where: { userId: user.id }, select: { tenantId: true, role: true } })).toEqual([
      { tenantId: fallback.id, role: "CUSTOMER" },
    ]);
  });

  it("keeps an ADMIN an ADMIN (role reported as ADMIN, isOwner for OWNER)", async () => {
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const res = await api(t, { url: "/api/auth/web-login", tenant, body: { email: owner.email, password: FIXTURE_PASSWORD } });
    expect(res.json().user).toMatchObject({ role: "ADMIN", isOwner: true });
    expect((await t.db.membership.findFirstOrThrow({ where: { tenantId: tenant.id, userId: owner.id } })).role).toBe("OWNER");
  });

  it("answers every failure with the same invalidPassword (401)", async () => {
    const user = await createUser(t.db);
    const noPassword = await linkedUser({ withPassword: false });
    const failures = [
      { email: user.email, password: "wrong-password" },
      { email: "nobody@example.test", password: FIXTURE_PASSWORD },
      { email: noPassword.email, password: FIXTURE_PASSWORD },
    ];
    const bodies = [];
    for (const body of failures) {
      const res = await api(t, { url: "/api/auth/web-login", tenant, body });
      expect(res.statusCode).toBe(401);
      bodies.push(res.json());
    }
    expect(bodies).toEqual(Array(3).fill({ error: "invalidPassword", message: "Invalid email or password" }));
    expect(await t.db.session.count({ where: { userId: { in: [user.id, noPassword.id] } } })).toBe(2); // the fixtures' own
  });

  it("a missing password is passwordRequired, a missing email emailRequired", async () => {
    const noPassword = await api(t, { url: "/api/auth/web-login", tenant, body: { email: "a@b.co", password: "" } });
    expect(noPassword.json().error).toBe("passwordRequired");
    const noEmail = await api(t, { url: "/api/auth/web-login", tenant, body: { email: "", password: "x" } });
    expect(noEmail.json().error).toBe("emailRequired");
  });
});

describe("one-time codes", () => {
  it("end to end: the code arrives through the platform bot and verify-code returns a working token", async () => {
    const user = await linkedUser();
    const requested = await requestCode(user.email);
    expect(requested.statusCode).toBe(200);
    const { sessionId } = requested.json();
    const [sent] = t.bot.callsTo("sendMessage");
    expect(sent).toMatchObject({ token: PLATFORM_BOT.token, params: { chat_id: Number(user.telegramId) } });
    const code = lastCodeSentTo(t.bot, user.telegramId!);

    const stored = await t.db.loginCode.findUniqueOrThrow({ where: { id: sessionId } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(10 * 60_000);

    const verified = await verifyCode(sessionId, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: user.id, tenantId: tenant.slug });
    const me = await api(t, { url: "/api/user/me", tenant, token: verified.json().token });
    expect(me.json().id).toBe(user.id);
  });

  it("a used code cannot be used again", async () => {
    const user = await linkedUser();
    const { sessionId } = (await requestCode(user.email)).json();
    const code = lastCodeSentTo(t.bot, user.telegramId!);
    expect((await verifyCode(sessionId, code)).statusCode).toBe(200);
    const again = await verifyCode(sessionId, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe("invalidCode");
  });

  it(`refuses the ${LOGIN_CODE_MAX_ATTEMPTS + 1}th attempt even with the right code`, async () => {
    const user = await linkedUser();
    const { sessionId } = (await requestCode(user.email)).json();
    const code = lastCodeSentTo(t.bot, user.telegramId!);
    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS; i++) {
      const res = await verifyCode(sessionId, wrongCode(code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: "invalidCode" });
      expect(res.json().message).toContain("invalid or expired");
    }
    const right = await verifyCode(sessionId, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe("invalidCode");
  });

  it("the right code still works after fewer wrong guesses", async () => {
    const user = await linkedUser();
    const { sessionId } = (await requestCode(user.email)).json();
    const code = lastCodeSentTo(t.bot, user.telegramId!);
    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS - 1; i++) await verifyCode(sessionId, wrongCode(code));
    expect((await verifyCode(sessionId, code)).statusCode).toBe(200);
  });

  it("an expired code is refused", async () => {
    const user = await linkedUser();
    const { sessionId } = (await requestCode(user.email)).json();
    const code = lastCodeSentTo(t.bot, user.telegramId!);
    await t.db.loginCode.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verifyCode(sessionId, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain("invalid or expired");
  });

  it("a code belongs to its sessionId: another session's code, or an unknown sessionId, is invalidCode", async () => {
    const a = await linkedUser();
    const b = await linkedUser();
    const sessionA = (await requestCode(a.email)).json().sessionId;
    await requestCode(b.email);
    const codeB = lastCodeSentTo(t.bot, b.telegramId!);
    expect((await verifyCode(sessionA, codeB)).json().error).toBe("invalidCode");
    expect((await verifyCode(crypto.randomUUID(), codeB)).json().error).toBe("invalidCode");
  });

  it(`sends at most ${LOGIN_CODES_PER_HOUR} codes per account per hour`, async () => {
    const user = await linkedUser();
    for (let i = 0; i < LOGIN_CODES_PER_HOUR; i++) expect((await requestCode(user.email)).statusCode).toBe(200);
    const over = await requestCode(user.email);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe("RATE_LIMITED");
    expect(t.bot.callsTo("sendMessage")).toHaveLength(LOGIN_CODES_PER_HOUR);
  });

  // Real races on PostgreSQL (TEST_DATABASE_URL); PGlite serialises them, and the answers must match.
  it("the caps hold under concurrency: hourly codes, guesses per code, one use per code", async () => {
    const user = await linkedUser();
    const requests = await Promise.all(Array.from({ length: LOGIN_CODES_PER_HOUR + 4 }, () => requestCode(user.email)));
    expect(requests.map((r) => r.statusCode).sort()).toEqual([...Array(LOGIN_CODES_PER_HOUR).fill(200), ...Array(4).fill(429)]);

    const guessed = requests.find((r) => r.statusCode === 200)!.json().sessionId as string;
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verifyCode(guessed, "000000")));
    expect(guesses.every((r) => r.statusCode === 401)).toBe(true);
    expect((await t.db.loginCode.findUniqueOrThrow({ where: { id: guessed } })).attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);

    const other = await linkedUser();
    const { sessionId } = (await requestCode(other.email)).json();
    const code = lastCodeSentTo(t.bot, other.telegramId!);
    const logins = await Promise.all(Array.from({ length: 4 }, () => verifyCode(sessionId, code)));
    expect(logins.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it("userNotFound, telegramNotLinked and accountNotConfigured say why no code can be sent", async () => {
    const unknown = await requestCode("nobody@example.test");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("userNotFound");

    const webOnly = await createUser(t.db);
    const notLinked = await requestCode(webOnly.email);
    expect(notLinked.statusCode).toBe(409);
    expect(notLinked.json()).toMatchObject({ error: "telegramNotLinked" });

    const neither = await createUser(t.db, { withPassword: false });
    expect((await requestCode(neither.email)).json().error).toBe("accountNotConfigured");
    expect(t.bot.callsTo("sendMessage")).toHaveLength(0);
    expect(await t.db.loginCode.count({ where: { userId: { in: [webOnly.id, neither.id] } } })).toBe(0);
  });

  it("codes leave through the platform bot's flood limiter: two codes to one chat arrive a second apart", async () => {
    const user = await linkedUser();
    const replies = await Promise.all([requestCode(user.email), requestCode(user.email)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const sent = t.bot.callsTo("sendMessage").filter((call) => String(call.params.chat_id) === String(user.telegramId));
    expect(sent).toHaveLength(2);
    // Telegram allows about one message per second to one chat (TELEGRAM_RATE_LIMITS).
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("failedToSend when Telegram refuses; the code is dropped and a blocked bot is remembered", async () => {
    const user = await linkedUser();
    const unblock = t.bot.blockChat(Number(user.telegramId));
    const blocked = await requestCode(user.email);
    unblock();
    expect(blocked.statusCode).toBe(502);
    expect(blocked.json().error).toBe("failedToSend");
    expect(await t.db.loginCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramUnreachable).toBe(true);

    t.bot.failNext("sendMessage", 1, fakeFailures.tooManyRequests(5));
    expect((await requestCode(user.email)).json().error).toBe("failedToSend");

    expect((await requestCode(user.email)).statusCode).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramUnreachable).toBe(false);
  });

  it("codeRequired for an empty code, invalidCode for one that is not 6 digits", async () => {
    const sessionId = crypto.randomUUID();
    expect((await verifyCode(sessionId, "")).json().error).toBe("codeRequired");
    for (const code of ["12345", "1234567", "12a456", "١٢٣٤٥٦"]) {
      const res = await verifyCode(sessionId, code);
      expect(res.statusCode, code).toBe(401);
      expect(res.json().error).toBe("invalidCode");
    }
  });
});
