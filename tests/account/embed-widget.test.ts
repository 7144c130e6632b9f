// The embeddable widget (issue 31.6): PUT/GET /api/account/embed, and the CSP frame-ancestors each
// page kind answers with: the owner's sites on that tenant's customer pages only; never on the back
// office, invitations or the platform's own pages; never another tenant's sites.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { embedOriginOf } from "@booking/contracts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { api } from "../support/identity.ts";
import { EMBED_HEIGHT_MESSAGE, EMBED_LOADER } from "../../apps/api/src/plugins/embed-loader.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Owner = { tenant: Tenant; owner: { token: string } };
async function ownerOf(): Promise<Owner> {
  const tenant = await createTenant(t.db, { plan: "FREE" });
  return { tenant, owner: await createUser(t.db, { tenant, role: "OWNER" }) };
}
const putOrigins = (who: Owner, origins: unknown, token = who.owner.token) =>
  api(t, { method: "PUT", url: "/api/account/embed", tenant: who.tenant, token, body: { origins } });
const page = (url: string) => t.app.inject({ url, headers: { accept: "text/html" } });
const frameAncestors = (res: { headers: Record<string, unknown> }) =>
  /frame-ancestors ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];

const PLATFORM_ONLY = "'self' https://web.telegram.org";

describe("origin rule", () => {
  it.each([
    ["https://Example.COM", "https://example.com"],
    ["https://example.com/", "https://example.com"],
    ["https://shop.example.com:8443", "https://shop.example.com:8443"],
    ["https://example.com:443", "https://example.com"],
    ["  https://xn--80ak6aa92e.xn--p1ai ", "https://xn--80ak6aa92e.xn--p1ai"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
  ])("accepts %j as %j", (typed, origin) => {
    expect(embedOriginOf(typed)).toBe(origin);
  });

  it.each([
    "http://example.com",
    "example.com",
    "https://example.com/booking",
    "https://example.com?x=1",
    "https://example.com#top",
    "https://*.example.com",
    "https://user:pw@example.com",
    "javascript:alert(1)",
    "https://example.com; script-src *",
    "'self'",
    "*",
    "",
  ])("refuses %j", (typed) => {
    expect(embedOriginOf(typed)).toBeNull();
  });
});

describe("PUT /api/account/embed", () => {
  it("saves the sites normalised and without repeats (every plan, FREE included), and GET reads them", async () => {
    const who = await ownerOf();
    const empty = await api(t, { url: "/api/account/embed", tenant: who.tenant, token: who.owner.token });
    expect([empty.statusCode, empty.json()]).toEqual([200, { origins: [] }]);
    const saved = await putOrigins(who, ["https://Shop.Example.com/", "https://shop.example.com", "https://blog.example.org:8443"]);
    expect([saved.statusCode, saved.json()]).toEqual([200, { origins: ["https://shop.example.com", "https://blog.example.org:8443"] }]);
    const read = await api(t, { url: "/api/account/embed", tenant: who.tenant, token: who.owner.token });
    expect(read.json()).toEqual({ origins: ["https://shop.example.com", "https://blog.example.org:8443"] });
  });

  it("answers a bad site with 400 VALIDATION_ERROR naming it, and keeps what was saved", async () => {
    const who = await ownerOf();
    await putOrigins(who, ["https://kept.example.com"]);
    for (const [origins, field] of [
      [["https://ok.example.com", "http://plain.example.com"], "origins.1"],
      [["https://example.com/path"], "origins.0"],
      [["https://*.example.com"], "origins.0"],
      ["https://example.com", "origins"],
    ] as const) {
      const res = await putOrigins(who, origins);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "VALIDATION_ERROR", field });
    }
    const tooMany = await putOrigins(
      who,
      Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`),
    );
    expect([tooMany.statusCode, tooMany.json().error, tooMany.json().field]).toEqual([400, "VALIDATION_ERROR", "origins"]);
    const read = await api(t, { url: "/api/account/embed", tenant: who.tenant, token: who.owner.token });
    expect(read.json()).toEqual({ origins: ["https://kept.example.com"] });
  });

  it("is the owner's: an admin, a customer and a stranger are refused", async () => {
    const who = await ownerOf();
    const admin = await createUser(t.db, { tenant: who.tenant, role: "ADMIN" });
    const customer = await createUser(t.db, { tenant: who.tenant, role: "CUSTOMER" });
    expect((await putOrigins(who, ["https://a.example.com"], admin.token)).statusCode).toBe(403);
    expect((await putOrigins(who, ["https://a.example.com"], customer.token)).statusCode).toBe(403);
    expect((await api(t, { method: "PUT", url: "/api/account/embed", tenant: who.tenant, body: { origins: [] } })).statusCode).toBe(401);
    const read = await api(t, { url: "/api/account/embed", tenant: who.tenant, token: who.owner.token });
    expect(read.json()).toEqual({ origins: [] });
  });
});

describe("frame-ancestors per page kind and per setting", () => {
  it("without a setting every page is framed only by the platform and Telegram Web", async () => {
    const who = await ownerOf();
    for (const url of [`/webapp/${who.tenant.slug}`, `/webapp/${who.tenant.slug}/booking`, "/account", "/login"]) {
      const res = await page(url);
      expect([url, frameAncestors(res), res.headers["x-frame-options"]]).toEqual([url, PLATFORM_ONLY, undefined]);
    }
  });

  it("adds the owner's sites to that tenant's customer pages, and to nothing else", async () => {
    const who = await ownerOf();
    await putOrigins(who, ["https://shop.example.com", "https://blog.example.org"]);
    const allowed = `${PLATFORM_ONLY} https://shop.example.com https://blog.example.org`;
    const slug = who.tenant.slug;
    for (const path of [
      "",
      "/",
      "/booking",
      "/booking?embed=1",
      "/booking/done/x",
      "/services",
      "/login",
      "/register",
      "/my-bookings",
      "/news",
      "/privacy",
    ]) {
      const url = `/webapp/${slug}${path}`;
      expect([url, frameAncestors(await page(url))]).toEqual([url, allowed]);
    }
    for (const url of [
      `/webapp/${slug}/admin`,
      `/webapp/${slug}/admin/bookings`,
      `/webapp/${slug}/invite/abc`,
      "/account",
      "/login",
      "/",
      "/setup",
    ]) {
      expect([url, frameAncestors(await page(url))]).toEqual([url, PLATFORM_ONLY]);
    }
    // The API's answers (read by the framed page itself, same origin) keep the platform's rule.
    expect(frameAncestors(await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": slug } }))).toBe(PLATFORM_ONLY);
  });

  it("another tenant's sites never apply, and clearing the list makes the pages unframeable again", async () => {
    const a = await ownerOf();
    const b = await ownerOf();
    await putOrigins(a, ["https://a-only.example.com"]);
    expect(frameAncestors(await page(`/webapp/${b.tenant.slug}/booking`))).toBe(PLATFORM_ONLY);
    expect(frameAncestors(await page(`/webapp/${a.tenant.slug}/booking`))).toBe(`${PLATFORM_ONLY} https://a-only.example.com`);
    // An unknown slug is nobody's page.
    expect(frameAncestors(await page("/webapp/no-such-tenant-here/booking"))).toBe(PLATFORM_ONLY);
    await putOrigins(a, []);
    expect(frameAncestors(await page(`/webapp/${a.tenant.slug}/booking`))).toBe(PLATFORM_ONLY);
  });

  it("a value written around the API never adds a source or a directive of its own", async () => {
    const who = await ownerOf();
    await t.db.tenant.update({
      where: { id: who.tenant.id },
      data: { embedOrigins: ["https://fine.example.com", "https://x.example.com; script-src *", "*"] },
    });
    const csp = String((await page(`/webapp/${who.tenant.slug}/booking`)).headers["content-security-policy"]);
    expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1]).toBe(`${PLATFORM_ONLY} https://fine.example.com`);
    expect(csp).not.toContain("script-src *");
  });
});

describe("GET /embed.js", () => {
  it("is a script any site may load, posting only its own frame's height", async () => {
    const res = await t.app.inject("/embed.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/javascript");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.body).toBe(EMBED_LOADER);
    expect(res.body).toContain(`event.source !== frame.contentWindow || event.origin !== page.origin`);
    expect(res.body).toContain(EMBED_HEIGHT_MESSAGE);
  });
});
