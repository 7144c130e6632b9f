// A tenant's payment methods: credentials stored encrypted and never returned, enabling gated by
// plan and configuration, a credentials test against the provider, and paying a booking with them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

type Who = { tenant: Tenant; owner: User & { token: string } };
const call = (who: Who, method: "PUT" | "POST", url: string, body: unknown) =>
  api(t, { method, url, tenant: who.tenant, token: who.owner.token, body });
const setCredentials = (who: Who, provider: string, config: unknown) =>
  call(who, "PUT", "/api/account/payment-methods/credentials", { provider, config });
const toggle = (who: Who, provider: string, isEnabled: boolean) =>
  call(who, "PUT", "/api/account/payment-methods", { provider, isEnabled });
const testCredentials = (who: Who, provider: string) => call(who, "POST", "/api/account/payment-methods/test", { provider });

describe("credentials", () => {
  it("lists all three providers, stores credentials encrypted and never returns them", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const before = await api(t, { url: "/api/account", tenant: who.tenant, token: who.owner.token });
    expect(before.json().paymentMethods).toEqual(
      ["YOOKASSA", "TBANK", "SBP"].map((provider) => ({ provider, isEnabled: false, config: { isConfigured: false } })),
    );

    const { YOOKASSA: shop } = newTenantCredentials(t);
    const res = await setCredentials(who, "YOOKASSA", shop);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ provider: "YOOKASSA", isEnabled: false, config: { isConfigured: true } });
    expect(res.body).not.toContain(shop.secretKey);
    const row = await t.db.paymentMethod.findFirstOrThrow({ where: { tenantId: who.tenant.id, provider: "YOOKASSA" } });
    expect(row.configEncrypted).not.toContain(shop.secretKey);
    expect(row.configEncrypted).not.toContain(shop.shopId);
    expect((await api(t, { url: "/api/account", tenant: who.tenant, token: who.owner.token })).body).not.toContain(shop.secretKey);
  });

  it("refuses malformed credentials naming the field, without echoing the value", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const res = await setCredentials(who, "YOOKASSA", { shopId: "12345", secretKey: "oops my secret" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("secretKey");
    expect(res.body).not.toContain("oops my secret");
    expect((await setCredentials(who, "SBP", { terminalKey: "x", password: "y" })).statusCode).toBe(400);
    expect((await setCredentials(who, "TBANK", "a string")).statusCode).toBe(400);
  });

  it("tests the stored credentials with the provider", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const { YOOKASSA: shop, TBANK: terminal } = newTenantCredentials(t);
    expect((await testCredentials(who, "YOOKASSA")).json().error).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");
    await setCredentials(who, "YOOKASSA", shop);
    await setCredentials(who, "TBANK", terminal);
    expect((await testCredentials(who, "YOOKASSA")).json()).toEqual({ ok: true });
    expect((await testCredentials(who, "TBANK")).json()).toEqual({ ok: true });
    await setCredentials(who, "TBANK", { ...terminal, password: "wrong-password" });
    const rejected = await testCredentials(who, "TBANK");
    expect([rejected.statusCode, rejected.json().error]).toEqual([409, "PAYMENT_CREDENTIALS_REJECTED"]);
    expect(rejected.body).not.toContain("wrong-password");
  });

  it("names an unanswering provider as unreachable, within the provider timeout", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    await setCredentials(who, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    t.yookassa.hangNext();
    const started = Date.now();
    const res = await testCredentials(who, "YOOKASSA");
    const elapsed = Date.now() - started;
    expect([res.statusCode, res.json().error]).toEqual([502, "PAYMENT_PROVIDER_UNREACHABLE"]);
    // The billing app's timeout is 2 s (PAYMENT_PROVIDER_TIMEOUT_MS; 10 s by default).
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(4_000);
  });

  it("null removes credentials and disables the method", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    await setCredentials(who, "TBANK", newTenantCredentials(t).TBANK);
    await toggle(who, "TBANK", true);
    const res = await setCredentials(who, "TBANK", null);
    expect(res.json()[1]).toEqual({ provider: "TBANK", isEnabled: false, config: { isConfigured: false } });
  });
});

describe("enabling", () => {
  it("needs credentials the provider accepts now: rejected ones stay off, and so does an unanswering provider", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const terminal = newTenantCredentials(t).TBANK;
    await setCredentials(who, "TBANK", { ...terminal, password: "not-the-password" });
    const rejected = await toggle(who, "TBANK", true);
    expect([rejected.statusCode, rejected.json().error]).toEqual([409, "PAYMENT_CREDENTIALS_REJECTED"]);
    const shop = newTenantCredentials(t).YOOKASSA;
    await setCredentials(who, "YOOKASSA", shop);
    t.yookassa.hangNext();
    const unreachable = await toggle(who, "YOOKASSA", true);
    expect([unreachable.statusCode, unreachable.json().error]).toEqual([502, "PAYMENT_PROVIDER_UNREACHABLE"]);
    expect(await t.db.paymentMethod.count({ where: { tenantId: who.tenant.id, isEnabled: true } })).toBe(0);
    await setCredentials(who, "TBANK", terminal);
    expect((await toggle(who, "TBANK", true)).json()[1]).toEqual({ provider: "TBANK", isEnabled: true, config: { isConfigured: true } });
  });

  it("refuses T-Bank and SBP for a tenant whose currency is not RUB; YooKassa takes it", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { currency: "USD" } });
    const credentials = newTenantCredentials(t);
    await setCredentials(who, "TBANK", credentials.TBANK);
    await setCredentials(who, "SBP", { ...credentials.TBANK, via: "TBANK" });
    await setCredentials(who, "YOOKASSA", credentials.YOOKASSA);
    for (const provider of ["TBANK", "SBP"]) {
      const res = await toggle(who, provider, true);
      expect([res.statusCode, res.json().error]).toEqual([409, "PAYMENT_CURRENCY_NOT_SUPPORTED"]);
    }
    expect((await toggle(who, "YOOKASSA", true)).statusCode).toBe(200);
    // A method switched on before (or by hand) is never used for money it cannot take.
    await configureProvider(t.db, t.config.appSecret, who.tenant, "TBANK", credentials.TBANK, true);
    const { customer, booking } = await createPayableBooking(t.db, { ...who.tenant, currency: "USD" });
    const viaTbank = await api(t, {
      method: "POST",
      url: `/api/bookings/${booking.id}/pay`,
      tenant: who.tenant,
      token: customer.token,
      body: { provider: "TBANK" },
    });
    expect([viaTbank.statusCode, viaTbank.json().error]).toEqual([409, "PAYMENT_CURRENCY_NOT_SUPPORTED"]);
    const chosen = await api(t, {
      method: "POST",
      url: `/api/bookings/${booking.id}/pay`,
      tenant: who.tenant,
      token: customer.token,
      body: {},
    });
    expect(chosen.statusCode).toBe(200);
    expect(await t.db.payment.findFirstOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      provider: "YOOKASSA",
      currency: "USD",
    });
  });

  it("needs configured credentials (409) and a plan with payments (403); disabling always works", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const notConfigured = await toggle(who, "SBP", true);
    expect([notConfigured.statusCode, notConfigured.json().error]).toEqual([409, "PAYMENT_PROVIDER_NOT_CONFIGURED"]);
    await setCredentials(who, "SBP", { ...newTenantCredentials(t).TBANK, via: "TBANK" });
    const enabled = await toggle(who, "SBP", true);
    expect(enabled.json()[2]).toEqual({ provider: "SBP", isEnabled: true, config: { isConfigured: true } });

    await t.db.tenant.update({ where: { id: who.tenant.id }, data: { plan: "FREE" } });
    const free = await toggle(who, "SBP", true);
    expect([free.statusCode, free.json()]).toEqual([
      403,
      { error: "PLAN_PAYMENTS_NOT_ALLOWED", message: "Your plan does not allow payment integration" },
    ]);
    expect((await setCredentials(who, "YOOKASSA", newTenantCredentials(t).YOOKASSA)).statusCode).toBe(403);
    expect((await testCredentials(who, "SBP")).statusCode).toBe(403);
    expect((await toggle(who, "SBP", false)).statusCode).toBe(200);
  });
});

describe("paying a booking", () => {
  it("needs an enabled, configured provider and a plan with payments", async () => {
    const { tenant } = await createPayingTenant(t.db, "STARTER");
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const pay = (body: Record<string, unknown> = {}) =>
      api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: customer.token, body });
    expect((await pay()).json().error).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, false);
    expect((await pay()).json().error).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, true);
    expect((await pay({ provider: "TBANK" })).json().error).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");

    const first = await pay();
    expect(first.statusCode).toBe(200);
    // Paying twice reuses the open payment.
    expect((await pay()).json()).toEqual(first.json());
    expect(await t.db.payment.count({ where: { bookingId: booking.id } })).toBe(1);

    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "FREE" } });
    const free = await pay();
    expect([free.statusCode, free.json().error]).toEqual([403, "PLAN_PAYMENTS_NOT_ALLOWED"]);
  });

  it("is the customer's own PENDING or CONFIRMED booking only", async () => {
    const { tenant } = await createPayingTenant(t.db, "PROFESSIONAL");
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    const { booking } = await createPayableBooking(t.db, tenant);
    const { customer: stranger } = await createPayableBooking(t.db, tenant);
    const byStranger = await api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: stranger.token, body: {} });
    expect([byStranger.statusCode, byStranger.json().error]).toEqual([404, "BOOKING_NOT_FOUND"]);
    const { customer, booking: cancelled } = await createPayableBooking(t.db, tenant);
    await t.db.booking.update({ where: { id: cancelled.id }, data: { status: "CANCELLED" } });
    const res = await api(t, { method: "POST", url: `/api/bookings/${cancelled.id}/pay`, tenant, token: customer.token, body: {} });
    expect([res.statusCode, res.json().error]).toEqual([409, "INVALID_STATUS_TRANSITION"]);
    expect(
      (await api(t, { method: "POST", url: "/api/bookings/not-a-uuid/pay", tenant, token: customer.token, body: {} })).statusCode,
    ).toBe(400);
  });

  it("my bookings say which can be paid now (canPay): payable status, a price, an enabled provider, a plan with payments", async () => {
    const { tenant } = await createPayingTenant(t.db, "STARTER");
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const canPay = async () => {
      const res = await api(t, { url: "/api/bookings/my", tenant, token: customer.token });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries((res.json() as Array<{ id: string; canPay: boolean }>).map((b) => [b.id, b.canPay]));
    };
    expect(await canPay()).toEqual({ [booking.id]: false });
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, false);
    expect(await canPay()).toEqual({ [booking.id]: false });
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, true);
    expect(await canPay()).toEqual({ [booking.id]: true });
    // Each "true" is a payment the server accepts.
    expect(
      (await api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: customer.token, body: {} })).statusCode,
    ).toBe(200);

    const free = await createPayableBooking(t.db, tenant, { priceMinor: 0 });
    const freeView = await api(t, { url: "/api/bookings/my", tenant, token: free.customer.token });
    expect(freeView.json()).toEqual([expect.objectContaining({ id: free.booking.id, canPay: false })]);
    for (const status of ["CONFIRMED", "PAID", "CANCELLED"] as const) {
      await t.db.booking.update({ where: { id: booking.id }, data: { status } });
      expect(await canPay(), status).toEqual({ [booking.id]: status === "CONFIRMED" });
    }
    await t.db.booking.update({ where: { id: booking.id }, data: { status: "PENDING" } });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: new Date(Date.now() - 60_000) } });
    expect(await canPay()).toEqual({ [booking.id]: false });
  });

  it("a roubles-only method left on for a dollar page offers no Pay button", async () => {
    const { tenant } = await createPayingTenant(t.db, "STARTER");
    const dollars = await t.db.tenant.update({ where: { id: tenant.id }, data: { currency: "USD" } });
    const { customer, booking } = await createPayableBooking(t.db, dollars);
    await configureProvider(t.db, t.config.appSecret, dollars, "TBANK", newTenantCredentials(t).TBANK, true);
    const view = await api(t, { url: "/api/bookings/my", tenant: dollars, token: customer.token });
    expect(view.json()).toEqual([expect.objectContaining({ id: booking.id, canPay: false })]);
  });
});
