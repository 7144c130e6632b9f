// 54-FZ receipts through the providers' own fiscalization (issue 30), against stand-ins that refuse a
// payment without a receipt for a fiscalized shop or terminal: a booking payment and its refund, a
// subscription payment (checkout and the renewal invoice the expiry job opens) each carry a valid
// receipt; a customer without email or phone is asked for one; a receipt that does not add up is
// caught before the provider is called; the per-tenant setting is off by default and RUB-only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import {
  databases,
  JobWorker,
  processSubscriptionExpiry,
  refundJobHandlers,
  scopedDb,
  settlePayment,
  SILENT_LOGGER,
  type Deps,
} from "@booking/core";
import { tbankReceipt, yookassaReceipt, type Receipt } from "@booking/payments";
import { api } from "../support/identity.ts";
import { createUser } from "../support/fixtures.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

const PLATFORM_RECEIPT = { taxSystem: "OSN", vat: "VAT22", paymentMode: "FULL_PAYMENT" } as const;

let t: BillingApp;
let deps: Deps;
let worker: JobWorker;

beforeAll(async () => {
  t = await createBillingApp({ platformReceipt: PLATFORM_RECEIPT });
  deps = { config: t.config, log: SILENT_LOGGER };
  worker = new JobWorker({ db: t.db, handlers: refundJobHandlers(databases(t.db), deps) });
});
afterAll(() => t.close());

/** A RUB page on PROFESSIONAL whose YooKassa shop and T-Bank terminal send receipts. */
async function fiscalTenant(provider: "YOOKASSA" | "TBANK" = "YOOKASSA", receipts = true) {
  const { tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL");
  await configureProvider(t.db, t.config.appSecret, tenant, provider, newTenantCredentials(t, { fiscalized: true })[provider]);
  if (receipts) {
    const res = await api(t, {
      method: "PUT",
      url: "/api/account/receipts",
      tenant,
      token: owner.token,
      body: { enabled: true, taxSystem: "USN_INCOME", vat: "NONE", paymentMode: "FULL_PREPAYMENT" },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { tenant, owner };
}

const pay = (tenant: Tenant, customer: User & { token: string }, bookingId: string, body: Record<string, unknown> = {}) =>
  api(t, { method: "POST", url: `/api/bookings/${bookingId}/pay`, tenant, token: customer.token, body });

async function settle(tenant: Tenant, paymentId: string) {
  const payment = await t.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const report = { status: "SUCCEEDED" as const, amountMinor: payment.amountMinor, currency: payment.currency };
  expect(await settlePayment(scopedDb(t.db, tenant.id), deps, payment, report, new Date())).toBe("applied");
  return payment;
}

async function runRefunds(): Promise<void> {
  while ((await worker.runDue(new Date())) > 0);
}

describe("the setting", () => {
  it("is off by default, on needs the tax system and VAT rate and a RUB page; the currency cannot leave RUB meanwhile", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL");
    const customer = await createUser(t.db, { tenant });
    const put = (token: string, body: unknown) => api(t, { method: "PUT", url: "/api/account/receipts", tenant, token, body });
    expect((await api(t, { url: "/api/account/receipts", tenant, token: owner.token })).json()).toEqual({
      enabled: false,
      taxSystem: null,
      vat: null,
      paymentMode: "FULL_PAYMENT",
    });
    expect((await put(customer.token, { enabled: true, taxSystem: "OSN", vat: "VAT22" })).statusCode).toBe(403);
    const incomplete = await put(owner.token, { enabled: true, taxSystem: "OSN" });
    expect([incomplete.statusCode, incomplete.json().field]).toEqual([400, "vat"]);
    expect((await put(owner.token, { enabled: true, taxSystem: "UTII", vat: "NONE" })).statusCode).toBe(400);
    expect((await put(owner.token, { enabled: true, taxSystem: "OSN", vat: "VAT20" })).statusCode).toBe(400);

    const usd = await api(t, { method: "PUT", url: "/api/account/currency", tenant, token: owner.token, body: { currency: "USD" } });
    expect(usd.statusCode).toBe(200);
    const refused = await put(owner.token, { enabled: true, taxSystem: "OSN", vat: "VAT22" });
    expect([refused.statusCode, refused.json().error]).toEqual([409, "RECEIPTS_NEED_RUB"]);
    await api(t, { method: "PUT", url: "/api/account/currency", tenant, token: owner.token, body: { currency: "RUB" } });
    expect((await put(owner.token, { enabled: true, taxSystem: "OSN", vat: "VAT22" })).json()).toMatchObject({
      enabled: true,
      vat: "VAT22",
    });
    const leave = await api(t, { method: "PUT", url: "/api/account/currency", tenant, token: owner.token, body: { currency: "USD" } });
    expect([leave.statusCode, leave.json().error]).toEqual([409, "RECEIPTS_NEED_RUB"]);
  });
});

describe("booking payments and refunds", () => {
  it("a fiscalized shop refuses a payment without a receipt: receipts off is no answer for it", async () => {
    const { tenant } = await fiscalTenant("YOOKASSA", false);
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const res = await pay(tenant, customer, booking.id);
    expect([res.statusCode, res.json().error]).toEqual([502, "PAYMENT_PROVIDER_ERROR"]);
  });

  it("YooKassa: the payment and the refund of a cancelled PAID booking carry the receipt, in YooKassa's shape", async () => {
    const { tenant, owner } = await fiscalTenant("YOOKASSA");
    const { customer, booking, service } = await createPayableBooking(t.db, tenant, { priceMinor: 150_050 });
    const res = await pay(tenant, customer, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = await settle(tenant, res.json().paymentId);
    const receipt: Receipt = {
      customer: { email: customer.email! },
      taxSystem: "USN_INCOME",
      paymentMode: "FULL_PREPAYMENT",
      items: [{ name: service.name, quantity: 1, amountMinor: 150_050, vat: "NONE" }],
    };
    expect(payment.receipt).toEqual(receipt);
    expect(t.yookassa.payment(payment.providerPaymentId!).receipt).toEqual(yookassaReceipt(receipt, "RUB"));
    t.yookassa.succeed(payment.providerPaymentId!);

    const cancelled = await api(t, { method: "DELETE", url: `/api/admin/bookings/${booking.id}`, tenant, token: owner.token });
    expect(cancelled.statusCode).toBe(200);
    await runRefunds();
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("REFUNDED");
    expect(t.yookassa.refunds.filter((r) => r.payment_id === payment.providerPaymentId)).toMatchObject([
      { amount: { value: "1500.50", currency: "RUB" }, receipt: yookassaReceipt(receipt, "RUB") },
    ]);
  });

  it("T-Bank: Init and the refund's Cancel carry the Receipt in T-Bank's shape", async () => {
    const { tenant, owner } = await fiscalTenant("TBANK");
    const { customer, booking, service } = await createPayableBooking(t.db, tenant, { priceMinor: 99_900 });
    const res = await pay(tenant, customer, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = await settle(tenant, res.json().paymentId);
    const expected = tbankReceipt(payment.receipt as unknown as Receipt);
    expect(expected).toMatchObject({
      Email: customer.email,
      Taxation: "usn_income",
      Items: [{ Name: service.name, Amount: 99_900, Tax: "none" }],
    });
    expect(t.tbank.payment(payment.providerPaymentId!).Receipt).toEqual(expected);
    t.tbank.succeed(payment.providerPaymentId!);
    await api(t, { method: "DELETE", url: `/api/admin/bookings/${booking.id}`, tenant, token: owner.token });
    await runRefunds();
    expect(t.tbank.payment(payment.providerPaymentId!)).toMatchObject({ Status: "REFUNDED", refundReceipts: [expected] });
  });

  it("a customer without email or phone is asked for one (400 receiptContactRequired), then the receipt goes there", async () => {
    const { tenant } = await fiscalTenant("YOOKASSA");
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    await t.db.user.update({ where: { id: customer.id }, data: { email: null, phone: null } });
    const asked = await pay(tenant, customer, booking.id);
    expect([asked.statusCode, asked.json().error, asked.json().field]).toEqual([400, "receiptContactRequired", "receiptContact"]);
    expect(await t.db.payment.count({ where: { bookingId: booking.id } })).toBe(0);
    const malformed = await pay(tenant, customer, booking.id, { receiptContact: "not a contact" });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, "receiptContactRequired"]);
    const res = await pay(tenant, customer, booking.id, { receiptContact: "8 916 123-45-67" });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId } });
    expect(t.yookassa.payment(payment.providerPaymentId!).receipt).toMatchObject({ customer: { phone: "79161234567" } });
  });

  it("a receipt that does not add up is caught before the provider is called (a booking made in USD)", async () => {
    const { tenant } = await fiscalTenant("YOOKASSA");
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    await t.db.booking.update({ where: { id: booking.id }, data: { currency: "USD" } });
    const before = t.yookassa.requests.length;
    const res = await pay(tenant, customer, booking.id);
    expect([res.statusCode, res.json().error]).toEqual([409, "RECEIPT_INVALID"]);
    expect(t.yookassa.requests.length).toBe(before);
    expect(await t.db.payment.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("a service name longer than 128 characters is cut to fit, and the item still sums to the kopeck", async () => {
    const { tenant } = await fiscalTenant("YOOKASSA");
    const { customer, booking, service } = await createPayableBooking(t.db, tenant, { priceMinor: 333 });
    await t.db.service.update({ where: { id: service.id }, data: { name: "Очень длинная услуга ".repeat(10) } });
    const res = await pay(tenant, customer, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId } });
    const [item] = (
      t.yookassa.payment(payment.providerPaymentId!).receipt as { items: { description: string; amount: { value: string } }[] }
    ).items;
    expect(Array.from(item!.description)).toHaveLength(128);
    expect(item!.amount.value).toBe("3.33");
  });
});

describe("subscription payments", () => {
  it("checkout carries the platform's receipt to the owner's email", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const res = await api(t, { url: "/api/tenant-management/checkout", tenant, token: owner.token, body: { plan: "STARTER" } });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId } });
    expect(payment.receipt).toMatchObject({
      customer: { email: owner.email },
      taxSystem: "OSN",
      paymentMode: "FULL_PAYMENT",
      items: [{ quantity: 1, amountMinor: payment.amountMinor, vat: "VAT22" }],
    });
    expect(t.yookassa.payment(payment.providerPaymentId!).receipt).toMatchObject({
      tax_system_code: 1,
      items: [{ vat_code: 11, payment_mode: "full_payment", payment_subject: "service" }],
    });
  });

  it("the renewal invoice the expiry job opens sends the receipt to the tenant's owner", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "STARTER");
    await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: new Date(Date.now() - 60_000), autoRenew: true } });
    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, new Date());
    const invoice = await t.db.payment.findFirstOrThrow({ where: { tenantId: tenant.id, purpose: "SUBSCRIPTION" } });
    expect(invoice.receipt).toMatchObject({ customer: { email: owner.email }, items: [{ amountMinor: invoice.amountMinor }] });
    expect(t.yookassa.payment(invoice.providerPaymentId!).receipt).toMatchObject({ customer: { email: owner.email } });
  });
});
