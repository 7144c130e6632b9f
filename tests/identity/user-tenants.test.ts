import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/server.ts";
import { bearer, createTenant, createUser } from "../support/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe("GET /api/user/tenants", () => {
  it("lists the caller's own memberships, owned pages first, and nobody else's", async () => {
    const [shop, owned, other] = await Promise.all([createTenant(t.db), createTenant(t.db), createTenant(t.db)]);
    const user = await createUser(t.db, { tenant: shop, role: "CUSTOMER" });
    await t.db.membership.create({ data: { tenantId: owned.id, userId: user.id, role: "OWNER" } });
    await createUser(t.db, { tenant: other, role: "OWNER" });

    const res = await t.app.inject({ url: "/api/user/tenants", headers: { ...bearer(user), "x-tenant": shop.slug } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { slug: owned.slug, displayName: owned.displayName, role: "ADMIN", isOwner: true },
      { slug: shop.slug, displayName: shop.displayName, role: "CUSTOMER", isOwner: false },
    ]);
  });

  it("needs a login", async () => {
    const tenant = await createTenant(t.db);
    const res = await t.app.inject({ url: "/api/user/tenants", headers: { "x-tenant": tenant.slug } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("UNAUTHORIZED");
  });
});
