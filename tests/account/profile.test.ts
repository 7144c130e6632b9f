// GET/PUT /api/user/profile and POST /api/user/profile/change-password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { verifyPassword } from "@booking/core";
import { createSession, sha256 } from "@booking/core";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { api } from "../support/identity.ts";

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.app.close());

describe("profile", () => {
  it("shows the caller's own profile, and needs a login", async () => {
    const user = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
    const res = await api(t, { url: "/api/user/profile", tenant, token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      firstName: "Olga",
      email: user.email,
      userType: "WEB",
      emailVerified: false,
      tenantId: tenant.slug,
    });
    expect(JSON.stringify(res.json())).not.toContain("passwordHash");
    expect((await api(t, { url: "/api/user/profile", tenant })).statusCode).toBe(401);
  });

  it("saves firstName and phone (a changed phone is unverified again); a new email waits for the code sent to it", async () => {
    const user = await createUser(t.db, { tenant });
    await t.db.user.update({ where: { id: user.id }, data: { emailVerified: true, phoneVerified: true } });
    const same = await api(t, {
      method: "PUT",
      url: "/api/user/profile",
      tenant,
      token: user.token,
      body: { firstName: "Ivan", phone: user.phone, email: user.email!.toUpperCase() },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ firstName: "Ivan", emailVerified: true, phoneVerified: true });
    const email = `new-${user.email}`;
    const changed = await api(t, {
      method: "PUT",
      url: "/api/user/profile",
      tenant,
      token: user.token,
      body: { firstName: "Ivan", phone: "+7 999 111 22 33", email, currentPassword: FIXTURE_PASSWORD },
    });
    expect(changed.json()).toMatchObject({
      email: user.email,
      pendingEmail: email,
      emailVerified: true,
      phoneVerified: false,
      phone: "+79991112233",
    });
  });

  it("refuses an email another account has with 409 EMAIL_TAKEN, and bad fields with their spec keys", async () => {
    const user = await createUser(t.db, { tenant });
    const other = await createUser(t.db, { tenant });
    const put = (body: Record<string, unknown>) => api(t, { method: "PUT", url: "/api/user/profile", tenant, token: user.token, body });
    const taken = await put({ firstName: "A", phone: "+79990000000", email: other.email, currentPassword: FIXTURE_PASSWORD });
    expect([taken.statusCode, taken.json().error]).toEqual([409, "EMAIL_TAKEN"]);
    expect((await put({ firstName: "A", phone: "123", email: "a@b.cd" })).json().error).toBe("invalidPhone");
    expect((await put({ firstName: "A", phone: "+79990000000", email: "nope" })).json().error).toBe("invalidEmail");
    expect((await put({ firstName: "", phone: "+79990000000", email: "a@b.cd" })).statusCode).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});

describe("changing the email needs proof of the owner (issue 20.2)", () => {
  const put = (token: string, body: Record<string, unknown>) => api(t, { method: "PUT", url: "/api/user/profile", tenant, token, body });

  it("refuses without the current password (400 currentPasswordRequired) or with a wrong one (401), and changes nothing", async () => {
    const user = await createUser(t.db, { tenant });
    const body = { firstName: "Ivan", phone: user.phone, email: `moved-${user.email}` };
    const missing = await put(user.token, body);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { error: "currentPasswordRequired", message: "Enter your current password to change the email" },
    ]);
    const wrong = await put(user.token, { ...body, currentPassword: "not-it" });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidPassword"]);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, firstName: "Test" });
    expect((await put(user.token, { ...body, currentPassword: FIXTURE_PASSWORD })).json()).toMatchObject({
      email: user.email,
      pendingEmail: body.email,
    });
  });

  it("other fields change without it, and an account without a password is proven by its login", async () => {
    const user = await createUser(t.db, { tenant });
    expect((await put(user.token, { firstName: "Renamed", phone: user.phone, email: user.email })).statusCode).toBe(200);
    const telegramOnly = await createUser(t.db, { tenant, userType: "TELEGRAM", withPassword: false });
    expect(
      (await put(telegramOnly.token, { firstName: "T", phone: telegramOnly.phone, email: `moved-${telegramOnly.email}` })).statusCode,
    ).toBe(200);
  });
});

describe("change password", () => {
  const change = (token: string, body: Record<string, unknown>) =>
    api(t, { method: "POST", url: "/api/user/profile/change-password", tenant, token, body });

  it("checks the current password, length and confirmation", async () => {
    const user = await createUser(t.db, { tenant });
    const wrong = await change(user.token, { currentPassword: "not-it", newPassword: "secret-2", confirmPassword: "secret-2" });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidPassword"]);
    const short = await change(user.token, { currentPassword: FIXTURE_PASSWORD, newPassword: "12345", confirmPassword: "12345" });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      expect.objectContaining({ error: "passwordTooShort", message: "Password must be at least 6 characters" }),
    ]);
    const mismatch = await change(user.token, { currentPassword: FIXTURE_PASSWORD, newPassword: "secret-2", confirmPassword: "secret-3" });
    expect([mismatch.statusCode, mismatch.json()]).toEqual([
      400,
      expect.objectContaining({ error: "passwordMismatch", message: "Passwords do not match" }),
    ]);
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash!, FIXTURE_PASSWORD)).toBe(true);
  });

  it("changes it for WEB and HYBRID users and ends their other sessions", async () => {
    for (const userType of ["WEB", "HYBRID"] as const) {
      const user = await createUser(t.db, { tenant, userType });
      const otherDevice = await createSession(t.db, user.id);
      const res = await change(user.token, {
        currentPassword: FIXTURE_PASSWORD,
        newPassword: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      });
      expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
      expect(await verifyPassword((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash!, "brand-new-pass")).toBe(
        true,
      );
      expect((await api(t, { url: "/api/user/profile", tenant, token: otherDevice })).statusCode).toBe(401);
      expect((await api(t, { url: "/api/user/profile", tenant, token: user.token })).statusCode).toBe(200);
    }
  });

  it("is 403 PASSWORD_CHANGE_NOT_ALLOWED for Telegram accounts", async () => {
    const user = await createUser(t.db, { tenant, userType: "TELEGRAM", withPassword: false });
    const res = await change(user.token, { currentPassword: "whatever", newPassword: "secret-2", confirmPassword: "secret-2" });
    expect([res.statusCode, res.json().error]).toEqual([403, "PASSWORD_CHANGE_NOT_ALLOWED"]);
  });
});

describe("active sessions (issue 20.2)", () => {
  it("lists the caller's live sessions with device and last use, and ends one or all the others", async () => {
    const user = await createUser(t.db, { tenant });
    const phone = await createSession(t.db, user.id, {
      userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36",
    });
    const laptop = await createSession(t.db, user.id, { userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/121.0" });
    const revoked = await createSession(t.db, user.id);
    await t.db.session.updateMany({ where: { userId: user.id, tokenHash: sha256(revoked) }, data: { revokedAt: new Date() } });
    const call = (method: "GET" | "DELETE" | "POST", url: string, token = user.token) =>
      api(t, { method, url, tenant, token, ...(method === "POST" ? { body: {} } : {}) });

    const listed = (await call("GET", "/api/user/sessions")).json() as {
      id: string;
      device: string | null;
      current: boolean;
      lastUsedAt: string;
    }[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.device)).toEqual(expect.arrayContaining(["Chrome · Android", "Firefox · Windows"]));

    const laptopId = (await t.db.session.findFirstOrThrow({ where: { tokenHash: sha256(laptop) } })).id;
    expect((await call("DELETE", `/api/user/sessions/${laptopId}`)).json()).toEqual({ success: true });
    expect((await call("GET", "/api/user/profile", laptop)).statusCode).toBe(401);
    // Someone else's session is not found, and stays alive.
    const stranger = await createUser(t.db, { tenant });
    const strangerSession = (await t.db.session.findFirstOrThrow({ where: { userId: stranger.id } })).id;
    expect((await call("DELETE", `/api/user/sessions/${strangerSession}`)).json().error).toBe("SESSION_NOT_FOUND");
    expect((await call("GET", "/api/user/profile", stranger.token)).statusCode).toBe(200);

    expect((await call("POST", "/api/user/sessions/end-others")).json()).toEqual({ ended: 1 });
    expect((await call("GET", "/api/user/profile", phone)).statusCode).toBe(401);
    expect((await call("GET", "/api/user/sessions")).json()).toEqual([expect.objectContaining({ current: true })]);
  });
});
