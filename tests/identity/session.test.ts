// Who is calling (ARCHITECTURE.md, Identity and sessions): bearer sessions, Telegram init data validated on every request that
// carries it, GET /api/user/me (spec §4 "Session"), users by id, language, logout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { encryptSecret } from "@booking/core";
import { SESSION_IDLE_DAYS } from "@booking/contracts";
import { signInitData } from "@booking/telegram";
import { createTenant, createUser } from "../support/fixtures.ts";
import { api, createIdentityApp, FOREIGN_BOT_TOKEN, initDataFor, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

const me = (req: { token?: string; initData?: string; tenant?: Tenant }) =>
  api(t, { url: "/api/user/me", tenant: req.tenant ?? tenant, ...req });

describe("GET /api/user/me", () => {
  it("answers the user of a bearer token as seen in the request's tenant (spec §3 shape)", async () => {
    const user = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Olga" });
    const res = await me({ token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      role: "ADMIN",
      isOwner: false,
      firstName: "Olga",
      phone: user.phone,
      email: user.email,
      username: user.username,
      telegramId: null,
      userType: "WEB",
      emailVerified: false,
      phoneVerified: false,
      telegramLinked: false,
      platformBotUsername: t.config.telegramBotUsername,
      tenantId: tenant.slug,
      language: "ru",
    });
    const elsewhere = await me({ token: user.token, tenant: await createTenant(t.db) });
    expect(elsewhere.json()).toMatchObject({ id: user.id, role: "CUSTOMER", isOwner: false });
  });

  it("a valid Telegram user without an account is 404 'not found' (registration needed)", async () => {
    const res = await me({ initData: initDataFor(telegramUser()) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message.toLowerCase()).toContain("not found");
  });

  it("no identity is 401; an unknown or expired bearer token is 401", async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ token: "not-a-real-token" })).json()).toMatchObject({ error: "UNAUTHORIZED" });
    const user = await createUser(t.db);
    await t.db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await me({ token: user.token })).statusCode).toBe(401);
  });
});

describe("sliding idle timeout (SESSION_IDLE_DAYS, on top of the 30-day maximum)", () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it("a session unused for 14 days is refused; used 13 days ago it works and its clock restarts", async () => {
    const idle = await createUser(t.db);
    await t.db.session.updateMany({ where: { userId: idle.id }, data: { lastUsedAt: daysAgo(SESSION_IDLE_DAYS) } });
    expect((await me({ token: idle.token })).json()).toMatchObject({ error: "UNAUTHORIZED" });

    const recent = await createUser(t.db);
    await t.db.session.updateMany({ where: { userId: recent.id }, data: { lastUsedAt: daysAgo(SESSION_IDLE_DAYS - 1) } });
    const before = Date.now();
    expect((await me({ token: recent.token })).statusCode).toBe(200);
    const session = await t.db.session.findFirstOrThrow({ where: { userId: recent.id } });
    expect(session.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a session never used counts from its creation", async () => {
    const user = await createUser(t.db);
    await t.db.session.updateMany({ where: { userId: user.id }, data: { createdAt: daysAgo(SESSION_IDLE_DAYS + 1), lastUsedAt: null } });
    expect((await me({ token: user.token })).statusCode).toBe(401);
  });
});

describe("Telegram init data", () => {
  it("signed by the platform bot, it authenticates a linked user without a password", async () => {
    const tg = telegramUser();
    const user = await createUser(t.db, { telegramId: BigInt(tg.id), userType: "TELEGRAM", withPassword: false });
    const res = await me({ initData: initDataFor(tg) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, telegramId: String(tg.id), telegramLinked: true });
  });

  it("tampered, expired, future-dated or signed by a foreign bot: 401 with a clear code", async () => {
    const tg = telegramUser();
    await createUser(t.db, { telegramId: BigInt(tg.id), userType: "TELEGRAM" });
    const valid = initDataFor(tg);
    const someoneElse = encodeURIComponent(`"id":${tg.id + 1}`);
    const cases: Array<[string, string, string]> = [
      ["tampered user", valid.replace(encodeURIComponent(`"id":${tg.id}`), someoneElse), "TELEGRAM_INIT_DATA_INVALID"],
      ["tampered hash", valid.replace(/hash=([0-9a-f])/, (_, c: string) => `hash=${c === "0" ? "1" : "0"}`), "TELEGRAM_INIT_DATA_INVALID"],
      [
        "expired",
        initDataFor(tg, { authDate: new Date(Date.now() - (t.config.initDataMaxAgeSeconds + 60) * 1000) }),
        "TELEGRAM_INIT_DATA_EXPIRED",
      ],
      ["future", initDataFor(tg, { authDate: new Date(Date.now() + 3_600_000) }), "TELEGRAM_INIT_DATA_INVALID"],
      ["foreign bot", initDataFor(tg, { botToken: FOREIGN_BOT_TOKEN }), "TELEGRAM_INIT_DATA_INVALID"],
      ["garbage", "not init data at all", "TELEGRAM_INIT_DATA_INVALID"],
      ["no user", signInitData({}, t.config.telegramBotToken!, new Date()), "TELEGRAM_INIT_DATA_INVALID"],
    ];
    for (const [name, initData, error] of cases) {
      const res = await me({ initData });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error, name).toBe(error);
    }
  });

  it("expired init data (docs/DECISIONS.md): public answers go on, the bearer session counts, identity-only calls say EXPIRED", async () => {
    const tg = telegramUser();
    const linked = await createUser(t.db, { telegramId: BigInt(tg.id), userType: "TELEGRAM" });
    const expired = initDataFor(tg, { authDate: new Date(Date.now() - (t.config.initDataMaxAgeSeconds + 60) * 1000) });
    // Public: answered as for an anonymous visitor.
    const services = await api(t, { url: "/api/services", tenant, initData: expired });
    expect(services.statusCode).toBe(200);
    // No other identity: the distinct key, so the client asks to reopen the app and keeps its token.
    for (const url of ["/api/user/me", "/api/bookings/my"]) {
      const res = await api(t, { url, tenant, initData: expired });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error, url).toBe("TELEGRAM_INIT_DATA_EXPIRED");
    }
    const register = await api(t, {
      url: "/api/user/register",
      tenant,
      initData: expired,
      body: { phone: "+79990001133", email: `${tg.id}@example.test`, consent: true },
    });
    expect(register.statusCode).toBe(401);
    expect(register.json().error).toBe("TELEGRAM_INIT_DATA_EXPIRED");
    // The stale header never overrides a valid Bearer session (nor does it log the linked user in).
    const withBearer = await me({ token: linked.token, initData: expired });
    expect(withBearer.json()).toMatchObject({ id: linked.id });
    // Every answer says so, for the app to ask for a reopen; fresh data never carries the header.
    for (const res of [services, register, withBearer]) expect(res.headers["x-telegram-init-data-expired"]).toBe("1");
    expect((await me({ token: linked.token, initData: initDataFor(tg) })).headers["x-telegram-init-data-expired"]).toBeUndefined();
  });

  it("bad init data is refused even next to a valid bearer token", async () => {
    const user = await createUser(t.db);
    const res = await me({ token: user.token, initData: initDataFor(telegramUser(), { botToken: FOREIGN_BOT_TOKEN }) });
    expect(res.statusCode).toBe(401);
  });

  it("a tenant's own bot identifies that tenant's members only", async () => {
    const tenantBotToken = "3000000003:TENANT-bot-token";
    const own = await createTenant(t.db);
    await t.db.botConfig.create({
      data: { tenantId: own.id, tokenEncrypted: encryptSecret(tenantBotToken, t.config.appSecret), isActive: true },
    });
    const member = telegramUser();
    const memberUser = await createUser(t.db, { tenant: own, telegramId: BigInt(member.id), userType: "TELEGRAM" });
    const stranger = telegramUser();
    await createUser(t.db, { telegramId: BigInt(stranger.id), userType: "TELEGRAM" });

    const asMember = await me({ tenant: own, initData: initDataFor(member, { botToken: tenantBotToken }) });
    expect(asMember.json()).toMatchObject({ id: memberUser.id });
    // The owner holds this token and could sign anyone's id with it: not enough for a platform account.
    const asStranger = await me({ tenant: own, initData: initDataFor(stranger, { botToken: tenantBotToken }) });
    expect(asStranger.statusCode).toBe(404);
    const joinAttempt = await api(t, {
      url: "/api/user/register",
      tenant: own,
      initData: initDataFor(stranger, { botToken: tenantBotToken }),
      body: { phone: "+79990001122", email: `${stranger.id}@example.test`, consent: true },
    });
    expect(joinAttempt.statusCode).toBe(409);
    expect(joinAttempt.json().error).toBe("USER_EXISTS");
    // The tenant's bot is no one's identity in another tenant.
    expect((await me({ initData: initDataFor(member, { botToken: tenantBotToken }) })).statusCode).toBe(401);
  });
});

describe("GET /api/user/me/{id}", () => {
  it("answers yourself", async () => {
    const user = await createUser(t.db, { tenant });
    const res = await api(t, { url: `/api/user/me/${user.id}`, tenant, token: user.token });
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it("answers an admin about a member of their tenant", async () => {
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant });
    const res = await api(t, { url: `/api/user/me/${customer.id}`, tenant, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.id, role: "CUSTOMER", tenantId: tenant.slug });
  });

  it("refuses strangers: a customer asking about others, an admin asking about a non-member, anonymous callers", async () => {
    const customer = await createUser(t.db, { tenant });
    const other = await createUser(t.db, { tenant });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const outsider = await createUser(t.db, { tenant: await createTenant(t.db) });

    const asCustomer = await api(t, { url: `/api/user/me/${other.id}`, tenant, token: customer.token });
    expect(asCustomer.statusCode).toBe(403);
    const aboutOutsider = await api(t, { url: `/api/user/me/${outsider.id}`, tenant, token: admin.token });
    expect(aboutOutsider.statusCode).toBe(404);
    expect(aboutOutsider.body).not.toContain(outsider.email!);
    expect((await api(t, { url: `/api/user/me/${other.id}`, tenant })).statusCode).toBe(401);
    expect((await api(t, { url: "/api/user/me/not-a-uuid", tenant, token: admin.token })).statusCode).toBe(400);
  });
});

describe("PUT /api/user/language", () => {
  it("stores ru or en and refuses anything else", async () => {
    const user = await createUser(t.db, { tenant });
    const res = await api(t, { method: "PUT", url: "/api/user/language", tenant, token: user.token, body: { language: "en" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe("en");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("en");
    const bad = await api(t, { method: "PUT", url: "/api/user/language", tenant, token: user.token, body: { language: "de" } });
    expect(bad.statusCode).toBe(400);
    expect((await api(t, { method: "PUT", url: "/api/user/language", tenant, body: { language: "en" } })).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session: the token stops working, other sessions keep working", async () => {
    const user = await createUser(t.db, { tenant });
    const second = (await api(t, { url: "/api/auth/web-login", tenant, body: { email: user.email, password: "fixture-pass-1" } })).json()
      .token;
    const res = await api(t, { method: "POST", url: "/api/auth/logout", tenant, token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await me({ token: user.token })).statusCode).toBe(401);
    expect((await me({ token: second })).statusCode).toBe(200);
    expect((await api(t, { method: "POST", url: "/api/auth/logout", tenant, token: user.token })).statusCode).toBe(401);
  });
});
