// One limiter per account for every check of its password or a code (issue 29.2): the attack
// guessed the current password of an email change 60 times in a second, then got in. Every route
// that checks a password or a code counts in the account's one bucket (CREDENTIAL_CHECKS), from
// any IP and any session; only wrong guesses use it up. And per-caller caps count per account, not
// per session (issue 29.1: one account logged in three times had three budgets).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { CREDENTIAL_CHECKS, createSession } from "@booking/core";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, lastCodeSentTo, randomIp, telegramUser, type IdentityApp } from "../support/identity.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTestApp } from "../support/server.ts";
import { redisAnswers, TEST_REDIS_URL } from "@booking/telegram/testing/redis";

type Person = User & { token: string };
let t: IdentityApp;
let tenant: Tenant;
const WRONG = "not-the-password-1";
const redisUp = await redisAnswers("the account limits shared through Redis");

beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

const changeEmail = (user: Person, currentPassword: string) =>
  api(t, {
    method: "PUT",
    url: "/api/user/profile",
    tenant,
    token: user.token,
    body: { firstName: "Ann", phone: "+79990000000", email: `${user.id.slice(0, 8)}.new@example.test`, currentPassword },
  });
const changePassword = (user: Person, currentPassword: string) =>
  api(t, {
    url: "/api/user/profile/change-password",
    tenant,
    token: user.token,
    body: { currentPassword, newPassword: "brand-new-pass-2", confirmPassword: "brand-new-pass-2" },
  });
const login = (user: Person, password: string) => api(t, { url: "/api/auth/web-login", tenant, body: { email: user.email, password } });

describe("one credential limiter per account", () => {
  it("60 concurrent wrong current passwords for an email change: at most the limit is checked, then even the right one waits", async () => {
    const user = await createUser(t.db, { tenant });
    const answers = await Promise.all(Array.from({ length: 60 }, () => changeEmail(user, WRONG)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(CREDENTIAL_CHECKS.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(60 - CREDENTIAL_CHECKS.max);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(CREDENTIAL_CHECKS.windowMs / 1000);
    // The right password no longer gets through inside the window.
    const right = await changeEmail(user, FIXTURE_PASSWORD);
    expect([right.statusCode, right.json().error]).toEqual([429, "RATE_LIMITED"]);
  });

  it("covers account deletion's password too: after wrong guesses elsewhere even the right one waits (DELETE /api/user)", async () => {
    const user = await createUser(t.db, { tenant });
    for (let i = 0; i < CREDENTIAL_CHECKS.max; i++) expect((await changePassword(user, WRONG)).statusCode).toBe(401);
    const removed = await api(t, { method: "DELETE", url: "/api/user", tenant, token: user.token, body: { password: FIXTURE_PASSWORD } });
    expect([removed.statusCode, removed.json().error]).toEqual([429, "RATE_LIMITED"]);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ deletedAt: null });
  });

  it("is one bucket for every route and every IP: wrong passwords on change-password stop the login, the unlink and a login code", async () => {
    const user = await createUser(t.db, { tenant, telegramId: BigInt(telegramUser().id), userType: "HYBRID" });
    for (let i = 0; i < CREDENTIAL_CHECKS.max; i++) expect((await changePassword(user, WRONG)).statusCode).toBe(401);
    const loggedIn = await api(t, {
      url: "/api/auth/web-login",
      tenant,
      ip: randomIp(),
      body: { email: user.email, password: FIXTURE_PASSWORD },
    });
    expect([loggedIn.statusCode, loggedIn.json().error]).toEqual([429, "RATE_LIMITED"]);
    const unlink = await api(t, {
      url: "/api/user/telegram/unlink",
      tenant,
      token: user.token,
      body: { currentPassword: FIXTURE_PASSWORD },
    });
    expect([unlink.statusCode, unlink.json().error]).toEqual([429, "RATE_LIMITED"]);
    // A login code, even the right one, counts in the same bucket.
    const requested = await api(t, { url: "/api/auth/request-code", tenant, body: { email: user.email } });
    expect(requested.statusCode).toBe(200);
    const code = lastCodeSentTo(t.bot, user.telegramId!);
    const verified = await api(t, { url: "/api/auth/verify-code", tenant, body: { sessionId: requested.json().sessionId, code } });
    expect([verified.statusCode, verified.json().error]).toEqual([429, "RATE_LIMITED"]);
    // Nothing changed meanwhile.
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBe(user.telegramId);
  });

  it("counts wrong logins of one account from many IPs (the per-IP cap alone let them through)", async () => {
    const user = await createUser(t.db, { tenant });
    for (let i = 0; i < CREDENTIAL_CHECKS.max; i++) {
      const res = await api(t, { url: "/api/auth/web-login", tenant, ip: randomIp(), body: { email: user.email, password: WRONG } });
      expect(res.statusCode).toBe(401);
    }
    const next = await api(t, {
      url: "/api/auth/web-login",
      tenant,
      ip: randomIp(),
      body: { email: user.email, password: FIXTURE_PASSWORD },
    });
    expect([next.statusCode, next.json().error]).toEqual([429, "RATE_LIMITED"]);
    // Another account is not affected.
    const other = await createUser(t.db, { tenant });
    expect((await login(other, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it("right answers give their attempt back: a user who logs in often is never limited", async () => {
    const user = await createUser(t.db, { tenant });
    for (let i = 0; i < CREDENTIAL_CHECKS.max + 5; i++) {
      const res = await api(t, {
        url: "/api/auth/web-login",
        tenant,
        ip: randomIp(),
        body: { email: user.email, password: FIXTURE_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
    // A few typos among them still leave room.
    for (let i = 0; i < 3; i++) expect((await login(user, WRONG)).statusCode).toBe(401);
    expect((await login(user, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it.skipIf(!redisUp)("is shared by the API processes through Redis (REDIS_URL)", async () => {
    const one = await createTestApp({ redisUrl: TEST_REDIS_URL });
    const two = await createTestApp({ redisUrl: TEST_REDIS_URL });
    try {
      const user = await createUser(one.db, { tenant });
      const attempt = (app: typeof one, password: string) =>
        api(app, { url: "/api/auth/web-login", tenant, ip: randomIp(), body: { email: user.email, password } });
      for (let i = 0; i < CREDENTIAL_CHECKS.max / 2; i++) {
        expect((await attempt(one, WRONG)).statusCode).toBe(401);
        expect((await attempt(two, WRONG)).statusCode).toBe(401);
      }
      expect((await attempt(one, FIXTURE_PASSWORD)).statusCode).toBe(429);
      expect((await attempt(two, FIXTURE_PASSWORD)).statusCode).toBe(429);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });

  it("a made-up email is limited per IP only (no account, nothing to protect), and answers the same 401", async () => {
    const res = await api(t, { url: "/api/auth/web-login", tenant, body: { email: "nobody.at.all@example.test", password: WRONG } });
    expect([res.statusCode, res.json().error]).toEqual([401, "invalidPassword"]);
  });
});

describe("per-caller caps count per account", () => {
  it("three sessions of one account share the hold cap's budget (5 holds in 10 minutes, not 15)", async () => {
    const customer = await createUser(t.db, { tenant });
    const sessions = [customer.token, await createSession(t.db, customer.id), await createSession(t.db, customer.id)];
    const service = await createService(t.db, tenant, { durationMinutes: 30 });
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 5)], startTime: "09:00", endTime: "17:00" });
    // The policy's cap of live holds is not what this test is about.
    await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await api(t, {
        url: "/api/bookings/hold",
        tenant,
        token: sessions[i % 3],
        ip: randomIp(),
        body: { serviceId: service.id, slotId: slots[i]!.id },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });
});
