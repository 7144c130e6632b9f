// The max-uses edge under real concurrency: 20 checkouts at once for a code with 5 uses left must
// leave exactly 5 redemptions (atomic reservation; the CHECK constraint is the last line). Needs
// real PostgreSQL: PGlite runs one statement at a time, which proves nothing about races.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestDatabase } from "../support/db.ts";
import { api } from "../support/identity.ts";
import { createBillingApp, createPayingTenant, createPromo, type BillingApp } from "../support/billing-fixtures.ts";

const { isPostgres } = await getTestDatabase();
if (!isPostgres) {
  console.warn("[tests] promo max-uses race SKIPPED: set TEST_DATABASE_URL to a PostgreSQL server to run it");
}

describe.skipIf(!isPostgres)("promo max uses under concurrent checkouts (PostgreSQL)", () => {
  let t: BillingApp;
  beforeAll(async () => {
    t = await createBillingApp();
  });
  afterAll(() => t.close());

  it("20 concurrent checkouts for a code with 5 uses left make exactly 5 redemptions", async () => {
    const promo = await createPromo(t.db, { discountValue: 10, maxUses: 8, usedCount: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createPayingTenant(t.db, "FREE")));
    const answers = await Promise.all(
      buyers.map(({ tenant, owner }) =>
        api(t, {
          method: "POST",
          url: "/api/tenant-management/checkout",
          tenant,
          token: owner.token,
          body: { plan: "STARTER", promoCode: promo.code },
        }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json())).toEqual(
      Array(15).fill({ error: "invalidPromoCode", message: "Promo code has reached maximum uses" }),
    );
    expect(await t.db.promoRedemption.count({ where: { promoCodeId: promo.id } })).toBe(5);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(8);
    // Refused checkouts left no payment behind.
    expect(await t.db.payment.count({ where: { promoCodeId: promo.id } })).toBe(5);
  });

  it("the CHECK constraint refuses a count above maxUses even for a direct write", async () => {
    const promo = await createPromo(t.db, { maxUses: 1, usedCount: 1 });
    await expect(t.db.$executeRaw`UPDATE "PromoCode" SET "usedCount" = 2 WHERE id = ${promo.id}::uuid`).rejects.toThrow(
      /PromoCode_uses_within_max/,
    );
  });
});
