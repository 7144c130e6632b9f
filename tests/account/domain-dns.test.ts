// The domain tab tells the truth: its record target is PUBLIC_URL's host (never host:port), and
// "check DNS" resolves the domain with an injected resolver and reports whether it points here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { uniq } from "../support/db.ts";
import { api } from "../support/identity.ts";
import { fakeDns, type FakeZone } from "../support/fake-dns.ts";

const PLATFORM = "book.example.test";
const zone: FakeZone = {
  [PLATFORM]: { a: ["203.0.113.7"], aaaa: ["2001:db8::7"] },
  "a-record.example.com": { a: ["203.0.113.7"] },
  "v6-only.example.com": { aaaa: ["2001:db8::7"] },
  "cname.example.com": { cname: [`${PLATFORM}.`] },
  "elsewhere.example.com": { a: ["198.51.100.1"] },
  "xn--80ane1al0e.xn--p1ai": { a: ["203.0.113.7"] },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: `https://${PLATFORM}:8443` }, { dns: fakeDns(zone) });
});
afterAll(() => t.app.close());

async function owner(customDomain: string | null = null) {
  const tenant = await createTenant(t.db, { plan: "PROFESSIONAL" });
  if (customDomain) await t.db.tenant.update({ where: { id: tenant.id }, data: { customDomain } });
  return { tenant, token: (await createUser(t.db, { tenant, role: "OWNER" })).token };
}
const check = (who: Awaited<ReturnType<typeof owner>>, body: unknown) =>
  api(t, { method: "POST", url: "/api/tenant/custom-domain/check-dns", tenant: who.tenant, token: who.token, body });

describe("domain record target", () => {
  it("is PUBLIC_URL's host name without the port", async () => {
    const who = await owner();
    const res = await api(t, { method: "GET", url: "/api/account", tenant: who.tenant, token: who.token });
    expect(res.json().tenant.domainTarget).toBe(PLATFORM);
  });
});

describe("check DNS", () => {
  it.each([
    ["a-record.example.com", "address"],
    ["v6-only.example.com", "address"],
    ["cname.example.com", "cname"],
  ])("%s points at the platform (via %s)", async (domain, via) => {
    const res = await check(await owner(), { domain });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domain, target: PLATFORM, pointsHere: true, via });
  });

  it("reports a domain pointing elsewhere, and one with no records, as not pointing here", async () => {
    const who = await owner();
    expect((await check(who, { domain: "elsewhere.example.com" })).json()).toEqual({
      domain: "elsewhere.example.com",
      target: PLATFORM,
      pointsHere: false,
      via: null,
      found: { addresses: ["198.51.100.1"], cname: [] },
    });
    expect((await check(who, { domain: `${uniq("none")}.example.com` })).json()).toMatchObject({
      pointsHere: false,
      found: { addresses: [], cname: [] },
    });
  });

  it("checks the saved domain when none is typed, and a Cyrillic one as punycode", async () => {
    expect((await check(await owner("a-record.example.com"), {})).json()).toMatchObject({
      domain: "a-record.example.com",
      pointsHere: true,
    });
    expect((await check(await owner(), { domain: "Запись.рф" })).json()).toMatchObject({
      domain: "xn--80ane1al0e.xn--p1ai",
      pointsHere: true,
    });
  });

  it("answers a bad or missing domain with 400 DOMAIN_INVALID_FORMAT", async () => {
    for (const body of [{ domain: "https://x.example.com" }, {}]) {
      const res = await check(await owner(), body);
      expect([res.statusCode, res.json().error]).toEqual([400, "DOMAIN_INVALID_FORMAT"]);
    }
  });
});

describe("saving a Cyrillic domain", () => {
  it("stores it as punycode", async () => {
    const who = await owner();
    const res = await api(t, {
      method: "POST",
      url: "/api/tenant/custom-domain",
      tenant: who.tenant,
      token: who.token,
      body: { domain: `${uniq("салон")}.рф` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customDomain).toMatch(/^xn--[a-z0-9-]+\.xn--p1ai$/);
  });
});
