// API keys (issue 16.3): created by the owner on PROFESSIONAL+, shown once, stored hashed, listed
// without the key, revoked at once; a key acts on its own tenant only, within its scopes, while the
// plan has API access and its creator is still an admin, and it is rate-limited per key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { sha256 } from "@booking/core";
import { redisAnswers, TEST_REDIS_URL } from "@booking/telegram/testing/redis";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { api, createIdentityApp, type IdentityApp } from "../support/identity.ts";
import { createTestApp } from "../support/server.ts";

let t: IdentityApp;
let tenantA: Tenant;
let tenantB: Tenant;
let ownerA: User & { token: string };
let ownerB: User & { token: string };
let day = 3;
const redisUp = await redisAnswers("the API key limit shared through Redis");

beforeAll(async () => {
  t = await createIdentityApp();
  tenantA = await createTenant(t.db, { plan: "PROFESSIONAL" });
  tenantB = await createTenant(t.db, { plan: "ENTERPRISE" });
  ownerA = await createUser(t.db, { tenant: tenantA, role: "OWNER", firstName: "Alice" });
  ownerB = await createUser(t.db, { tenant: tenantB, role: "OWNER" });
});
afterAll(() => t.close());

async function createKey(tenant: Tenant, owner: { token: string }, scopes: string[], name = "CRM") {
  const res = await api(t, { method: "POST", url: "/api/account/api-keys", tenant, token: owner.token, body: { name, scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; scopes: string[] };
}

async function bookingOf(tenant: Tenant) {
  const customer = await createUser(t.db, { tenant });
  const service = await createService(t.db, tenant);
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "10:00", endTime: "10:30" });
  return createBookingRow(t.db, { tenant, user: customer, service, slots: [slot!] });
}

const range = (tenant: Tenant) => `from=${localDate(tenant, -1)}&to=${localDate(tenant, 40)}`;

describe("managing keys", () => {
  it("shows the key once, stores only its hash and lists it by prefix, last use and creator", async () => {
    const created = await createKey(tenantA, ownerA, ["bookings:read"], "Reporting");
    expect(created.key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(sha256(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length));

    const before = await api(t, { url: "/api/account/api-keys", tenant: tenantA, token: ownerA.token });
    const listed = (before.json() as Array<Record<string, unknown>>).find((key) => key.id === created.id);
    expect(listed).toMatchObject({
      name: "Reporting",
      prefix: created.prefix,
      scopes: ["bookings:read"],
      lastUsedAt: null,
      createdBy: { id: ownerA.id, name: "Alice" },
    });
    expect(before.body).not.toContain(created.key);
    expect(before.body).not.toContain(row.keyHash);

    expect((await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, tenant: tenantA, token: created.key })).statusCode).toBe(200);
    const after = (await api(t, { url: "/api/account/api-keys", tenant: tenantA, token: ownerA.token })).json() as Array<
      Record<string, unknown>
    >;
    expect(after.find((key) => key.id === created.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses keys below PROFESSIONAL with PLAN_API_NOT_ALLOWED, but lists and revokes on any plan", async () => {
    for (const plan of ["FREE", "STARTER"] as const) {
      const tenant = await createTenant(t.db, { plan });
      const owner = await createUser(t.db, { tenant, role: "OWNER" });
      const res = await api(t, {
        method: "POST",
        url: "/api/account/api-keys",
        tenant,
        token: owner.token,
        body: { name: "x", scopes: ["bookings:read"] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "PLAN_API_NOT_ALLOWED" });
      expect((await api(t, { url: "/api/account/api-keys", tenant, token: owner.token })).json()).toEqual([]);
    }
  });

  it("is the owner's: an admin and a customer are refused", async () => {
    for (const role of ["ADMIN", "CUSTOMER"] as const) {
      const user = await createUser(t.db, { tenant: tenantA, role });
      const res = await api(t, {
        method: "POST",
        url: "/api/account/api-keys",
        tenant: tenantA,
        token: user.token,
        body: { name: "x", scopes: ["bookings:read"] },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it("validates the name and scopes", async () => {
    for (const body of [
      { name: "", scopes: ["bookings:read"] },
      { name: "x", scopes: [] },
      { name: "x", scopes: ["admin:all"] },
      { name: "x".repeat(81), scopes: ["bookings:read"] },
    ]) {
      const res = await api(t, { method: "POST", url: "/api/account/api-keys", tenant: tenantA, token: ownerA.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    }
  });
});

describe("requests with a key", () => {
  it("acts within its scopes only: read, write, content, never the owner's account", async () => {
    const reader = await createKey(tenantA, ownerA, ["bookings:read"]);
    const writer = await createKey(tenantA, ownerA, ["bookings:write"]);
    const editor = await createKey(tenantA, ownerA, ["content:manage"]);
    const booking = await bookingOf(tenantA);
    const confirm = (token: string) =>
      api(t, { method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, tenant: tenantA, token, body: { status: "CONFIRMED" } });

    const refused = await confirm(reader.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "API_KEY_SCOPE" });
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PENDING");

    expect((await confirm(writer.key)).statusCode).toBe(200);
    const history = await t.db.bookingStatusChange.findFirstOrThrow({ where: { bookingId: booking.id, toStatus: "CONFIRMED" } });
    expect(history.changedById, "the change is recorded as the key's creator's").toBe(ownerA.id);

    const service = { name: "Via API", description: "d", price: 10, duration: 30 };
    expect(
      (await api(t, { method: "POST", url: "/api/admin/services", tenant: tenantA, token: writer.key, body: service })).json(),
    ).toMatchObject({ error: "API_KEY_SCOPE" });
    expect(
      (await api(t, { method: "POST", url: "/api/admin/services", tenant: tenantA, token: editor.key, body: service })).statusCode,
    ).toBe(201);
    expect((await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, tenant: tenantA, token: editor.key })).json()).toMatchObject({
      error: "API_KEY_SCOPE",
    });

    // Public operations work; the account, key management and other admin areas never do.
    expect((await api(t, { url: "/api/services", tenant: tenantA, token: reader.key })).statusCode).toBe(200);
    // /user/me is public (it answers who is calling): a key calls it as nobody, never as its creator.
    const me = await api(t, { url: "/api/user/me", tenant: tenantA, token: writer.key });
    expect(me.statusCode).toBe(401);
    expect(me.body).not.toContain(ownerA.email!);
    for (const url of ["/api/account", "/api/account/api-keys", "/api/admin/stats", "/api/user/tenants"]) {
      const res = await api(t, { url, tenant: tenantA, token: writer.key });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ error: "API_KEY_SCOPE" });
    }
    const mint = await api(t, {
      method: "POST",
      url: "/api/account/api-keys",
      tenant: tenantA,
      token: writer.key,
      body: { name: "x", scopes: ["content:manage"] },
    });
    expect(mint.json()).toMatchObject({ error: "API_KEY_SCOPE" });
  });

  it("is bound to its tenant: tenant B's resources answer 403 and stay as they were", async () => {
    const key = await createKey(tenantA, ownerA, ["bookings:read", "bookings:write", "content:manage"]);
    const bookingB = await bookingOf(tenantB);
    const serviceB = await createService(t.db, tenantB);
    const calls = [
      { url: `/api/admin/bookings?${range(tenantB)}` },
      { method: "PUT" as const, url: `/api/admin/bookings/${bookingB.id}/status`, body: { status: "CANCELLED" } },
      { method: "DELETE" as const, url: `/api/admin/bookings/${bookingB.id}` },
      {
        method: "PUT" as const,
        url: `/api/admin/services/${serviceB.id}`,
        body: { name: "Mine", description: "d", price: 1, duration: 30, isActive: true },
      },
      { method: "DELETE" as const, url: `/api/admin/services/${serviceB.id}` },
    ];
    for (const call of calls) {
      const res = await api(t, { ...call, tenant: tenantB, token: key.key });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toMatchObject({ error: "API_KEY_WRONG_TENANT" });
      expect(res.body).not.toContain(bookingB.id);
    }
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: bookingB.id } })).toMatchObject({ status: "PENDING" });
    expect(await t.db.service.findUniqueOrThrow({ where: { id: serviceB.id } })).toMatchObject({ name: serviceB.name, archivedAt: null });
    // Naming B's ids on A's own tenant finds nothing either.
    const own = await api(t, {
      method: "PUT",
      url: `/api/admin/bookings/${bookingB.id}/status`,
      tenant: tenantA,
      token: key.key,
      body: { status: "CANCELLED" },
    });
    expect(own.statusCode).toBe(404);
    // Without X-Tenant the key works on its own tenant, not on "default".
    const bookingA = await bookingOf(tenantA);
    const implicit = await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, token: key.key });
    expect(implicit.statusCode, implicit.body).toBe(200);
    expect(implicit.body).toContain(bookingA.id);
    // An unknown slug stays a 404.
    expect((await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, tenant: "no-such-tenant-slug", token: key.key })).statusCode).toBe(
      404,
    );
  });

  it("at a custom domain, the Host's tenant decides and the key must be its (issue 29.9)", async () => {
    const domainA = `${crypto.randomUUID().slice(0, 8)}.keys-a.example.test`;
    await t.db.tenant.update({ where: { id: tenantA.id }, data: { customDomain: domainA } });
    try {
      const keyA = await createKey(tenantA, ownerA, ["bookings:read"]);
      const keyB = await createKey(tenantB, ownerB, ["bookings:read"]);
      const bookingA = await bookingOf(tenantA);
      const bookingB = await bookingOf(tenantB);
      const third = await createTenant(t.db);
      const at = (key: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          url: `/api/admin/bookings?${range(tenantA)}`,
          headers: { host: domainA, authorization: `Bearer ${key}`, ...headers },
        });
      // B's key at A's domain: refused whether X-Tenant is absent, names B (its own) or names another tenant.
      const named: Array<Record<string, string>> = [
        {},
        { "x-tenant": tenantB.slug },
        { "x-tenant": third.slug },
        { "x-tenant": tenantA.slug },
      ];
      for (const headers of named) {
        const res = await at(keyB.key, headers);
        expect([res.statusCode, res.json().error], JSON.stringify(headers)).toEqual([403, "API_KEY_WRONG_TENANT"]);
        expect(res.body).not.toContain(bookingB.id);
      }
      // A's key at A's domain works without X-Tenant and with A's; naming another tenant there is refused.
      for (const headers of named.filter((h) => !h["x-tenant"] || h["x-tenant"] === tenantA.slug)) {
        const res = await at(keyA.key, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).toContain(bookingA.id);
      }
      for (const slug of [tenantB.slug, third.slug]) {
        const res = await at(keyA.key, { "x-tenant": slug });
        expect([res.statusCode, res.json().error], slug).toEqual([403, "API_KEY_WRONG_TENANT"]);
      }
    } finally {
      await t.db.tenant.update({ where: { id: tenantA.id }, data: { customDomain: null } });
    }
  });

  it("is refused once revoked (401); another tenant's owner cannot revoke it (404)", async () => {
    const key = await createKey(tenantA, ownerA, ["bookings:read"]);
    const cross = await api(t, { method: "DELETE", url: `/api/account/api-keys/${key.id}`, tenant: tenantB, token: ownerB.token });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ error: "API_KEY_NOT_FOUND" });
    expect((await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, tenant: tenantA, token: key.key })).statusCode).toBe(200);

    expect(
      (await api(t, { method: "DELETE", url: `/api/account/api-keys/${key.id}`, tenant: tenantA, token: ownerA.token })).statusCode,
    ).toBe(200);
    const revoked = await api(t, { url: `/api/admin/bookings?${range(tenantA)}`, tenant: tenantA, token: key.key });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ error: "UNAUTHORIZED" });
    expect(
      (await api(t, { method: "DELETE", url: `/api/account/api-keys/${key.id}`, tenant: tenantA, token: ownerA.token })).statusCode,
    ).toBe(404);
    const listed = (await api(t, { url: "/api/account/api-keys", tenant: tenantA, token: ownerA.token })).json() as Array<{ id: string }>;
    expect(listed.map((k) => k.id)).not.toContain(key.id);
    // A made-up key of the right shape is a 401 too.
    expect((await api(t, { url: "/api/services", tenant: tenantA, token: `bk_${"A".repeat(43)}` })).statusCode).toBe(401);
  });

  it("is refused with 403 PLAN_API_NOT_ALLOWED when the plan lapses or drops below PROFESSIONAL", async () => {
    const tenant = await createTenant(t.db, { plan: "PROFESSIONAL" });
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const key = await createKey(tenant, owner, ["bookings:read"]);
    const read = () => api(t, { url: `/api/admin/bookings?${range(tenant)}`, tenant, token: key.key });
    expect((await read()).statusCode).toBe(200);

    await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: new Date(Date.now() - 1000) } });
    const lapsed = await read();
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toMatchObject({ error: "PLAN_API_NOT_ALLOWED" });

    await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: null, plan: "STARTER" } });
    expect((await read()).json()).toMatchObject({ error: "PLAN_API_NOT_ALLOWED" });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "ENTERPRISE" } });
    expect((await read()).statusCode).toBe(200);
  });

  it("stops working when its creator is no longer an admin of the tenant", async () => {
    const tenant = await createTenant(t.db);
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const key = await createKey(tenant, owner, ["bookings:read"]);
    await t.db.membership.updateMany({ where: { tenantId: tenant.id, userId: owner.id }, data: { role: "CUSTOMER" } });
    const res = await api(t, { url: `/api/admin/bookings?${range(tenant)}`, tenant, token: key.key });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "FORBIDDEN" });
  });

  it("works through /trpc with the same rules", async () => {
    const key = await createKey(tenantA, ownerA, ["bookings:read"]);
    const input = encodeURIComponent(JSON.stringify({ from: localDate(tenantA, 0), to: localDate(tenantA, 5) }));
    const ok = await t.app.inject({
      url: `/trpc/admin.bookings.list?input=${input}`,
      headers: { "x-tenant": tenantA.slug, authorization: `Bearer ${key.key}` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await t.app.inject({
      url: "/trpc/account.get",
      headers: { "x-tenant": tenantA.slug, authorization: `Bearer ${key.key}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("rate limit per key", () => {
  it("answers 429 after API_KEY_REQUESTS_PER_MINUTE requests of one key; other keys keep their own budget", async () => {
    const limited = await createTestApp({ apiKeyRequestsPerMinute: 5 });
    try {
      const tenant = await createTenant(limited.db);
      const owner = await createUser(limited.db, { tenant, role: "OWNER" });
      const keyOf = async () =>
        (
          await limited.app.inject({
            method: "POST",
            url: "/api/account/api-keys",
            headers: { "x-tenant": tenant.slug, authorization: `Bearer ${owner.token}` },
            payload: { name: "k", scopes: ["bookings:read"] },
          })
        ).json().key as string;
      const [first, second] = [await keyOf(), await keyOf()];
      const call = (key: string) =>
        limited.app.inject({ url: "/api/services", headers: { "x-tenant": tenant.slug, authorization: `Bearer ${key}` } });
      for (let i = 0; i < 5; i++) expect((await call(first)).statusCode).toBe(200);
      const over = await call(first);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ error: "RATE_LIMITED" });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });

  it("counts procedure calls, not HTTP requests: a tRPC batch of ten spends ten (issue 29.4)", async () => {
    const limited = await createTestApp({ apiKeyRequestsPerMinute: 20 });
    try {
      const tenant = await createTenant(limited.db);
      const owner = await createUser(limited.db, { tenant, role: "OWNER" });
      const { key } = (
        await limited.app.inject({
          method: "POST",
          url: "/api/account/api-keys",
          headers: { "x-tenant": tenant.slug, authorization: `Bearer ${owner.token}` },
          payload: { name: "k", scopes: ["bookings:read"] },
        })
      ).json() as { key: string };
      const batch = () =>
        limited.app.inject({
          url: `/trpc/${Array(10).fill("services.list").join(",")}?batch=1&input=${encodeURIComponent("{}")}`,
          headers: { "x-tenant": tenant.slug, authorization: `Bearer ${key}` },
        });
      expect((await batch()).statusCode).toBe(200);
      expect((await batch()).statusCode).toBe(200);
      // 20 calls spent in two requests: the next request, batched or not, is over the limit.
      const over = await batch();
      expect([over.statusCode, Number(over.headers["retry-after"]) > 0]).toEqual([429, true]);
      const single = await limited.app.inject({
        url: "/api/services",
        headers: { "x-tenant": tenant.slug, authorization: `Bearer ${key}` },
      });
      expect(single.statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it.skipIf(!redisUp)("shares one key's budget between two API processes through Redis (REDIS_URL)", async () => {
    const one = await createTestApp({ apiKeyRequestsPerMinute: 6, redisUrl: TEST_REDIS_URL });
    const two = await createTestApp({ apiKeyRequestsPerMinute: 6, redisUrl: TEST_REDIS_URL });
    try {
      const tenant = await createTenant(one.db);
      const owner = await createUser(one.db, { tenant, role: "OWNER" });
      const { key } = (
        await one.app.inject({
          method: "POST",
          url: "/api/account/api-keys",
          headers: { "x-tenant": tenant.slug, authorization: `Bearer ${owner.token}` },
          payload: { name: "k", scopes: ["bookings:read"] },
        })
      ).json() as { key: string };
      const call = (app: typeof one) =>
        app.app.inject({ url: "/api/services", headers: { "x-tenant": tenant.slug, authorization: `Bearer ${key}` } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await call(one)).statusCode, (await call(two)).statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(6);
      expect(codes.slice(6)).toEqual([429, 429]);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
