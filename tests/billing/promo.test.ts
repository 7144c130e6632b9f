// Promo codes: each validation message, price calculation (percent, fixed, never below 0, minor
// units in, major units out), and the use counting of checkouts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { api } from "../support/identity.ts";
import { createBillingApp, createPayingTenant, createPromo, type BillingApp } from "../support/billing-fixtures.ts";

const DAY = 86_400_000;
let t: BillingApp;
let tenant: Tenant;
let owner: User & { token: string };

beforeAll(async () => {
  t = await createBillingApp();
  ({ tenant, owner } = await createPayingTenant(t.db, "FREE"));
});
afterAll(() => t.close());

const validate = (code: string, plan = "STARTER") =>
  api(t, { method: "POST", url: "/api/tenant-management/validate-promo", tenant, token: owner.token, body: { code, plan } });
const price = (plan: string, promoCode?: string | null) =>
  api(t, { method: "POST", url: "/api/tenant-management/calculate-price", tenant, token: owner.token, body: { plan, promoCode } });

describe("POST /api/tenant-management/validate-promo", () => {
  it("answers each case with a stable reason and its English message", async () => {
    const now = Date.now();
    const cases = [
      [await createPromo(t.db), "STARTER", "valid", "Promo code is valid", true],
      [{ code: "NO-SUCH-CODE" }, "STARTER", "invalidPromoCode", "Invalid promo code", false],
      [await createPromo(t.db, { isActive: false }), "STARTER", "invalidPromoCode", "Invalid promo code", false],
      [await createPromo(t.db, { validFrom: new Date(now + DAY) }), "STARTER", "notYetValid", "Promo code is not yet valid", false],
      [await createPromo(t.db, { validUntil: new Date(now - DAY) }), "STARTER", "expired", "Promo code has expired", false],
      [await createPromo(t.db, { maxUses: 3, usedCount: 3 }), "STARTER", "maxUsesReached", "Promo code has reached maximum uses", false],
      [
        await createPromo(t.db, { plans: ["PROFESSIONAL"] }),
        "STARTER",
        "notApplicable",
        "Promo code is not applicable to this plan",
        false,
      ],
      [await createPromo(t.db, { plans: ["PROFESSIONAL"] }), "PROFESSIONAL", "valid", "Promo code is valid", true],
      [await createPromo(t.db), "FREE", "notApplicable", "Promo code is not applicable to this plan", false],
    ] as const;
    for (const [promo, plan, reason, message, valid] of cases) {
      const res = await validate(promo.code, plan);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid, message, reason });
    }
  });

  it("is case-insensitive (codes are stored upper-cased) and needs a login", async () => {
    const promo = await createPromo(t.db);
    expect((await validate(promo.code.toLowerCase())).json().valid).toBe(true);
    const anonymous = await api(t, {
      method: "POST",
      url: "/api/tenant-management/validate-promo",
      tenant,
      body: { code: promo.code, plan: "STARTER" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers junk with valid false or a 400, never a 500", async () => {
    expect((await validate("x".repeat(64))).json()).toMatchObject({ valid: false, reason: "invalidPromoCode" });
    expect((await validate("x".repeat(65))).statusCode).toBe(400);
    expect((await validate("CODE", "GOLD")).statusCode).toBe(400);
  });
});

describe("POST /api/tenant-management/calculate-price", () => {
  it("takes a percentage off, rounded to a whole minor unit", async () => {
    const promo = await createPromo(t.db, { discountType: "PERCENT", discountValue: 15 });
    // 19.99 * 15% = 2.9985 → 3.00
    expect((await price("PROFESSIONAL", promo.code)).json()).toEqual({
      promoApplied: true,
      originalPrice: 19.99,
      discountAmount: 3,
      finalPrice: 16.99,
      promoCode: promo.code,
      promoReason: "valid",
      promoMessage: "Promo code is valid",
    });
  });

  it("takes a fixed amount off, and never goes below 0", async () => {
    const fixed = await createPromo(t.db, { discountType: "FIXED", discountValue: 500 });
    expect((await price("STARTER", fixed.code)).json()).toMatchObject({ originalPrice: 9.99, discountAmount: 5, finalPrice: 4.99 });
    const huge = await createPromo(t.db, { discountType: "FIXED", discountValue: 100_000 });
    expect((await price("ENTERPRISE", huge.code)).json()).toMatchObject({
      originalPrice: 49,
      discountAmount: 49,
      finalPrice: 0,
      promoApplied: true,
    });
    const all = await createPromo(t.db, { discountType: "PERCENT", discountValue: 100 });
    expect((await price("STARTER", all.code)).json()).toMatchObject({ discountAmount: 9.99, finalPrice: 0 });
  });

  it("without a code, or with one that does not apply, charges the full price and says why", async () => {
    expect((await price("STARTER")).json()).toEqual({
      promoApplied: false,
      originalPrice: 9.99,
      discountAmount: 0,
      finalPrice: 9.99,
      promoCode: null,
      promoReason: null,
      promoMessage: null,
    });
    const expired = await createPromo(t.db, { validUntil: new Date(Date.now() - DAY) });
    expect((await price("STARTER", expired.code)).json()).toMatchObject({
      promoApplied: false,
      finalPrice: 9.99,
      promoCode: null,
      promoReason: "expired",
      promoMessage: "Promo code has expired",
    });
  });
});

describe("checkout and promo uses", () => {
  const checkout = (body: Record<string, unknown>, who: { tenant: Tenant; owner: { token: string } }) =>
    api(t, { method: "POST", url: "/api/tenant-management/checkout", tenant: who.tenant, token: who.owner.token, body });

  it("charges the discounted amount and reserves one use", async () => {
    const who = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { discountValue: 50, maxUses: 10 });
    const res = await checkout({ plan: "PROFESSIONAL", promoCode: promo.code.toLowerCase() }, who);
    expect(res.statusCode).toBe(200);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId }, include: { redemption: true } });
    // 19.99 * 50% = 9.995: the discount is rounded half up (in the payer's favour).
    expect(payment).toMatchObject({ amountMinor: 999, discountMinor: 1000, promoCodeId: promo.id, redemption: { promoCodeId: promo.id } });
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    const created = t.yookassa.requests.find(
      (r) => r.path === "/v3/payments" && (r.body as { metadata: { orderId: string } }).metadata.orderId === payment.id,
    );
    expect(created?.body).toMatchObject({ amount: { value: "9.99", currency: "RUB" } });
  });

  it("refuses a code that does not apply with 400 invalidPromoCode and the reason's message", async () => {
    const who = await createPayingTenant(t.db, "FREE");
    const used = await createPromo(t.db, { maxUses: 1, usedCount: 1 });
    const res = await checkout({ plan: "STARTER", promoCode: used.code }, who);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "invalidPromoCode", message: "Promo code has reached maximum uses" });
    expect(await t.db.payment.count({ where: { tenantId: who.tenant.id } })).toBe(0);
  });

  it("activates at once when the promo makes the total 0, counting the use", async () => {
    const who = await createPayingTenant(t.db, "FREE");
    const free = await createPromo(t.db, { discountValue: 100, maxUses: 1 });
    const res = await checkout({ plan: "STARTER", promoCode: free.code }, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ activated: true, plan: "STARTER" });
    expect(res.json().confirmationUrl).toBeUndefined();
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: who.tenant.id } })).plan).toBe("STARTER");
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: free.id } })).usedCount).toBe(1);
    // The one use is gone: the next tenant is told so.
    const next = await checkout({ plan: "STARTER", promoCode: free.code }, await createPayingTenant(t.db, "FREE"));
    expect(next.json().message).toBe("Promo code has reached maximum uses");
  });

  it("gives the use back when the provider refuses the payment", async () => {
    const who = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { maxUses: 5 });
    t.yookassa.failNext(500, { type: "error", code: "internal_server_error" });
    const res = await checkout({ plan: "STARTER", promoCode: promo.code }, who);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe("PAYMENT_PROVIDER_ERROR");
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    expect((await t.db.payment.findFirstOrThrow({ where: { tenantId: who.tenant.id } })).status).toBe("FAILED");
  });

  it("refuses FREE (nothing to buy) and a provider the platform does not have", async () => {
    const who = await createPayingTenant(t.db, "FREE");
    expect((await checkout({ plan: "FREE" }, who)).statusCode).toBe(400);
    const sbpOnly = await checkout({ plan: "STARTER", provider: "SBP" }, who);
    expect(sbpOnly.statusCode).toBe(200);
    const noProvider = await createBillingApp({ config: { payments: undefined } });
    try {
      const res = await api(noProvider, {
        method: "POST",
        url: "/api/tenant-management/checkout",
        tenant: who.tenant,
        token: who.owner.token,
        body: { plan: "STARTER" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");
    } finally {
      await noProvider.close();
    }
  });
});
