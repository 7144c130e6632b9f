// Email verification and email change (issues 16.5, 20.2) through the HTTP API, with the mails
// delivered to a real SMTP server in the test: the code in the mail verifies the address; a new
// address takes effect only with the code sent to it, and the old address is told; the current
// password can be replaced by a fresh login code; requests are capped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { randomInt } from "node:crypto";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, lastCodeSentTo, type IdentityApp } from "../support/identity.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";
import { uniq } from "../support/db.ts";

let t: IdentityApp;
let tenant: Tenant;
let smtp: TestSmtp;
let mail: ReturnType<typeof mailWorker>;
const addresses: string[] = [];

beforeAll(async () => {
  // The code rules (one a minute, five an hour) are the database's; the request cap per account would
  // refuse this file's calls first, as the test moves time by editing rows, not the clock.
  t = await createIdentityApp({ "account.requestEmailVerification": 0 });
  tenant = await createTenant(t.db);
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => addresses);
});
afterAll(async () => {
  mail.close();
  await smtp.close();
  await t.close();
});

async function member(options: Parameters<typeof createUser>[1] = {}): Promise<User & { token: string }> {
  const user = await createUser(t.db, { tenant, ...options });
  addresses.push(user.email!);
  return user;
}

function newAddress(): string {
  const email = `${uniq("new")}@example.test`;
  addresses.push(email);
  return email;
}

const call = (user: { token: string }, method: "POST" | "PUT" | "GET", url: string, body?: unknown) =>
  api(t, { method, url, tenant, token: user.token, body });

/** The 6-digit code of the only mail `to` received so far. */
async function mailedCode(to: string): Promise<{ code: string; subject: string; text: string; html: string }> {
  await mail.runDue();
  const received = smtp.to(to);
  expect(received, `mails to ${to}`).toHaveLength(1);
  const { parsed } = received[0]!;
  const code = /\b(\d{6})\b/.exec(parsed.text ?? "")?.[1];
  expect(code).toBeDefined();
  return { code: code!, subject: parsed.subject ?? "", text: parsed.text ?? "", html: String(parsed.html) };
}

describe("email verification", () => {
  it("mails a code in the user's language; the code from the mail sets emailVerified", async () => {
    const user = await member();
    await t.db.user.update({ where: { id: user.id }, data: { language: "en" } });
    const sent = await call(user, "POST", "/api/user/email/verification");
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ email: user.email });
    const mailed = await mailedCode(user.email!);
    expect(mailed.subject).toBe("Confirm your email address");
    expect(mailed.text).toContain(`/account?tab=personalInfo&emailCode=${mailed.code}`);
    expect(mailed.html).toContain(mailed.code);

    const wrong = await call(user, "POST", "/api/user/email/verification/confirm", {
      code: mailed.code === "000000" ? "111111" : "000000",
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidCode"]);
    const confirmed = await call(user, "POST", "/api/user/email/verification/confirm", { code: mailed.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ emailVerified: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true);
    // The code works once, and a verified address gets no new one.
    expect((await call(user, "POST", "/api/user/email/verification/confirm", { code: mailed.code })).json().error).toBe("invalidCode");
    expect((await call(user, "POST", "/api/user/email/verification")).json().error).toBe("EMAIL_ALREADY_VERIFIED");
  });

  it("is rate-limited: one code a minute, five an hour (429 RATE_LIMITED)", async () => {
    const user = await member();
    expect((await call(user, "POST", "/api/user/email/verification")).statusCode).toBe(200);
    const again = await call(user, "POST", "/api/user/email/verification");
    expect([again.statusCode, again.json().error]).toEqual([429, "RATE_LIMITED"]);
    // Four more, each two minutes after the last, are allowed; a sixth within the hour is not.
    const twoMinutesLater = () =>
      t.db.$executeRaw`UPDATE "EmailCode" SET "createdAt" = "createdAt" - interval '2 minutes' WHERE "userId" = ${user.id}::uuid`;
    for (let i = 0; i < 4; i++) {
      await twoMinutesLater();
      expect((await call(user, "POST", "/api/user/email/verification")).statusCode).toBe(200);
    }
    await twoMinutesLater();
    expect(await t.db.emailCode.count({ where: { userId: user.id } })).toBe(5);
    const sixth = await call(user, "POST", "/api/user/email/verification");
    expect([sixth.statusCode, sixth.json().error]).toEqual([429, "RATE_LIMITED"]);
  });

  it("a code dies after five wrong guesses", async () => {
    const user = await member();
    await call(user, "POST", "/api/user/email/verification");
    const { code } = await mailedCode(user.email!);
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++)
      expect((await call(user, "POST", "/api/user/email/verification/confirm", { code: wrong })).statusCode).toBe(401);
    expect((await call(user, "POST", "/api/user/email/verification/confirm", { code })).json().error).toBe("invalidCode");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(false);
  });

  it("refuses an address that bounced (EMAIL_UNDELIVERABLE)", async () => {
    const user = await member();
    await t.db.user.update({ where: { id: user.id }, data: { emailBouncedAt: new Date() } });
    const res = await call(user, "POST", "/api/user/email/verification");
    expect([res.statusCode, res.json().error]).toEqual([409, "EMAIL_UNDELIVERABLE"]);
  });
});

describe("changing the email (issue 20.2)", () => {
  const profileBody = (user: User, email: string, proof: Record<string, unknown>) => ({
    firstName: user.firstName,
    phone: user.phone,
    email,
    ...proof,
  });

  it("takes effect only with the code from the new address; the old address is told", async () => {
    const user = await member();
    await t.db.user.update({ where: { id: user.id }, data: { emailVerified: true, language: "ru" } });
    const email = newAddress();
    const saved = await call(user, "PUT", "/api/user/profile", profileBody(user, email, { currentPassword: FIXTURE_PASSWORD }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: user.email, pendingEmail: email, emailVerified: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const mailed = await mailedCode(email);
    expect(mailed.subject).toBe("Подтвердите новый адрес почты");
    // A verification code is no change code, and nothing went to the old address yet.
    expect((await call(user, "POST", "/api/user/email/verification/confirm", { code: mailed.code })).json().error).toBe("invalidCode");
    expect(smtp.to(user.email!)).toHaveLength(0);

    const confirmed = await call(user, "POST", "/api/user/email/change/confirm", { code: mailed.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, emailVerified: true });
    await mail.runDue();
    const told = smtp.to(user.email!);
    expect(told).toHaveLength(1);
    expect(told[0]!.parsed.subject).toBe("Адрес почты аккаунта изменён");
    expect(told[0]!.parsed.text).toContain(email);
    expect((await call(user, "POST", "/api/user/email/change/confirm", { code: mailed.code })).json().error).toBe("invalidCode");
  });

  it("accepts a fresh login code from the platform bot instead of the current password", async () => {
    const user = await member();
    const telegramId = BigInt(randomInt(1_000_000_000, 2 ** 47));
    await t.db.user.update({ where: { id: user.id }, data: { telegramId, telegramChatId: telegramId, userType: "HYBRID" } });
    const requested = await api(t, { method: "POST", url: "/api/auth/request-code", tenant, body: { email: user.email } });
    expect(requested.statusCode, requested.body).toBe(200);
    const loginCode = { sessionId: requested.json().sessionId, code: lastCodeSentTo(t.bot, telegramId) };
    const email = newAddress();
    const wrong = await call(
      user,
      "PUT",
      "/api/user/profile",
      profileBody(user, email, { loginCode: { ...loginCode, code: loginCode.code === "000000" ? "111111" : "000000" } }),
    );
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidCode"]);
    const saved = await call(user, "PUT", "/api/user/profile", profileBody(user, email, { loginCode }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ pendingEmail: email });
    // The login code is spent.
    const reused = await call(user, "PUT", "/api/user/profile", profileBody(user, newAddress(), { loginCode }));
    expect(reused.json().error).toBe("invalidCode");
  });

  it("another user's login code is no proof", async () => {
    const user = await member();
    const other = await member();
    const telegramId = BigInt(randomInt(1_000_000_000, 2 ** 47));
    await t.db.user.update({ where: { id: other.id }, data: { telegramId, telegramChatId: telegramId } });
    const requested = await api(t, { method: "POST", url: "/api/auth/request-code", tenant, body: { email: other.email } });
    const loginCode = { sessionId: requested.json().sessionId, code: lastCodeSentTo(t.bot, telegramId) };
    const res = await call(user, "PUT", "/api/user/profile", profileBody(user, newAddress(), { loginCode }));
    expect([res.statusCode, res.json().error]).toEqual([401, "invalidCode"]);
  });

  it("an address taken meanwhile is EMAIL_TAKEN at confirmation, and the account keeps its email", async () => {
    const user = await member();
    const email = newAddress();
    await call(user, "PUT", "/api/user/profile", profileBody(user, email, { currentPassword: FIXTURE_PASSWORD }));
    const { code } = await mailedCode(email);
    await t.db.user.create({ data: { email, firstName: "Quick", userType: "WEB" } });
    const res = await call(user, "POST", "/api/user/email/change/confirm", { code });
    expect([res.statusCode, res.json().error]).toEqual([409, "EMAIL_TAKEN"]);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});
