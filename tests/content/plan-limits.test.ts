// Plan limits on services and news (ARCHITECTURE.md, Plans): FREE 1 service / 5 news, STARTER 5 / 20, higher
// plans unlimited. Services count when active and not archived (see manage-services.ts); news all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanName } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { getTestDatabase } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createNewsRow, createServiceRow } from "../support/content-fixtures.ts";
import { apiAs, type Api } from "./api.ts";

const { isPostgres } = await getTestDatabase();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function tenantOn(plan: PlanName): Promise<{ tenant: Tenant; admin: Api }> {
  const tenant = await createTenant(t.db, { plan });
  return { tenant, admin: apiAs(t.app, tenant, await createUser(t.db, { tenant, role: "ADMIN" })) };
}

const service = (name: string, isActive = true) => ({ name, description: "d", price: 10, duration: 30, isActive });
const newsItem = (title: string) => ({ title, content: "c" });
const activeServices = (tenant: Tenant) => t.db.service.count({ where: { tenantId: tenant.id, isActive: true, archivedAt: null } });

describe.each([
  ["FREE", 1, "1 active service"],
  ["STARTER", 5, "5 active services"],
] as const)("%s services", (plan, limit, named) => {
  it(`allows ${limit} and refuses the next with 403 PLAN_LIMIT_SERVICES naming the limit`, async () => {
    const { tenant, admin } = await tenantOn(plan);
    for (let i = 0; i < limit; i += 1) expect((await admin.post("/api/admin/services", service(`s${i}`))).statusCode).toBe(201);
    const refused = await admin.post("/api/admin/services", service("one too many"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "PLAN_LIMIT_SERVICES", message: `Your ${plan} plan allows at most ${named}` });
    expect(await t.db.service.count({ where: { tenantId: tenant.id } })).toBe(limit);
  });
});

describe.each([
  ["FREE", 5, "5 news items"],
  ["STARTER", 20, "20 news items"],
] as const)("%s news", (plan, limit, named) => {
  it(`allows ${limit} and refuses the next with 403 PLAN_LIMIT_NEWS naming the limit`, async () => {
    const { tenant, admin } = await tenantOn(plan);
    for (let i = 0; i < limit; i += 1) expect((await admin.post("/api/admin/news", newsItem(`n${i}`))).statusCode).toBe(201);
    const refused = await admin.post("/api/admin/news", newsItem("one too many"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "PLAN_LIMIT_NEWS", message: `Your ${plan} plan allows at most ${named}` });
    expect(await t.db.news.count({ where: { tenantId: tenant.id } })).toBe(limit);

    // Deleting one makes room again.
    const [oldest] = await t.db.news.findMany({ where: { tenantId: tenant.id }, take: 1 });
    expect((await admin.delete(`/api/admin/news/${oldest!.id}`)).statusCode).toBe(200);
    expect((await admin.post("/api/admin/news", newsItem("room again"))).statusCode).toBe(201);
  });
});

describe.each(["PROFESSIONAL", "ENTERPRISE"] as const)("%s", (plan) => {
  it("has no limit on services or news", async () => {
    const { tenant, admin } = await tenantOn(plan);
    for (let i = 0; i < 7; i += 1) expect((await admin.post("/api/admin/services", service(`s${i}`))).statusCode).toBe(201);
    // Past STARTER's 20 without going through the API for each.
    await t.db.news.createMany({ data: Array.from({ length: 22 }, (_, i) => ({ tenantId: tenant.id, title: `n${i}`, content: "c" })) });
    expect((await admin.post("/api/admin/news", newsItem("23rd"))).statusCode).toBe(201);
  });
});

describe("what counts against the service limit (FREE: 1)", () => {
  it("an inactive service is free; switching it on is checked like a create", async () => {
    const { tenant, admin } = await tenantOn("FREE");
    const active = (await admin.post("/api/admin/services", service("active"))).json();
    const draft = await admin.post("/api/admin/services", service("draft", false));
    expect(draft.statusCode).toBe(201);

    const switchOn = await admin.put(`/api/admin/services/${draft.json().id}`, service("draft", true));
    expect(switchOn.statusCode).toBe(403);
    expect(switchOn.json().error).toBe("PLAN_LIMIT_SERVICES");
    expect((await t.db.service.findUniqueOrThrow({ where: { id: draft.json().id } })).isActive).toBe(false);

    // Editing the active one (isActive: true again) is not a new activation.
    expect((await admin.put(`/api/admin/services/${active.id}`, service("active, renamed", true))).statusCode).toBe(200);
    // Switch the first off, and the draft may go on.
    expect((await admin.put(`/api/admin/services/${active.id}`, service("active", false))).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/services/${draft.json().id}`, service("draft", true))).statusCode).toBe(200);
    expect(await activeServices(tenant)).toBe(1);
  });

  it("an archived service (deleted, kept for its bookings) does not count", async () => {
    const { tenant, admin } = await tenantOn("FREE");
    const booked = await createServiceRow(t.db, tenant);
    await createBookingRow(t.db, { tenant, service: booked, user: await createUser(t.db, { tenant }) });
    expect((await admin.delete(`/api/admin/services/${booked.id}`)).json()).toEqual({ id: booked.id, archived: true });
    expect((await admin.post("/api/admin/services", service("replacement"))).statusCode).toBe(201);
  });

  it("after a downgrade, existing services stay editable but nothing new is switched on", async () => {
    const { tenant, admin } = await tenantOn("STARTER");
    const rows = await Promise.all([1, 2, 3].map((i) => createServiceRow(t.db, tenant, { name: `s${i}` })));
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "FREE" } });
    expect((await admin.post("/api/admin/services", service("fourth"))).statusCode).toBe(403);
    expect((await admin.put(`/api/admin/services/${rows[0]!.id}`, service("still editable"))).statusCode).toBe(200);
    expect((await admin.post("/api/admin/services", service("draft", false))).statusCode).toBe(201);
  });

  it("news are counted whatever their age, other tenants' never", async () => {
    const { tenant, admin } = await tenantOn("FREE");
    const other = await createTenant(t.db, { plan: "FREE" });
    for (let i = 0; i < 5; i += 1) await createNewsRow(t.db, other);
    for (let i = 0; i < 4; i += 1) await createNewsRow(t.db, tenant, { publishedAt: new Date("2020-01-01T00:00:00Z") });
    expect((await admin.post("/api/admin/news", newsItem("fifth"))).statusCode).toBe(201);
    expect((await admin.post("/api/admin/news", newsItem("sixth"))).statusCode).toBe(403);
  });
});

if (!isPostgres) {
  console.warn("[tests] plan-limits: concurrent-create tests need PostgreSQL (TEST_DATABASE_URL); SKIPPED on PGlite");
}

// Two admins adding the last allowed item at the same moment: the tenant-row lock must let exactly
// as many through as the plan allows. PGlite has one connection, so no real race happens there.
describe.skipIf(!isPostgres)("under concurrency (PostgreSQL)", () => {
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it("FREE: of 8 simultaneous service creates, exactly one succeeds", async () => {
    const { tenant, admin } = await tenantOn("FREE");
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post("/api/admin/services", service(`race ${i}`))));
    expect(statuses(responses)).toEqual([201, ...Array(7).fill(403)]);
    expect(await activeServices(tenant)).toBe(1);
  });

  it("STARTER: with 18 news, of 8 simultaneous creates exactly two succeed", async () => {
    const { tenant, admin } = await tenantOn("STARTER");
    await t.db.news.createMany({ data: Array.from({ length: 18 }, (_, i) => ({ tenantId: tenant.id, title: `n${i}`, content: "c" })) });
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post("/api/admin/news", newsItem(`race ${i}`))));
    expect(statuses(responses)).toEqual([201, 201, ...Array(6).fill(403)]);
    expect(await t.db.news.count({ where: { tenantId: tenant.id } })).toBe(20);
  });

  it("FREE: switching on 4 drafts and creating 4 services at once leaves one active service", async () => {
    const { tenant, admin } = await tenantOn("FREE");
    const drafts = await Promise.all([1, 2, 3, 4].map((i) => createServiceRow(t.db, tenant, { name: `draft ${i}`, isActive: false })));
    const responses = await Promise.all([
      ...drafts.map((d) => admin.put(`/api/admin/services/${d.id}`, service(d.name, true))),
      ...[1, 2, 3, 4].map((i) => admin.post("/api/admin/services", service(`new ${i}`))),
    ]);
    expect(responses.filter((r) => r.statusCode < 300)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 403)).toHaveLength(7);
    expect(await activeServices(tenant)).toBe(1);
  });
});
