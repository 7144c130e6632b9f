// Bad input on every identity endpoint: missing fields, wrong types, 10 kB strings, SQL/HTML
// injection, unicode. Always a 4xx with the field's key, never a 500, and nothing stored.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { uniq } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { api, createIdentityApp, initDataFor, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
let caller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  // One account sends every bad request: its per-account caps would answer 429 before the input is read.
  t = await createIdentityApp({ "tenantManagement.setupTenant": 0 });
  tenant = await createTenant(t.db);
  caller = await createUser(t.db, { tenant });
});
afterAll(() => t.close());

const HUGE = "x".repeat(10 * 1024);
const INJECTIONS = ["' OR '1'='1' --", '\'; DROP TABLE "User"; --', "<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];
const WRONG_TYPES: unknown[] = [42, true, null, ["a"], { nested: "a" }];

/** An error answer: [status, error code]. */
type Expected = readonly [number, string];
const invalid: Expected = [400, "VALIDATION_ERROR"];

interface Field {
  /** Numbers are the right type here (Telegram ids). */
  numeric?: boolean;
  /** `true` is the right value here (a consent box). */
  checkbox?: boolean;
  /** The answer for a value of the wrong type or a missing value (when required). */
  missing?: Expected;
  /** The answer for 10 kB of text, and for injection strings (formatted fields only). */
  huge: Expected;
  injection?: Expected;
}

interface Endpoint {
  method: "POST" | "PUT" | "GET";
  url: string;
  auth?: "token" | "initData";
  valid: () => Record<string, unknown>;
  fields: Record<string, Field>;
}

const email = () => `${uniq("bad")}@example.test`;
const slug = () => uniq("bad").slice(0, 30);
// Spec §5/§8: a missing field is named by its key, not a generic validation error.
const allFieldsRequired: Expected = [400, "allFieldsRequired"];
const emailField: Field = { missing: [400, "emailRequired"], huge: invalid, injection: [400, "invalidEmail"] };
const webFields: Record<string, Field> = {
  username: { missing: allFieldsRequired, huge: invalid },
  firstName: { missing: allFieldsRequired, huge: invalid },
  email: { missing: allFieldsRequired, huge: invalid, injection: [400, "invalidEmail"] },
  password: { missing: allFieldsRequired, huge: invalid },
  phone: { missing: allFieldsRequired, huge: invalid },
  consent: { checkbox: true, missing: [400, "consentRequired"], huge: invalid },
};
const setupFields: Record<string, Field> = {
  businessName: { missing: invalid, huge: invalid },
  slug: { missing: invalid, huge: [400, "SLUG_INVALID"], injection: [400, "SLUG_INVALID"] },
  plan: { huge: invalid, injection: invalid },
  promoCode: { huge: [400, "invalidPromoCode"], injection: [400, "invalidPromoCode"] },
};
const webBody = () => ({ username: uniq("u"), firstName: "F", email: email(), password: "secret1", phone: "+79990001122", consent: true });

const ENDPOINTS: Record<string, Endpoint> = {
  registerWeb: { method: "POST", url: "/api/user/register/web", valid: webBody, fields: webFields },
  registerMiniApp: {
    method: "POST",
    url: "/api/user/register",
    auth: "initData",
    valid: () => ({ phone: "+79990001122", email: email(), consent: true }),
    fields: {
      phone: { missing: [400, "invalidPhone"], huge: invalid },
      email: emailField,
      password: { huge: invalid },
      telegramId: { numeric: true, huge: invalid, injection: invalid },
      chatId: { numeric: true, huge: invalid, injection: invalid },
      tenantId: { huge: invalid },
      consent: { checkbox: true, missing: [400, "consentRequired"], huge: invalid },
    },
  },
  language: {
    method: "PUT",
    url: "/api/user/language",
    auth: "token",
    valid: () => ({ language: "en" }),
    fields: { language: { missing: invalid, huge: invalid, injection: invalid } },
  },
  checkUser: { method: "POST", url: "/api/auth/check-user", valid: () => ({ email: email() }), fields: { email: emailField } },
  webLogin: {
    method: "POST",
    url: "/api/auth/web-login",
    valid: () => ({ email: email(), password: "secret1" }),
    fields: { email: emailField, password: { missing: [400, "passwordRequired"], huge: invalid } },
  },
  requestCode: { method: "POST", url: "/api/auth/request-code", valid: () => ({ email: email() }), fields: { email: emailField } },
  verifyCode: {
    method: "POST",
    url: "/api/auth/verify-code",
    valid: () => ({ sessionId: randomUUID(), code: "123456" }),
    fields: {
      sessionId: { missing: invalid, huge: invalid, injection: invalid },
      code: { missing: [400, "codeRequired"], huge: [401, "invalidCode"], injection: [401, "invalidCode"] },
    },
  },
  registerOwner: {
    method: "POST",
    url: "/api/tenant-management/register",
    valid: () => ({ ...webBody(), businessName: "B", slug: slug(), plan: "FREE" }),
    fields: { ...webFields, ...setupFields, telegramId: { huge: invalid, injection: invalid } },
  },
  setupTenant: {
    method: "POST",
    url: "/api/tenant-management/tenants",
    auth: "token",
    valid: () => ({ businessName: "B", slug: slug() }),
    fields: setupFields,
  },
};

async function call(endpoint: Endpoint, body: Record<string, unknown>) {
  const auth =
    endpoint.auth === "token" ? { token: caller.token } : endpoint.auth === "initData" ? { initData: initDataFor(telegramUser()) } : {};
  return api(t, { method: endpoint.method, url: endpoint.url, tenant, body, ...auth });
}

/** Nothing the request could have created exists: no account, tenant, session, code or membership. */
async function expectNothingStored(body: Record<string, unknown>, before: Record<string, number>) {
  // A value PostgreSQL could not even store (U+0000) needs no look-up.
  const storable = (value: unknown) => (typeof value === "string" && !value.includes("\u0000") ? value.trim().toLowerCase() : undefined);
  const emailValue = storable(body.email);
  const slugValue = storable(body.slug);
  if (emailValue) expect(await t.db.user.count({ where: { email: emailValue } })).toBe(0);
  if (slugValue) expect(await t.db.tenant.count({ where: { slug: slugValue } })).toBe(0);
  expect(await callerRows()).toEqual(before);
}

async function callerRows() {
  const userId = caller.id;
  return {
    sessions: await t.db.session.count({ where: { userId } }),
    memberships: await t.db.membership.count({ where: { userId } }),
    language: (await t.db.user.findUniqueOrThrow({ where: { id: userId } })).language === "ru" ? 1 : 0,
  };
}

async function expectRefused(endpoint: Endpoint, body: Record<string, unknown>, [status, error]: Expected, field: string) {
  const before = await callerRows();
  const res = await call(endpoint, body);
  expect(res.statusCode, `${field}=${JSON.stringify(body[field])?.slice(0, 40)}`).toBe(status);
  expect(res.json(), field).toMatchObject({ error });
  if (error === "VALIDATION_ERROR") expect(res.json().message).toContain(field);
  await expectNothingStored(body, before);
}

describe.each(Object.entries(ENDPOINTS))("%s", (_name, endpoint) => {
  it("sanity: the valid body is not refused as bad input", async () => {
    const res = await call(endpoint, endpoint.valid());
    expect(res.statusCode).toBeLessThan(500);
    expect(["VALIDATION_ERROR", "INVALID_JSON"]).not.toContain(res.json().error);
  });

  it("missing required fields and wrong types", async () => {
    for (const [field, spec] of Object.entries(endpoint.fields)) {
      if (spec.missing) {
        const { [field]: _omitted, ...rest } = endpoint.valid();
        await expectRefused(endpoint, rest, spec.missing, field);
      }
      for (const wrong of WRONG_TYPES.filter(
        (value) => !(spec.numeric && typeof value === "number") && !(spec.checkbox && value === true),
      )) {
        // JSON null in a required field reads as "missing" and gets the same key.
        const expected = wrong === null && spec.missing ? spec.missing : invalid;
        await expectRefused(endpoint, { ...endpoint.valid(), [field]: wrong }, expected, field);
      }
    }
  });

  it("10 kB strings", async () => {
    for (const [field, spec] of Object.entries(endpoint.fields))
      await expectRefused(endpoint, { ...endpoint.valid(), [field]: HUGE }, spec.huge, field);
  });

  it("SQL and HTML injection in formatted fields", async () => {
    for (const [field, spec] of Object.entries(endpoint.fields)) {
      if (!spec.injection) continue;
      for (const value of INJECTIONS) await expectRefused(endpoint, { ...endpoint.valid(), [field]: value }, spec.injection, field);
    }
  });

  it("NUL characters anywhere, and a body that is not an object", async () => {
    for (const field of Object.keys(endpoint.fields)) {
      await expectRefused(endpoint, { ...endpoint.valid(), [field]: "a\u0000b" }, invalid, field);
    }
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: { "x-tenant": tenant.slug, "content-type": "application/json", authorization: `Bearer ${caller.token}` },
      payload: "[1,2,3]",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("free text is stored verbatim, never interpreted", () => {
  it("injection strings and unicode in names round-trip unchanged, and the tables are intact", async () => {
    for (const value of [...INJECTIONS, "Анна-Мария 👩‍💼 مرحبا", "Zoë\u200bZ"]) {
      const body = { ...webBody(), firstName: value, username: value };
      const res = await api(t, { url: "/api/user/register/web", tenant, body });
      expect(res.statusCode, value).toBe(201);
      expect(res.json().user).toMatchObject({ firstName: value, username: value });
      expect((await t.db.user.findUniqueOrThrow({ where: { email: body.email } })).firstName).toBe(value);
    }
    expect(await t.db.user.count()).toBeGreaterThan(0);
  });

  it("a unicode email matching the spec pattern is accepted; unicode digits are not a code", async () => {
    const unicodeEmail = `${uniq("юникод")}@пример.рф`;
    const res = await api(t, { url: "/api/user/register/web", tenant, body: { ...webBody(), email: unicodeEmail } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(unicodeEmail);
  });
});

describe("path and query input", () => {
  it("GET /api/user/me/{id} refuses ids that are not UUIDs", async () => {
    for (const id of ["1", "' OR 1=1 --", encodeURIComponent("<script>"), HUGE, "%00", encodeURIComponent("ид"), "%E0%A4%A"]) {
      const res = await api(t, { url: `/api/user/me/${id}`, tenant, token: caller.token });
      expect(res.statusCode, id.slice(0, 20)).toBe(400);
      expect(res.json().error).toBe("VALIDATION_ERROR");
    }
  });

  it("GET /api/tenant-management/slug-availability refuses a huge slug and answers injection as invalid", async () => {
    const huge = await api(t, { url: `/api/tenant-management/slug-availability?slug=${HUGE}`, tenant });
    expect(huge.statusCode).toBe(400);
    for (const value of INJECTIONS) {
      const res = await api(t, { url: `/api/tenant-management/slug-availability?slug=${encodeURIComponent(value)}`, tenant });
      expect(res.json()).toMatchObject({ available: false, reason: "SLUG_INVALID" });
    }
    const nul = await api(t, { url: "/api/tenant-management/slug-availability?slug=a%00b", tenant });
    expect(nul.statusCode).toBe(400);
  });

  it("endpoints without input ignore junk bodies", async () => {
    const user = await createUser(t.db, { tenant });
    for (const [method, url] of [
      ["GET", "/api/user/me"],
      ["POST", "/api/user/telegram-link"],
      ["POST", "/api/auth/logout"],
    ] as const) {
      const res = await api(t, { method, url, tenant, token: user.token, body: { junk: HUGE, nested: { a: [1, 2] } } });
      expect(res.statusCode, url).toBeLessThan(300);
    }
  });
});
