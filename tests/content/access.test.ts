// Who may call the services/news/articles routes, and that a tenant never reaches another's rows.
// The admin routes are taken from what the server mounts, so a new route is covered or fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createArticleRow, createNewsRow } from "../support/content-fixtures.ts";
import { PATH_RESOURCES, type PathResourceFixture, sampleInputOf } from "../support/path-resources.ts";
import { apiAs, type Api } from "./api.ts";

const CONTENT_ADMIN_PREFIXES = ["/api/admin/services", "/api/admin/news", "/api/admin/articles"];
const operations = new Map(restOperations().map((op) => [`${op.method} ${op.url}`, op]));
/** The content routes with an `{id}` (their meta's pathResource is a content kind). */
const CONTENT_KINDS: readonly string[] = ["service", "archivedService", "news", "article"];
const contentIdRoutes = [...operations].filter(([, op]) => CONTENT_KINDS.includes(op.meta.pathResource ?? "")).map(([key]) => key);
const adminOperations = restOperations()
  .filter((op) => CONTENT_ADMIN_PREFIXES.some((prefix) => op.url === prefix || op.url.startsWith(`${prefix}/`)))
  .map((op) => `${op.method} ${op.url}`)
  .sort();

/** Valid bodies for the create routes, so a refusal can only be about who is asking. */
const CREATE_BODIES: Record<string, Record<string, unknown>> = {
  "POST /api/admin/services": { name: "n", description: "d", price: 1, duration: 30 },
  "POST /api/admin/news": { title: "t", content: "c" },
  "POST /api/admin/articles": { title: "t", content: "c" },
};

let t: TestApp;
let tenantA: Tenant;
let tenantB: Tenant;
let adminA: Api;

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await createTenant(t.db, { plan: "PROFESSIONAL" });
  tenantB = await createTenant(t.db, { plan: "PROFESSIONAL" });
  adminA = apiAs(t.app, tenantA, await createUser(t.db, { tenant: tenantA, role: "ADMIN" }));
});
afterAll(() => t.app.close());

/** Sends `operation` ("PUT /api/admin/news/:id") with a real id of `tenant` and a valid body. */
async function call(api: Api, operation: string, tenant: Tenant) {
  const [method, url] = operation.split(" ") as ["GET" | "POST" | "PUT" | "DELETE", string];
  const op = operations.get(operation)!;
  const resource: PathResourceFixture | undefined = op.meta.pathResource ? PATH_RESOURCES[op.meta.pathResource] : undefined;
  const row = resource ? await resource.create(t.db, tenant) : undefined;
  const path = row ? url.replace(":id", row.id) : url;
  const body = sampleInputOf(op.meta, tenant) ?? CREATE_BODIES[operation];
  const before = row && resource ? await resource.read(t.db, row.id) : undefined;
  const res =
    method === "GET"
      ? await api.get(path)
      : method === "DELETE"
        ? await api.delete(path)
        : method === "POST"
          ? await api.post(path, body)
          : await api.put(path, body);
  const after = row && resource ? await resource.read(t.db, row.id) : undefined;
  return { res, before, after };
}

it("covers every admin route of services, news and articles", () => {
  expect(adminOperations).toEqual([
    "DELETE /api/admin/articles/:id",
    "DELETE /api/admin/news/:id",
    "DELETE /api/admin/services/:id",
    "GET /api/admin/services",
    "GET /api/admin/services/archived",
    "POST /api/admin/articles",
    "POST /api/admin/news",
    "POST /api/admin/services",
    "POST /api/admin/services/:id/restore",
    "PUT /api/admin/articles/:id",
    "PUT /api/admin/news/:id",
    "PUT /api/admin/services/:id",
  ]);
});

describe.each(adminOperations)("%s", (operation) => {
  const counts = () =>
    Promise.all([
      t.db.service.count({ where: { tenantId: tenantA.id } }),
      t.db.news.count({ where: { tenantId: tenantA.id } }),
      t.db.article.count({ where: { tenantId: tenantA.id } }),
    ]);

  it("is 401 for a visitor, and changes nothing", async () => {
    const before = await counts();
    const { res, before: row, after } = await call(apiAs(t.app, tenantA), operation, tenantA);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "UNAUTHORIZED" });
    expect(after).toEqual(row);
    // A create refused changes the count by nothing; a resource made by call() adds exactly one.
    const added = contentIdRoutes.includes(operation) ? 1 : 0;
    expect((await counts()).reduce((a, b) => a + b)).toBe(before.reduce((a, b) => a + b) + added);
  });

  it("is 403 for a customer and for an admin of another tenant, and changes nothing", async () => {
    const customer = apiAs(t.app, tenantA, await createUser(t.db, { tenant: tenantA, role: "CUSTOMER" }));
    const adminOfB = apiAs(t.app, tenantA, await createUser(t.db, { tenant: tenantB, role: "ADMIN" }));
    for (const api of [customer, adminOfB]) {
      const { res, before, after } = await call(api, operation, tenantA);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: "FORBIDDEN" });
      expect(after).toEqual(before);
    }
  });

  it("checks the role before the input: a visitor with a bad body still gets 401", async () => {
    const [method, url] = operation.split(" ") as [string, string];
    const res = await t.app.inject({
      method: method as "POST",
      url: url.replace(":id", "not-a-uuid"),
      payload: { price: "bad" },
      headers: { "x-tenant": tenantA.slug },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("across tenants", () => {
  it.each(contentIdRoutes)("%s with another tenant's id is a 404 and leaves its row as it was", async (operation) => {
    const { res, before, after } = await call(adminA, operation, tenantB);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/^(NOT_FOUND|SERVICE_NOT_FOUND)$/);
    expect(after).not.toBeNull();
    expect(after).toEqual(before);
  });

  it("writes to the request's tenant whatever tenantId the body claims", async () => {
    const res = await adminA.post("/api/admin/news", { title: "Mine", content: "c", tenantId: tenantB.id });
    expect(res.statusCode).toBe(201);
    expect((await t.db.news.findUniqueOrThrow({ where: { id: res.json().id } })).tenantId).toBe(tenantA.id);
  });

  it("public lists show only the request's tenant", async () => {
    await createNewsRow(t.db, tenantB, { title: "B's news" });
    await createArticleRow(t.db, tenantB, { title: "B's article" });
    const visitorA = apiAs(t.app, tenantA);
    for (const path of ["/api/news", "/api/articles"]) {
      const listed = (await visitorA.get(path)).json() as { title: string }[];
      expect(listed.map((item) => item.title)).not.toContain(path === "/api/news" ? "B's news" : "B's article");
    }
    expect((await adminA.get("/api/admin/services")).json()).toEqual(
      (
        await t.db.service.findMany({ where: { tenantId: tenantA.id, archivedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })
      ).map((s) => expect.objectContaining({ id: s.id })),
    );
  });
});
