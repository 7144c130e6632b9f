// Registration (spec §4, §5, §8): web accounts, mini-app accounts from validated init data, and the
// "is this your account?" password reveal that links Telegram to an existing account, and usernames
// unique whatever their case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { uniq } from "../support/db.ts";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, initDataFor, PLATFORM_BOT, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

const email = () => `${uniq("reg")}@example.test`;
const webBody = (overrides: Record<string, unknown> = {}) => ({
  username: uniq("anna"),
  firstName: "Anna",
  email: email(),
  password: "secret1",
  phone: "+79990001122",
  consent: true,
  ...overrides,
});

describe("POST /api/user/register/web", () => {
  it("creates a WEB account with a hashed password, a CUSTOMER membership and a working token", async () => {
    const body = webBody({ email: `  ${uniq("Mixed").toUpperCase()}@Example.TEST ` });
    const res = await api(t, { url: "/api/user/register/web", tenant, body });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      role: "CUSTOMER",
      isOwner: false,
      firstName: "Anna",
      email: body.email.trim().toLowerCase(),
      userType: "WEB",
      telegramId: null,
      telegramLinked: false,
      platformBotUsername: PLATFORM_BOT.username,
      tenantId: tenant.slug,
    });
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.db.membership.findUnique({ where: { tenantId_userId: { tenantId: tenant.id, userId: user.id } } })).toMatchObject({
      role: "CUSTOMER",
    });
    const me = await api(t, { url: "/api/user/me", tenant, token });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it.each([
    ["username", { username: "   " }],
    ["firstName", { firstName: "" }],
    ["email", { email: " " }],
    ["password", { password: "  " }],
    ["phone", { phone: "" }],
  ])("an empty %s after trimming is allFieldsRequired", async (field, override) => {
    const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "allFieldsRequired", field });
  });

  it("checks email, phone and password length with the spec keys", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: "not-an-email" }, "invalidEmail"],
      [{ email: "a@b" }, "invalidEmail"],
      [{ phone: "123456789" }, "invalidPhone"],
      [{ phone: "not a phone!" }, "invalidPhone"],
      [{ phone: "1234567890" }, "invalidPhone"],
      [{ password: "12345" }, "passwordTooShort"],
    ];
    for (const [override, error] of cases) {
      const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody(override) });
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });

  it("stores the phone in E.164 (libphonenumber-js; no country code reads as Russian)", async () => {
    for (const [typed, stored] of [
      ["8 (916) 123-45-67", "+79161234567"],
      [" +1 212 555 0100 ", "+12125550100"],
    ] as const) {
      const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody({ phone: typed }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.phone).toBe(stored);
    }
  });

  it("never trims a password: the text registered is the text that logs in", async () => {
    const body = webBody({ password: "  secret99  " });
    expect((await api(t, { url: "/api/user/register/web", tenant, body })).statusCode).toBe(201);
    const login = (password: string) => api(t, { url: "/api/auth/web-login", tenant, body: { email: body.email, password } });
    expect((await login("  secret99  ")).statusCode).toBe(200);
    expect((await login("secret99")).statusCode).toBe(401);
  });

  it("refuses an email that already has an account with USER_EXISTS (409)", async () => {
    const existing = await createUser(t.db);
    const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody({ email: existing.email!.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: "USER_EXISTS", message: "User with this email already registered" });
  });
});

describe("POST /api/user/register (mini app)", () => {
  const miniBody = (overrides: Record<string, unknown> = {}) => ({ phone: "+79990001122", email: email(), consent: true, ...overrides });

  it("creates a TELEGRAM account from the init data, never from the body", async () => {
    const tg = telegramUser({ firstName: "Ivan", username: "ivan_tg", languageCode: "ru" });
    const body = miniBody({ firstName: "Body Name", username: "body_user", chatId: 999 });
    const res = await api(t, { url: "/api/user/register", tenant, initData: initDataFor(tg), body });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      firstName: "Ivan",
      username: "ivan_tg",
      telegramId: String(tg.id),
      telegramLinked: true,
      userType: "TELEGRAM",
      role: "CUSTOMER",
      language: "ru",
      phone: body.phone,
      email: body.email,
      tenantId: tenant.slug,
    });
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ telegramChatId: BigInt(tg.id), telegramUsername: "ivan_tg", passwordHash: null });
    expect(token).toEqual(expect.any(String));
    // From now on the init data alone authenticates them.
    const me = await api(t, { url: "/api/user/me", tenant, initData: initDataFor(tg) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it("refuses without init data (noTelegramData) and with a telegramId that is not the signed one (registrationFailed)", async () => {
    const noData = await api(t, { url: "/api/user/register", tenant, body: miniBody() });
    expect(noData.statusCode).toBe(401);
    expect(noData.json().error).toBe("noTelegramData");

    const tg = telegramUser();
    const spoofed = await api(t, {
      url: "/api/user/register",
      tenant,
      initData: initDataFor(tg),
      body: miniBody({ telegramId: tg.id + 1 }),
    });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().error).toBe("registrationFailed");
    expect(await t.db.user.findUnique({ where: { telegramId: BigInt(tg.id) } })).toBeNull();
  });

  it("validates phone and email with invalidPhone, emailRequired and invalidEmail", async () => {
    const initData = initDataFor(telegramUser());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: "12345" }, "invalidPhone"],
      [{ email: "" }, "emailRequired"],
      [{ email: "user@nodot" }, "invalidEmail"],
    ];
    for (const [override, error] of cases) {
      const res = await api(t, { url: "/api/user/register", tenant, initData, body: miniBody(override) });
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });

  it("refuses a tenantId in the body that is not the request's tenant", async () => {
    const res = await api(t, {
      url: "/api/user/register",
      tenant,
      initData: initDataFor(telegramUser()),
      body: miniBody({ tenantId: "some-other" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("VALIDATION_ERROR");
  });

  describe("an email that already has an account", () => {
    it("asks for confirmation, then links Telegram to it after the right password (HYBRID)", async () => {
      const web = await createUser(t.db, { tenant, userType: "WEB" });
      const tg = telegramUser();
      const initData = initDataFor(tg);

      const first = await api(t, { url: "/api/user/register", tenant, initData, body: miniBody({ email: web.email }) });
      expect(first.statusCode).toBe(409);
      expect(first.json()).toMatchObject({ error: "USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED" });

      const wrong = await api(t, {
        url: "/api/user/register",
        tenant,
        initData,
        body: miniBody({ email: web.email, password: "wrong-pass" }),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: "invalidPassword" });
      expect(wrong.json().message).toContain("Invalid password");
      expect((await t.db.user.findUniqueOrThrow({ where: { id: web.id } })).telegramId).toBeNull();

      const right = await api(t, {
        url: "/api/user/register",
        tenant,
        initData,
        body: miniBody({ email: web.email, password: FIXTURE_PASSWORD }),
      });
      expect(right.statusCode).toBe(201);
      expect(right.json().user).toMatchObject({ id: web.id, userType: "HYBRID", telegramLinked: true, telegramId: String(tg.id) });
      expect(await t.db.user.count({ where: { email: web.email } })).toBe(1);
    });

    it("an account without a password cannot be claimed (invalidPassword)", async () => {
      const noPassword = await createUser(t.db, { withPassword: false });
      const res = await api(t, {
        url: "/api/user/register",
        tenant,
        initData: initDataFor(telegramUser()),
        body: miniBody({ email: noPassword.email, password: "anything" }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("invalidPassword");
    });

    it("an account already linked to another Telegram answers useAnotherEmail (EMAIL_TAKEN)", async () => {
      const linked = await createUser(t.db, { telegramId: BigInt(telegramUser().id), userType: "HYBRID" });
      const res = await api(t, {
        url: "/api/user/register",
        tenant,
        initData: initDataFor(telegramUser()),
        body: miniBody({ email: linked.email, password: FIXTURE_PASSWORD }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: "EMAIL_TAKEN", message: "Please use another email address" });
    });
  });

  it("a Telegram user who already has an account joins the tenant instead of getting a second account", async () => {
    const tg = telegramUser();
    const first = await api(t, { url: "/api/user/register", tenant, initData: initDataFor(tg), body: miniBody() });
    const other = await createTenant(t.db);
    const again = await api(t, { url: "/api/user/register", tenant: other, initData: initDataFor(tg), body: miniBody() });
    expect(again.statusCode).toBe(201);
    expect(again.json().user).toMatchObject({ id: first.json().user.id, tenantId: other.slug, role: "CUSTOMER" });
    expect(await t.db.membership.count({ where: { userId: first.json().user.id } })).toBe(2);
  });
});

const registerWeb = (username: string) => api(t, { url: "/api/user/register/web", tenant, body: webBody({ username }) });
const taken = { error: "usernameTaken", message: "This username is already taken" };

// Usernames are an identity on the profile (spec §5), so they are unique whatever their case
// (issue 20.4): the index on lower(username) decides, races included.
describe("a username in another case is taken (usernameTaken, 409)", () => {
  it("two users cannot take `Anna` and `anna`: the second is a 409 usernameTaken and no account", async () => {
    expect((await registerWeb("Anna")).statusCode).toBe(201);
    const before = await t.db.user.count();
    const second = await registerWeb("anna");
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(taken);
    expect(await t.db.user.count()).toBe(before);
  });

  it("holds for owner registration too, and no tenant is left behind", async () => {
    const name = uniq("Owner");
    const body = (username: string) => ({
      ...webBody({ username }),
      telegramId: 0,
      businessName: "Studio",
      slug: uniq("shop").toLowerCase(),
      plan: "STARTER",
    });
    expect((await api(t, { url: "/api/tenant-management/register", tenant, body: body(name) })).statusCode).toBe(201);
    const again = body(name.toUpperCase());
    const res = await api(t, { url: "/api/tenant-management/register", tenant, body: again });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(taken);
    expect(await t.db.tenant.findUnique({ where: { slug: again.slug } })).toBeNull();
  });

  it("an email already registered is still USER_EXISTS, not usernameTaken", async () => {
    const first = webBody();
    expect((await api(t, { url: "/api/user/register/web", tenant, body: first })).statusCode).toBe(201);
    const res = await api(t, { url: "/api/user/register/web", tenant, body: { ...first, username: uniq("other") } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("USER_EXISTS");
  });

  it("concurrent attempts: exactly one wins, every other one is a clean 409", async () => {
    const name = uniq("race");
    const variants = [name, name.toUpperCase(), name, `${name[0]!.toUpperCase()}${name.slice(1)}`, name.toUpperCase()];
    const answers = await Promise.all(variants.map((variant) => registerWeb(variant)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual(taken);
    expect(await t.db.user.count({ where: { username: { equals: name, mode: "insensitive" } } })).toBe(1);
  });

  it("a Telegram username held by another account: the mini-app account is made without one", async () => {
    const name = uniq("tgname");
    expect((await registerWeb(name.toUpperCase())).statusCode).toBe(201);
    const tg = telegramUser({ username: name });
    const res = await api(t, {
      url: "/api/user/register",
      tenant,
      initData: initDataFor(tg),
      body: { phone: "+79990001122", email: email(), consent: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBeNull();
    expect(await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(tg.id) } })).toMatchObject({
      username: null,
      telegramUsername: name,
    });
  });
});
