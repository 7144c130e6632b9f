// Double submits never create duplicates (issue 15.10): a create marked idempotent (init.ts
// idempotent*Procedure) runs once per (user, Idempotency-Key, body). Concurrent repeats wait for the
// first and answer its body and status; a later repeat replays it; another body is 422; a failed run
// frees the key. On PostgreSQL the requests really run in parallel; on PGlite they interleave.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { keyedRequest, scopedDb, startIdempotentRequest } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { api } from "../support/identity.ts";

const CONCURRENT = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));
const service = (name: string) => ({ name, description: "Cut and wash", price: 1500, duration: 60 });

function createServiceCall(tenant: Tenant, as: User & { token: string }, body: unknown, key?: string) {
  return api(t, {
    method: "POST",
    url: "/api/admin/services",
    tenant,
    token: as.token,
    body,
    headers: key === undefined ? undefined : { "idempotency-key": key },
  });
}

async function ownerPage(plan: "FREE" | "PROFESSIONAL" = "PROFESSIONAL") {
  const tenant = await createTenant(t.db, { plan });
  const owner = await createUser(t.db, { tenant, role: "OWNER" });
  const services = () => t.db.service.count({ where: { tenantId: tenant.id } });
  return { tenant, owner, services };
}

describe("an idempotent create (POST /api/admin/services)", () => {
  it(`${CONCURRENT} concurrent identical POSTs with one key: one row, ${CONCURRENT} equal 201 answers`, async () => {
    const { tenant, owner, services } = await ownerPage();
    const key = randomUUID();
    const answers = await times(CONCURRENT, () => createServiceCall(tenant, owner, service("Haircut"), key));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(201));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ name: "Haircut" });
    expect(await services()).toBe(1);
  });

  it("a repeat after success replays the same id and body; another key creates anew", async () => {
    const { tenant, owner, services } = await ownerPage();
    const key = randomUUID();
    const first = await createServiceCall(tenant, owner, service("Shave"), key);
    const repeat = await createServiceCall(tenant, owner, service("Shave"), key);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json()).toEqual(first.json());
    expect(await services()).toBe(1);
    // A new user action (a new key) and a request without a key are new creates.
    expect((await createServiceCall(tenant, owner, service("Shave"), randomUUID())).statusCode).toBe(201);
    expect((await createServiceCall(tenant, owner, service("Shave"))).statusCode).toBe(201);
    expect(await services()).toBe(3);
  });

  it("the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing created", async () => {
    const { tenant, owner, services } = await ownerPage();
    const key = randomUUID();
    expect((await createServiceCall(tenant, owner, service("Beard"), key)).statusCode).toBe(201);
    const other = await createServiceCall(tenant, owner, service("Beard trim"), key);
    expect([other.statusCode, other.json().error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    expect(await services()).toBe(1);
  });

  it("a failed create releases the key: the same request runs again once it can succeed", async () => {
    const { tenant, owner, services } = await ownerPage("FREE");
    await createService(t.db, tenant); // FREE allows one service
    const key = randomUUID();
    const refused = await createServiceCall(tenant, owner, service("Colour"), key);
    expect([refused.statusCode, refused.json().error]).toEqual([403, "PLAN_LIMIT_SERVICES"]);
    expect(await t.db.idempotencyKey.count({ where: { tenantId: tenant.id, key } })).toBe(0);
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "PROFESSIONAL" } });
    const retried = await createServiceCall(tenant, owner, service("Colour"), key);
    expect([retried.statusCode, retried.json().name]).toEqual([201, "Colour"]);
    expect(await services()).toBe(2);
  });

  it("keys belong to one user in one tenant; access is checked before a key is claimed", async () => {
    const { tenant, owner, services } = await ownerPage();
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
    const key = randomUUID();
    const forbidden = await createServiceCall(tenant, customer, service("Nails"), key);
    expect([forbidden.statusCode, forbidden.json().error]).toEqual([403, "FORBIDDEN"]);
    expect(await t.db.idempotencyKey.count({ where: { tenantId: tenant.id, key } })).toBe(0);
    const [a, b] = [
      await createServiceCall(tenant, owner, service("Nails"), key),
      await createServiceCall(tenant, admin, service("Nails"), key),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    // The owner's key in another tenant of theirs is another request too.
    const other = await createTenant(t.db);
    await t.db.membership.create({ data: { tenantId: other.id, userId: owner.id, role: "OWNER" } });
    const elsewhere = await createServiceCall(other, owner, service("Nails"), key);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(a.json().id);
    expect(await services()).toBe(2);
  });

  it("a malformed key is 400 VALIDATION_ERROR naming the header, nothing created", async () => {
    const { tenant, owner, services } = await ownerPage();
    const bad = await createServiceCall(tenant, owner, service("Wax"), "not a key");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    expect(bad.json().message).toContain("Idempotency-Key");
    expect(await services()).toBe(0);
  });

  it("the tRPC endpoint honours the header the same way", async () => {
    const { tenant, owner, services } = await ownerPage();
    const key = randomUUID();
    const call = () =>
      t.app.inject({
        method: "POST",
        url: "/trpc/admin.services.create",
        payload: service("Massage"),
        headers: { "x-tenant": tenant.slug, authorization: `Bearer ${owner.token}`, "idempotency-key": key },
      });
    const answers = await times(3, call);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().result.data.id)).size).toBe(1);
    expect(await services()).toBe(1);
  });
});

describe("customer creates", () => {
  it(`POST /api/bookings: ${CONCURRENT} concurrent identical requests with one key book once`, async () => {
    const tenant = await createTenant(t.db);
    const customer = await createUser(t.db, { tenant });
    const serviceId = (await createService(t.db, tenant, { durationMinutes: 30 })).id;
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "10:00", endTime: "11:00" });
    const key = randomUUID();
    const answers = await times(CONCURRENT, () =>
      api(t, {
        method: "POST",
        url: "/api/bookings",
        tenant,
        token: customer.token,
        body: { serviceId, slotId: slot!.id },
        headers: { "idempotency-key": key },
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(201));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await t.db.booking.count({ where: { tenantId: tenant.id } })).toBe(1);
  });
});

describe("other creates replay too", () => {
  const keyed = (key: string) => ({ "idempotency-key": key });

  it("an API key: the repeat answers the same key record without the key itself, which is never stored", async () => {
    const { tenant, owner } = await ownerPage();
    const key = randomUUID();
    const call = () =>
      api(t, {
        method: "POST",
        url: "/api/account/api-keys",
        tenant,
        token: owner.token,
        body: { name: "CRM", scopes: ["bookings:read"] },
        headers: keyed(key),
      });
    const first = await call();
    const repeat = await call();
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    // Shown once (issue 29.7): tests/foundation/idempotent-answers.test.ts covers every such secret.
    expect(repeat.json()).toEqual({ ...first.json(), key: null });
    expect(await t.db.apiKey.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it("news and availability: a repeat answers the first answer and adds nothing", async () => {
    const { tenant, owner } = await ownerPage();
    const news = () =>
      api(t, {
        method: "POST",
        url: "/api/admin/news",
        tenant,
        token: owner.token,
        body: { title: "Open", content: "We are open" },
        headers: keyed("news-1"),
      });
    const [n1, n2] = [await news(), await news()];
    expect([n1.statusCode, n2.statusCode, n2.body === n1.body]).toEqual([201, 201, true]);
    expect(await t.db.news.count({ where: { tenantId: tenant.id } })).toBe(1);

    const availability = () =>
      api(t, {
        method: "POST",
        url: "/api/admin/availability",
        tenant,
        token: owner.token,
        body: { dates: [localDate(tenant, 4)], startTime: "10:00", endTime: "11:00" },
        headers: keyed("slots-1"),
      });
    const [a1, a2] = [await availability(), await availability()];
    // Without the key the second would answer {created: 0, skipped: 2}: the repeat is the first answer.
    expect([a1.statusCode, a1.json(), a2.json()]).toEqual([200, { created: 2, skipped: 0 }, { created: 2, skipped: 0 }]);
    expect(await t.db.slot.count({ where: { tenantId: tenant.id } })).toBe(2);
  });
});

describe("a repeat while the first still runs", () => {
  it("waits, then answers 409 IDEMPOTENCY_KEY_IN_USE; a claim whose run died is taken over after its lease", async () => {
    const { tenant, owner } = await ownerPage();
    const db = scopedDb(t.db, tenant.id);
    const keyed = keyedRequest({ userId: owner.id, key: randomUUID() }, "admin.services.create", service("Spa"))!;
    const now = new Date();
    expect(await startIdempotentRequest(db, keyed, t.config.appSecret, now, 0)).toMatchObject({ kind: "claimed" });
    await expect(startIdempotentRequest(db, keyed, t.config.appSecret, now, 120)).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_IN_USE" });
    const later = new Date(now.getTime() + 61_000);
    expect(await startIdempotentRequest(db, keyed, t.config.appSecret, later, 0)).toMatchObject({ kind: "claimed" });
  });

  it("keys expire after 24 hours: the user's old keys are deleted and a key may then serve another request", async () => {
    const { tenant, owner } = await ownerPage();
    const db = scopedDb(t.db, tenant.id);
    const key = randomUUID();
    expect((await createServiceCall(tenant, owner, service("Old"), key)).statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - 86_400_000 - 1000);
    await t.db.idempotencyKey.updateMany({ where: { tenantId: tenant.id, key }, data: { createdAt: dayAgo } });
    const fresh = await createServiceCall(tenant, owner, service("New"), key);
    expect([fresh.statusCode, fresh.json().name]).toEqual([201, "New"]);
    expect(await db.idempotencyKey.count({ where: { key } })).toBe(1);
    expect(await db.idempotencyKey.count({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } })).toBe(0);
  });
});

describe("the OpenAPI document", () => {
  const CREATES = [
    "/bookings",
    "/waitlist",
    "/waitlist/{id}/claim",
    "/admin/services",
    "/admin/news",
    "/admin/articles",
    "/admin/availability",
    "/admin/bookings",
    "/account/team/invitations",
    "/account/api-keys",
    "/account/webhooks",
    "/expert/availability",
  ];
  it("documents the Idempotency-Key header, 409 IDEMPOTENCY_KEY_IN_USE and 422 IDEMPOTENCY_KEY_REUSED on every idempotent create", async () => {
    const document = (await t.app.inject("/api/openapi.json")).json();
    for (const path of CREATES) {
      const post = document.paths[path].post;
      expect(
        post.parameters.find((p: { in: string; name: string }) => p.in === "header" && p.name === "Idempotency-Key"),
        path,
      ).toBeDefined();
      expect(post.responses["409"].content["application/json"].schema.properties.error.enum, path).toContain("IDEMPOTENCY_KEY_IN_USE");
      expect(post.responses["422"].content["application/json"].schema.properties.error.enum, path).toContain("IDEMPOTENCY_KEY_REUSED");
    }
    // Other writes do not claim to take it.
    expect(document.paths["/admin/services/{id}"].put.parameters.some((p: { name: string }) => p.name === "Idempotency-Key")).toBe(false);
  });
});
