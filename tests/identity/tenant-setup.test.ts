// Owner registration and tenant setup (ARCHITECTURE.md, Plans: under /api/tenant-management): business name,
// URL slug (lowercase letters, digits, dashes; unique; reserved words refused), plan, promo code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { uniq } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { api, createIdentityApp, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

const slug = () =>
  uniq("shop")
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 40);
const ownerBody = (overrides: Record<string, unknown> = {}) => ({
  username: uniq("anna"),
  firstName: "Anna",
  email: `${uniq("owner")}@example.test`,
  password: "secret1",
  phone: "+79990001122",
  telegramId: 0,
  businessName: "Anna's Studio",
  slug: slug(),
  plan: "STARTER",
  promoCode: "spring-24",
  consent: true,
  ...overrides,
});
const availability = (value: string) =>
  api(t, { url: `/api/tenant-management/slug-availability?slug=${encodeURIComponent(value)}`, tenant });

describe("POST /api/tenant-management/register", () => {
  it("creates the WEB account and its tenant (FREE until checkout) with the owner as OWNER, and logs in", async () => {
    const body = ownerBody({ slug: `  ${slug().toUpperCase()} ` });
    const res = await api(t, { url: "/api/tenant-management/register", tenant, body });
    expect(res.statusCode).toBe(201);
    const { token, tenant: created, user, selectedPlan } = res.json();
    const expectedSlug = body.slug.trim().toLowerCase();
    expect(created).toMatchObject({ slug: expectedSlug, displayName: "Anna's Studio", plan: "FREE", isActive: true });
    expect(selectedPlan).toBe("STARTER");
    expect(user).toMatchObject({ role: "ADMIN", isOwner: true, tenantId: expectedSlug, userType: "WEB", email: body.email });
    expect(await t.db.membership.findMany({ where: { userId: user.id }, select: { tenantId: true, role: true } })).toEqual([
      { tenantId: created.id, role: "OWNER" },
    ]);
    const meThere = await api(t, { url: "/api/user/me", tenant: expectedSlug, token });
    expect(meThere.json()).toMatchObject({ role: "ADMIN", isOwner: true });
  });

  it("a FREE choice needs no checkout; no promo code is fine", async () => {
    const res = await api(t, { url: "/api/tenant-management/register", tenant, body: ownerBody({ plan: "FREE", promoCode: undefined }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().selectedPlan).toBeNull();
  });

  it("stores neither account nor tenant when either part is refused", async () => {
    const taken = await createTenant(t.db);
    const existing = await createUser(t.db);
    const slugTaken = ownerBody({ slug: taken.slug });
    const emailTaken = ownerBody({ email: existing.email });
    const r1 = await api(t, { url: "/api/tenant-management/register", tenant, body: slugTaken });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error).toBe("SLUG_TAKEN");
    expect(await t.db.user.count({ where: { email: slugTaken.email } })).toBe(0);
    const r2 = await api(t, { url: "/api/tenant-management/register", tenant, body: emailTaken });
    expect(r2.json().error).toBe("USER_EXISTS");
    expect(await t.db.tenant.count({ where: { slug: emailTaken.slug } })).toBe(0);
  });

  it("validates the registration fields like web registration", async () => {
    const res = await api(t, { url: "/api/tenant-management/register", tenant, body: ownerBody({ phone: "123" }) });
    expect(res.json().error).toBe("invalidPhone");
    const tgId = await api(t, { url: "/api/tenant-management/register", tenant, body: ownerBody({ telegramId: 12345 }) });
    expect(tgId.statusCode).toBe(400);
  });
});

describe("POST /api/tenant-management/tenants (setup for a logged-in user)", () => {
  it("creates a tenant owned by the caller", async () => {
    const user = await createUser(t.db, { tenant });
    const wanted = slug();
    const res = await api(t, {
      url: "/api/tenant-management/tenants",
      tenant,
      token: user.token,
      body: { businessName: "Studio", slug: wanted, plan: "FREE" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tenant: { slug: wanted, plan: "FREE" }, user: { id: user.id, isOwner: true }, selectedPlan: null });
    expect((await t.db.tenant.findUniqueOrThrow({ where: { slug: wanted }, include: { memberships: true } })).memberships).toEqual([
      expect.objectContaining({ userId: user.id, role: "OWNER" }),
    ]);
  });

  it("needs a login", async () => {
    const res = await api(t, { url: "/api/tenant-management/tenants", tenant, body: { businessName: "Studio", slug: slug() } });
    expect(res.statusCode).toBe(401);
  });

  it("a slug taken meanwhile is SLUG_TAKEN (409), also when two setups race for it", async () => {
    const user = await createUser(t.db, { tenant });
    const wanted = slug();
    const setup = () =>
      api(t, { url: "/api/tenant-management/tenants", tenant, token: user.token, body: { businessName: "Race", slug: wanted } });
    const results = await Promise.all([setup(), setup(), setup()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual(["SLUG_TAKEN", "SLUG_TAKEN"]);
    expect(await t.db.tenant.count({ where: { slug: wanted } })).toBe(1);
  });
});

describe("slug rules", () => {
  it.each([
    ["ab", "SLUG_INVALID"],
    ["-starts-with-dash", "SLUG_INVALID"],
    ["ends-with-dash-", "SLUG_INVALID"],
    ["has space", "SLUG_INVALID"],
    ["under_score", "SLUG_INVALID"],
    ["кириллица", "SLUG_INVALID"],
    ["a".repeat(41), "SLUG_INVALID"],
    ["admin", "SLUG_RESERVED"],
    ["API", "SLUG_RESERVED"],
    ["default", "SLUG_RESERVED"],
  ])("%s → %s in setup and in the live check", async (value, reason) => {
    const user = await createUser(t.db);
    const res = await api(t, {
      url: "/api/tenant-management/tenants",
      tenant,
      token: user.token,
      body: { businessName: "X", slug: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: reason, field: "slug" });
    expect((await availability(value)).json()).toMatchObject({ available: false, reason });
    expect(await t.db.membership.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses every reserved word", async () => {
    for (const word of RESERVED_SLUGS.filter((w) => w.length >= 3)) {
      expect((await availability(word)).json().reason, word).toBe("SLUG_RESERVED");
    }
  });

  it("the live check answers available, or taken for an existing tenant", async () => {
    const free = slug();
    expect((await availability(` ${free.toUpperCase()} `)).json()).toEqual({ slug: free, available: true, reason: null });
    expect((await availability(tenant.slug)).json()).toEqual({ slug: tenant.slug, available: false, reason: "SLUG_TAKEN" });
    expect((await api(t, { url: "/api/tenant-management/slug-availability", tenant })).statusCode).toBe(400);
  });
});

describe("promo code and plan", () => {
  it("accepts a well-formed promo code (upper-cased, stored nowhere yet) and refuses a malformed one", async () => {
    const user = await createUser(t.db);
    const ok = await api(t, {
      url: "/api/tenant-management/tenants",
      tenant,
      token: user.token,
      body: { businessName: "P", slug: slug(), plan: "PROFESSIONAL", promoCode: " welcome_10 " },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().selectedPlan).toBe("PROFESSIONAL");
    for (const promoCode of ["x", "has space", "<script>", "A".repeat(33), "' OR 1=1 --"]) {
      const res = await api(t, {
        url: "/api/tenant-management/tenants",
        tenant,
        token: user.token,
        body: { businessName: "P", slug: slug(), promoCode },
      });
      expect(res.statusCode, promoCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalidPromoCode", field: "promoCode" });
    }
    const badPlan = await api(t, {
      url: "/api/tenant-management/tenants",
      tenant,
      token: user.token,
      body: { businessName: "P", slug: slug(), plan: "GOLD" },
    });
    expect(badPlan.json()).toMatchObject({ error: "VALIDATION_ERROR", field: "plan" });
    expect(await t.db.membership.count({ where: { userId: user.id } })).toBe(1);
  });
});
