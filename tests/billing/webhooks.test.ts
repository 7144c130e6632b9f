// Provider notifications end to end through POST /api/payments/webhook/{provider}, against the
// T-Bank and YooKassa stand-ins: only verified, matching, first-time notifications change state.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  PLATFORM_TBANK,
  type BillingApp,
  type TenantCredentials,
} from "../support/billing-fixtures.ts";

// The only file that makes T-Bank payments: stand-in payment ids start from one fixed number, so
// payments from two T-Bank stand-ins would collide in the shared test database.

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

function notify(provider: string, body: unknown) {
  return t.app.inject({
    method: "POST",
    url: `/api/payments/webhook/${provider}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

describe("T-Bank: a booking paid with the tenant's own terminal", () => {
  let tenant: Tenant;
  let customer: User & { token: string };
  let bookingId: string;
  let paymentId: string;
  let providerPaymentId: string;
  let terminal: TenantCredentials["TBANK"];

  const state = async () => {
    const booking = await t.db.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { history: true } });
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { events: true } });
    return { booking: booking.status, history: booking.history.length, payment: payment.status, events: payment.events.length };
  };

  beforeAll(async () => {
    ({ tenant } = await createPayingTenant(t.db, "STARTER"));
    terminal = newTenantCredentials(t).TBANK;
    await configureProvider(t.db, t.config.appSecret, tenant, "TBANK", terminal);
    const payable = await createPayableBooking(t.db, tenant);
    customer = payable.customer;
    bookingId = payable.booking.id;
    const res = await api(t, {
      method: "POST",
      url: `/api/bookings/${bookingId}/pay`,
      tenant,
      token: customer.token,
      body: { provider: "TBANK" },
    });
    expect(res.statusCode).toBe(200);
    ({ paymentId } = res.json());
    expect(res.json().confirmationUrl).toMatch(/^https:\/\//);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment).toMatchObject({ purpose: "BOOKING", provider: "TBANK", amountMinor: 150_000, currency: "RUB", status: "PENDING" });
    providerPaymentId = payment.providerPaymentId!;
    // T-Bank was told where to notify and when the link expires.
    const init = t.tbank.requests.find((r) => r.path === "/v2/Init" && (r.body as { OrderId: string }).OrderId === paymentId)!;
    expect(init.body).toMatchObject({
      Amount: 150_000,
      NotificationURL: "https://book.example.test/api/payments/webhook/tbank",
      RedirectDueDate: expect.any(String),
    });
  });

  it("refuses a notification with a tampered Token (401) and changes nothing", async () => {
    t.tbank.succeed(providerPaymentId);
    const before = await state();
    const forged = { ...t.tbank.buildNotification(providerPaymentId), Token: "0".repeat(64) };
    const res = await notify("tbank", forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "PAYMENT_NOTIFICATION_INVALID" });
    // A genuine Token over different fields is just as wrong.
    const genuine = t.tbank.buildNotification(providerPaymentId);
    expect((await notify("tbank", { ...genuine, Status: "CONFIRMED", Amount: 1 })).statusCode).toBe(401);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ booking: "PENDING", payment: "PENDING", events: 0 });
  });

  it("ignores a genuine notification whose amount differs from the order (200 OK so T-Bank stops)", async () => {
    const before = await state();
    const res = await notify("tbank", t.tbank.buildNotification(providerPaymentId, { Amount: 100 }));
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    expect(await state()).toEqual(before);
    expect(t.logs.some((line) => line.includes("payment amount or currency differs from the order"))).toBe(true);
  });

  it("answers an unknown order with 200 OK and changes nothing", async () => {
    const before = await state();
    for (const OrderId of [randomUUID(), "not-one-of-ours"]) {
      const res = await notify("tbank", t.tbank.buildNotification(providerPaymentId, { OrderId }));
      expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    }
    expect(await state()).toEqual(before);
    expect(t.logs.some((line) => line.includes('"outcome":"unknown_order"'))).toBe(true);
  });

  it("ignores a genuine notification of another payment of the same terminal that names this order", async () => {
    // Same tenant, same terminal, same price: only the provider's payment id tells them apart.
    const other = await createPayableBooking(t.db, tenant);
    const paid = await api(t, {
      method: "POST",
      url: `/api/bookings/${other.booking.id}/pay`,
      tenant,
      token: other.customer.token,
      body: { provider: "TBANK" },
    });
    const otherProviderId = (await t.db.payment.findUniqueOrThrow({ where: { id: paid.json().paymentId } })).providerPaymentId!;
    t.tbank.succeed(otherProviderId);
    const before = await state();
    const res = await notify("tbank", t.tbank.buildNotification(otherProviderId, { OrderId: paymentId }));
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    expect(await state()).toEqual(before);
    expect(t.logs.some((line) => line.includes('"outcome":"not_this_payment"'))).toBe(true);
  });

  it("applies the genuine notification: payment SUCCEEDED, booking PAID with a history row", async () => {
    const res = await notify("tbank", t.tbank.buildNotification(providerPaymentId));
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    expect(await state()).toMatchObject({ booking: "PAID", payment: "SUCCEEDED", events: 1, history: 2 });
    const change = await t.db.bookingStatusChange.findFirstOrThrow({ where: { bookingId, toStatus: "PAID" } });
    expect(change).toMatchObject({ fromStatus: "PENDING", changedById: customer.id });
  });

  it("treats a repeated notification as a duplicate: same reply, nothing changes", async () => {
    const before = await state();
    const res = await notify("tbank", t.tbank.buildNotification(providerPaymentId));
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
    expect(await state()).toEqual(before);
  });

  it("answers malformed bodies and unknown providers with 4xx, never 500", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook/tbank",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(bad.statusCode).toBe(400);
    expect((await notify("paypal", {})).statusCode).toBe(404);
    expect((await notify("tbank", [1, 2])).statusCode).toBe(200);
    expect((await notify("tbank", { OrderId: 5 })).body).toBe("OK");
  });

  it("never logs the terminal password or a notification's Token", () => {
    const logText = t.logs.join("\n");
    expect(logText).toContain('"outcome":"applied"');
    for (const secret of [terminal.password, PLATFORM_TBANK.password, t.tbank.buildNotification(providerPaymentId).Token as string]) {
      expect(logText).not.toContain(secret);
    }
  });
});

describe("YooKassa: a subscription paid to the platform's shop", () => {
  let tenant: Tenant;
  let owner: User & { token: string };
  let paymentId: string;
  let providerPaymentId: string;

  beforeAll(async () => {
    ({ tenant, owner } = await createPayingTenant(t.db, "FREE"));
    const res = await api(t, {
      method: "POST",
      url: "/api/tenant-management/checkout",
      tenant,
      token: owner.token,
      body: { plan: "STARTER" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ activated: false, plan: "STARTER", confirmationUrl: expect.stringMatching(/^https:\/\//) });
    ({ paymentId } = res.json());
    providerPaymentId = (await t.db.payment.findUniqueOrThrow({ where: { id: paymentId } })).providerPaymentId!;
  });

  it("a forged payment.succeeded changes nothing when the re-fetch says pending", async () => {
    const forged = t.yookassa.notification(providerPaymentId, "payment.succeeded");
    forged.object.status = "succeeded";
    const res = await notify("yookassa", forged);
    expect(res.statusCode).toBe(200);
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("PENDING");
    expect(await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({ plan: "FREE", planExpiresAt: null });
    // The state was read back from YooKassa with the platform's credentials.
    const refetch = t.yookassa.requests.filter((r) => r.method === "GET" && r.path === `/v3/payments/${providerPaymentId}`);
    expect(refetch.length).toBeGreaterThan(0);
  });

  it("a notification for a payment this shop does not have is refused", async () => {
    const res = await notify("yookassa", {
      type: "notification",
      event: "payment.succeeded",
      object: { id: randomUUID(), status: "succeeded" },
    });
    expect([res.statusCode, res.body]).toEqual([200, "OK"]);
  });

  it("the genuine success activates the plan for 30 days, once", async () => {
    t.yookassa.succeed(providerPaymentId);
    const before = Date.now();
    const res = await notify("yookassa", t.yookassa.notification(providerPaymentId));
    expect(res.statusCode).toBe(200);
    const after = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(after.plan).toBe("STARTER");
    const days = (after.planExpiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await t.db.job.count({ where: { queue: "subscription-expiry", uniqueKey: { contains: tenant.id } } })).toBe(1);

    const events = await t.db.paymentEvent.count({ where: { paymentId } });
    expect((await notify("yookassa", t.yookassa.notification(providerPaymentId))).statusCode).toBe(200);
    expect(await t.db.subscriptionPeriod.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(await t.db.paymentEvent.count({ where: { paymentId } })).toBe(events);
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).planExpiresAt).toEqual(after.planExpiresAt);
  });
});
