// Its own embedded database: these tests create and fill the one `default` tenant, which the
// shared test database must not see changing under other files.
import { describe, expect, it } from "vitest";
import { ensureDefaultTenant, seedDemo } from "@booking/core";
import { usePrivateDatabase } from "../support/db.ts";

const database = usePrivateDatabase();

describe("the default tenant", () => {
  it("exists after start even without the demo, once", async () => {
    const db = database();
    expect(await ensureDefaultTenant(db)).toBe(true);
    expect(await ensureDefaultTenant(db)).toBe(false);
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    expect(tenant).toMatchObject({ plan: "FREE" });
    expect(await db.expert.findMany({ where: { tenantId: tenant.id }, select: { isDefault: true } })).toEqual([{ isDefault: true }]);
  });

  it("is filled by SEED_DEMO later, and seeding twice changes nothing", async () => {
    const db = database();
    expect(await seedDemo(db, { adminPassword: "demo-admin-123" })).toBe(true);
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    expect(tenant).toMatchObject({ plan: "PROFESSIONAL", displayName: "Demo Consulting" });
    expect(await db.service.count({ where: { tenantId: tenant.id } })).toBe(3);
    expect(await db.news.count({ where: { tenantId: tenant.id } })).toBe(2);
    expect(await db.article.count({ where: { tenantId: tenant.id } })).toBe(2);
    expect(await db.slot.count({ where: { tenantId: tenant.id } })).toBeGreaterThan(400);
    const [expert, ...others] = await db.expert.findMany({ where: { tenantId: tenant.id } });
    expect([expert?.isDefault, others.length]).toEqual([true, 0]);
    expect(await db.slot.count({ where: { tenantId: tenant.id, expertId: { not: expert!.id } } })).toBe(0);
    expect(await seedDemo(db, { adminPassword: "demo-admin-123" })).toBe(false);
    expect(await db.service.count({ where: { tenantId: tenant.id } })).toBe(3);
    expect(await db.tenant.count()).toBe(1);
  });
});
