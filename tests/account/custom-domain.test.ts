// POST /api/tenant/custom-domain, Host resolution on the saved domain, and Caddy's TLS ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { normalizeDomain } from "@booking/core";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { uniq } from "../support/db.ts";
import { api } from "../support/identity.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://book.example.test" });
});
afterAll(() => t.app.close());

async function ownerOf(plan: "FREE" | "STARTER" | "PROFESSIONAL" | "ENTERPRISE" = "PROFESSIONAL") {
  const tenant = await createTenant(t.db, { plan });
  return { tenant, owner: await createUser(t.db, { tenant, role: "OWNER" }) };
}
const setDomain = (who: { tenant: Tenant; owner: { token: string } }, domain: unknown) =>
  api(t, { method: "POST", url: "/api/tenant/custom-domain", tenant: who.tenant, token: who.owner.token, body: { domain } });
const ask = (domain: string) => t.app.inject(`/api/tls/ask?domain=${encodeURIComponent(domain)}`);

describe("domain format", () => {
  it.each([
    ["Booking.Example.COM", "booking.example.com"],
    ["  my-salon.ru ", "my-salon.ru"],
    ["xn--80ak6aa92e.xn--p1ai", "xn--80ak6aa92e.xn--p1ai"],
    ["a.b.c.example.org", "a.b.c.example.org"],
    ["Запись.РФ", "xn--80ane1al0e.xn--p1ai"],
    ["салон.example.com", "xn--80awgdm.example.com"],
  ])("accepts %j as %j", (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    "https://example.com",
    "example.com/path",
    "example.com/",
    "localhost",
    "example",
    "-bad.example.com",
    "bad-.example.com",
    "exa mple.com",
    "example..com",
    "192.168.1.10",
    "example.com:8443",
    `${"a".repeat(64)}.com`,
    `${"a.".repeat(127)}com`,
    "example.c0m",
  ])("refuses %j", (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });

  it("answers an invalid domain with 400 DOMAIN_INVALID_FORMAT, Invalid domain format", async () => {
    const who = await ownerOf();
    for (const domain of ["https://x.example.com", "x.example.com/webapp", "not a domain"]) {
      const res = await setDomain(who, domain);
      expect([res.statusCode, res.json()]).toEqual([400, { error: "DOMAIN_INVALID_FORMAT", message: "Invalid domain format" }]);
    }
    expect((await setDomain(who, 42)).statusCode).toBe(400);
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: who.tenant.id } })).customDomain).toBeNull();
  });
});

describe("saving, uniqueness and removal", () => {
  it("saves the lower-cased host and tells where the pages are", async () => {
    const who = await ownerOf();
    const domain = `${uniq("Salon")}.Example.com`;
    const res = await setDomain(who, domain);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customDomain: domain.toLowerCase(), url: `https://${domain.toLowerCase()}/webapp/${who.tenant.slug}` });
  });

  it("refuses a domain another tenant has, and the platform's own host, with 409 DOMAIN_TAKEN", async () => {
    const first = await ownerOf();
    const domain = `${uniq("taken")}.example.com`;
    expect((await setDomain(first, domain)).statusCode).toBe(200);
    const second = await ownerOf("ENTERPRISE");
    const res = await setDomain(second, domain.toUpperCase());
    expect([res.statusCode, res.json().error]).toEqual([409, "DOMAIN_TAKEN"]);
    for (const platform of ["book.example.test", "evil.book.example.test"]) {
      expect((await setDomain(second, platform)).json().error).toBe("DOMAIN_TAKEN");
    }
    // Setting it again on the same tenant is fine.
    expect((await setDomain(first, domain)).statusCode).toBe(200);
  });

  it("removes the domain with null or an empty value, on any plan", async () => {
    const who = await ownerOf();
    expect((await setDomain(who, `${uniq("gone")}.example.com`)).statusCode).toBe(200);
    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { plan: "FREE" } });
    for (const empty of [null, "", "   "]) {
      const res = await setDomain(who, empty);
      expect([res.statusCode, res.json()]).toEqual([200, { customDomain: null, url: null }]);
    }
  });

  it("is refused below PROFESSIONAL with 403 PLAN_CUSTOM_DOMAIN_NOT_ALLOWED, also when the paid plan has lapsed", async () => {
    for (const plan of ["FREE", "STARTER"] as const) {
      const res = await setDomain(await ownerOf(plan), `${uniq("low")}.example.com`);
      expect([res.statusCode, res.json().error]).toEqual([403, "PLAN_CUSTOM_DOMAIN_NOT_ALLOWED"]);
    }
    const lapsed = await ownerOf("PROFESSIONAL");
    await t.db.tenant.update({ where: { id: lapsed.tenant.id }, data: { planExpiresAt: new Date(Date.now() - 1000) } });
    expect((await setDomain(lapsed, `${uniq("lapsed")}.example.com`)).statusCode).toBe(403);
  });
});

describe("requests on the domain", () => {
  it("resolve to the tenant through Host, end to end", async () => {
    const who = await ownerOf();
    const domain = `${uniq("host")}.example.com`;
    await setDomain(who, domain);
    await t.db.service.create({
      data: { tenantId: who.tenant.id, name: "On my domain", description: "d", priceMinor: 100, durationMinutes: 30 },
    });
    const res = await t.app.inject({ url: "/api/services", headers: { host: `${domain.toUpperCase()}:443` } });
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(["On my domain"]);
    const account = await t.app.inject({ url: "/api/account", headers: { host: domain, authorization: `Bearer ${who.owner.token}` } });
    expect(account.json().tenant).toMatchObject({ id: who.tenant.slug, customDomain: domain });
  });

  it("TLS ask: 200 for an active tenant's allowed domain (and its www.), 404 otherwise", async () => {
    const who = await ownerOf();
    const domain = `${uniq("tls")}.example.com`;
    await setDomain(who, domain);
    expect((await ask(domain)).statusCode).toBe(200);
    expect((await ask(`www.${domain}`)).statusCode).toBe(200);
    expect((await ask(domain.toUpperCase())).statusCode).toBe(200);
    for (const other of [`x.${domain}`, "unknown.example.com", "", "https://x.y", "a".repeat(300)]) {
      expect((await ask(other)).statusCode).toBe(404);
    }
    expect((await t.app.inject("/api/tls/ask")).statusCode).toBe(404);
    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { isActive: false } });
    expect((await ask(domain)).statusCode).toBe(404);
    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { isActive: true, plan: "STARTER" } });
    expect((await ask(domain)).statusCode).toBe(404);
    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { plan: "ENTERPRISE", planExpiresAt: new Date(Date.now() - 1000) } });
    expect((await ask(domain)).statusCode).toBe(404);
  });
});
