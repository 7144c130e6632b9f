// Who may call the owner-area endpoints: the tenant's OWNER only (anonymous 401; customers, admins
// and other tenants' owners 403), and tenant-owned payments are invisible across tenants (404).
// Refused calls change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { PLAN_LIST } from "@booking/contracts";
import { createUser } from "../support/fixtures.ts";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  createSubscriptionPaymentRow,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
let tenant: Tenant;
let owner: User & { token: string };
let other: { tenant: Tenant; owner: User & { token: string } };

beforeAll(async () => {
  t = await createBillingApp();
  ({ tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL"));
  other = await createPayingTenant(t.db, "ENTERPRISE");
});
afterAll(() => t.close());

const OWNER_ONLY: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown }[] = [
  { method: "GET", url: "/api/account" },
  { method: "PUT", url: "/api/account/bot-config", body: { botToken: null, isActive: false } },
  { method: "PUT", url: "/api/account/payment-methods", body: { provider: "TBANK", isEnabled: false } },
  { method: "PUT", url: "/api/account/payment-methods/credentials", body: { provider: "TBANK", config: null } },
  { method: "POST", url: "/api/account/payment-methods/test", body: { provider: "TBANK" } },
  { method: "POST", url: "/api/tenant/custom-domain", body: { domain: null } },
  { method: "GET", url: "/api/account/business" },
  { method: "PUT", url: "/api/account/business", body: { name: "Taken over", timeZone: "Asia/Tokyo" } },
  { method: "DELETE", url: "/api/account/business/logo" },
  {
    method: "PUT",
    url: "/api/account/business/logo",
    body: { image: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" },
  },

  { method: "POST", url: "/api/tenant/subscription/cancel-auto-renew" },
  { method: "POST", url: "/api/tenant/subscription/resume-auto-renew" },
  { method: "POST", url: "/api/tenant-management/checkout", body: { plan: "ENTERPRISE" } },
];

async function snapshot(of: Tenant) {
  return {
    tenant: await t.db.tenant.findUniqueOrThrow({ where: { id: of.id } }),
    bot: await t.db.botConfig.findUnique({ where: { tenantId: of.id } }),
    methods: await t.db.paymentMethod.findMany({ where: { tenantId: of.id }, orderBy: { provider: "asc" } }),
    payments: await t.db.payment.count({ where: { tenantId: of.id } }),
  };
}

describe("owner-only endpoints", () => {
  it("refuse anonymous callers (401), customers, admins and other tenants' owners (403), changing nothing", async () => {
    await t.db.tenant.update({ where: { id: tenant.id }, data: { customDomain: `own-${tenant.slug}.example.com`, autoRenew: true } });
    await configureProvider(t.db, t.config.appSecret, tenant, "TBANK", newTenantCredentials(t).TBANK, true);
    const customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const before = await snapshot(tenant);
    for (const op of OWNER_ONLY) {
      const call = (token?: string) =>
        api(t, {
          method: op.method,
          url: op.url,
          tenant,
          token,
          body: op.body ?? (op.method === "GET" || op.method === "DELETE" ? undefined : {}),
        });
      expect([op.url, (await call()).statusCode]).toEqual([op.url, 401]);
      for (const caller of [customer, admin, other.owner]) {
        const res = await call(caller.token);
        expect([op.url, res.statusCode, res.json().error]).toEqual([op.url, 403, "FORBIDDEN"]);
      }
    }
    expect(await snapshot(tenant)).toEqual(before);
  });

  it("GET /api/account shows the owner their own tenant only", async () => {
    const res = await api(t, { url: "/api/account", tenant, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenant: {
        id: tenant.slug,
        displayName: tenant.displayName,
        subscriptionPlan: "PROFESSIONAL",
        isActive: true,
        subscriptionExpiresAt: null,
      },
      botConfig: { isActive: false, botUsername: null, hasToken: false },
      subscription: {
        plan: "PROFESSIONAL",
        expiresAt: null,
        autoRenew: true,
        nextPlan: null,
        pendingPayment: null,
        graceEndsAt: null,
        limits: { priceMonthly: 19.99, allowsCustomDomain: true, allowsPaymentIntegration: true },
      },
      paymentMethods: [
        { provider: "YOOKASSA", isEnabled: false, config: { isConfigured: false } },
        { provider: "TBANK", isEnabled: true, config: { isConfigured: true } },
        { provider: "SBP", isEnabled: false, config: { isConfigured: false } },
      ],
    });
    const mine = await api(t, { url: "/api/account", tenant: other.tenant, token: other.owner.token });
    expect(mine.json().tenant.id).toBe(other.tenant.slug);
    expect(mine.body).not.toContain(tenant.id);
  });

  it("user-level endpoints need a login", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/profile"],
      ["PUT", "/api/user/profile"],
      ["POST", "/api/user/profile/change-password"],
      ["POST", "/api/tenant-management/validate-promo"],
      ["POST", "/api/tenant-management/calculate-price"],
      ["POST", `/api/bookings/${crypto.randomUUID()}/pay`],
    ] as const) {
      expect([url, (await api(t, { method, url, tenant, body: method === "GET" ? undefined : {} })).statusCode]).toEqual([url, 401]);
    }
  });

  it("the plan catalogue is public and comes from the one catalogue", async () => {
    const res = await api(t, { url: "/api/tenant/subscription/plans", tenant });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(PLAN_LIST)));
    expect(res.json().map((p: { plan: string; limits: { priceMonthly: number } }) => [p.plan, p.limits.priceMonthly])).toEqual([
      ["FREE", 0],
      ["STARTER", 9.99],
      ["PROFESSIONAL", 19.99],
      ["ENTERPRISE", 49],
    ]);
  });
});

describe("payments across tenants", () => {
  it("GET /api/payments/{id}: the owner sees their subscription payment; others get 404", async () => {
    const payment = await createSubscriptionPaymentRow(t.db, tenant);
    const mine = await api(t, { url: `/api/payments/${payment.id}`, tenant, token: owner.token });
    expect(mine.json()).toMatchObject({ id: payment.id, status: "PENDING", amount: 9.99, purpose: "SUBSCRIPTION" });
    const customer = await createUser(t.db, { tenant });
    for (const [who, asTenant] of [
      [other.owner, other.tenant],
      [other.owner, tenant],
      [customer, tenant],
    ] as const) {
      const res = await api(t, { url: `/api/payments/${payment.id}`, tenant: asTenant, token: who.token });
      expect([res.statusCode, res.json().error]).toEqual([404, "NOT_FOUND"]);
    }
  });

  it("a booking payment is visible to its payer and the tenant's staff only; paying someone else's booking is 404", async () => {
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, true);
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const paid = await api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: customer.token, body: {} });
    expect(paid.statusCode).toBe(200);
    const url = `/api/payments/${paid.json().paymentId}`;
    expect((await api(t, { url, tenant, token: customer.token })).statusCode).toBe(200);
    expect((await api(t, { url, tenant, token: owner.token })).statusCode).toBe(200);
    const stranger = await createUser(t.db, { tenant });
    expect((await api(t, { url, tenant, token: stranger.token })).statusCode).toBe(404);
    expect((await api(t, { url, tenant: other.tenant, token: other.owner.token })).statusCode).toBe(404);
    const foreign = await api(t, {
      method: "POST",
      url: `/api/bookings/${booking.id}/pay`,
      tenant: other.tenant,
      token: other.owner.token,
      body: {},
    });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, "BOOKING_NOT_FOUND"]);
  });
});
