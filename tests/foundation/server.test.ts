import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant } from "../support/fixtures.ts";
import { uniq } from "../support/db.ts";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import type { Tenant } from "@booking/db";

let t: TestApp;
let tenant: Tenant;
let domainTenant: Tenant;
const domain = `${uniq("d")}.example.test`;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  domainTenant = await createTenant(t.db, { customDomain: domain });
  await t.db.service.create({ data: { tenantId: tenant.id, name: "Only in A", description: "d", priceMinor: 1999, durationMinutes: 30 } });
  await t.db.service.create({
    data: { tenantId: domainTenant.id, name: "Only on the domain", description: "d", priceMinor: 500, durationMinutes: 60 },
  });
  await t.db.service.create({
    data: { tenantId: tenant.id, name: "Hidden", description: "d", priceMinor: 1, durationMinutes: 30, isActive: false },
  });
});
afterAll(() => t.app.close());

describe("health and readiness", () => {
  it("answers /healthz and checks the database in /readyz", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "ok" });
  });
});

describe("tenant resolution", () => {
  it("uses X-Tenant", async () => {
    const res = await t.app.inject({ url: "/api/services", headers: { "x-tenant": tenant.slug } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        name: "Only in A",
        description: "d",
        price: 19.99,
        duration: 30,
        isActive: true,
        currency: "USD",
        questions: [],
        locationKind: null,
      },
    ]);
  });

  it("uses the custom domain in Host when X-Tenant is absent", async () => {
    const res = await t.app.inject({ url: "/api/services", headers: { host: `${domain}:443` } });
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(["Only on the domain"]);
  });

  it("falls back to the default tenant, or 404 when it does not exist", async () => {
    const res = await t.app.inject({ url: "/api/services", headers: { host: "unknown.example.test" } });
    const hasDefault = await t.db.tenant.findUnique({ where: { slug: "default" } });
    if (hasDefault) expect(res.statusCode).toBe(200);
    else expect(res.json()).toEqual({ error: "TENANT_NOT_FOUND", message: "This booking page does not exist" });
  });

  it("answers an unknown tenant with 404 TENANT_NOT_FOUND, on REST and tRPC", async () => {
    const rest = await t.app.inject({ url: "/api/services", headers: { "x-tenant": "no-such-tenant" } });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ error: "TENANT_NOT_FOUND", message: "This booking page does not exist" });
    const trpc = await t.app.inject({ url: "/trpc/services.list", headers: { "x-tenant": "no-such-tenant" } });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.json().error.data).toMatchObject({ error: "TENANT_NOT_FOUND", code: "NOT_FOUND", httpStatus: 404 });
    expect(trpc.json().error.code).toBe(-32004);
  });
});

describe("error shape", () => {
  // Any JSON POST route will do; check-user is public and exists from the identity work on.
  const post = (payload: string, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/check-user",
      headers: { "content-type": contentType, "x-tenant": tenant.slug },
      payload,
    });

  it("malformed JSON is a 400 INVALID_JSON", async () => {
    const res = await post("{bad json");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "INVALID_JSON", message: "Body is not valid JSON" });
  });

  it("a JSON array where an object is expected is a 400, not a 500", async () => {
    const res = await post("[1,2]");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("VALIDATION_ERROR");
  });

  it("a zod failure is a 400 naming the field", async () => {
    const res = await post(JSON.stringify({ email: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "email" });
  });

  it("a wrong content type is a 415, an oversized body a 413", async () => {
    const wrongType = await post("<a/>", "text/xml");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE" });
    const tooLarge = await post(JSON.stringify({ email: "x".repeat(t.config.bodyLimitBytes + 10) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
  });

  it("an unknown API route is a 404 JSON, never the client's HTML", async () => {
    const unknown = await t.app.inject({ url: "/api/definitely/not/here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "ROUTE_NOT_FOUND", message: "Route GET /api/definitely/not/here not found" });
  });

  it("serves the client (or its placeholder) for browser paths", async () => {
    for (const url of ["/", `/webapp/${tenant.slug}`, `/webapp/${tenant.slug}/booking`]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
    }
  });

  it("lets Telegram Web frame the app", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self' https://web.telegram.org");
  });
});

describe("OpenAPI", () => {
  it("documents every REST operation that is mounted", async () => {
    const doc = (await t.app.inject("/api/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} /api${p.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const mounted = restOperations().map((op) => `${op.method} ${op.url}`);
    expect(documented.sort()).toEqual(mounted.sort());
    expect(mounted).toContain("GET /api/services");
    const docs = await t.app.inject("/api/docs/");
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger");
  });
});

describe("over a real socket", () => {
  it("serves REST and tRPC", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const rest = await fetch(`http://127.0.0.1:${port}/api/services`, { headers: { "x-tenant": tenant.slug } });
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as Array<{ name: string }>)[0]!.name).toBe("Only in A");
    const trpc = await fetch(`http://127.0.0.1:${port}/trpc/services.list`, { headers: { "x-tenant": tenant.slug } });
    expect(((await trpc.json()) as { result: { data: Array<{ price: number }> } }).result.data[0]!.price).toBe(19.99);
  });
});
