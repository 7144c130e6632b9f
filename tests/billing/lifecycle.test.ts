// Subscription lifecycle and payment windows with a controlled clock, through the same settlement
// the webhooks use and the JobWorker handlers the API process runs. Clocks are in 2021 so the
// worker here never claims a job another test file queued for real time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Payment, Tenant } from "@booking/db";
import { planLimits, type PlanName } from "@booking/contracts";
import {
  billingJobHandlers,
  databases,
  expireUnpaidPayment,
  JobWorker,
  scopedDb,
  settlePayment,
  SILENT_LOGGER,
  startBookingPayment,
  startSubscriptionCheckout,
  type Deps,
} from "@booking/core";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  createPromo,
  createSubscriptionPaymentRow,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

const DAY = 86_400_000;
let t: BillingApp;
let deps: Deps;
let clock: Date;
let worker: JobWorker;

beforeAll(async () => {
  t = await createBillingApp();
  deps = { config: t.config, log: SILENT_LOGGER };
  worker = new JobWorker({ db: t.db, handlers: billingJobHandlers(databases(t.db), deps, () => clock) });
});
afterAll(() => t.close());

/** Moves the clock and runs every job due by then, as the API's worker would. */
async function runUntil(at: Date) {
  clock = at;
  while ((await worker.runDue(at)) > 0);
}

/** A plan payment that the provider confirmed at `at`. */
async function pay(tenant: Tenant, plan: PlanName, at: Date): Promise<Payment> {
  const payment = await createSubscriptionPaymentRow(t.db, tenant, { plan, amountMinor: planLimits(plan).priceMonthlyMinor });
  expect(
    await settlePayment(
      scopedDb(t.db, tenant.id),
      deps,
      payment,
      { status: "SUCCEEDED", amountMinor: payment.amountMinor, currency: "RUB" },
      at,
    ),
  ).toBe("applied");
  return payment;
}

const tenantNow = (tenant: Tenant) => t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY);

describe("subscription lifecycle", () => {
  const T0 = new Date("2021-03-01T12:00:00Z");
  let tenant: Tenant;
  let ownerToken: string;

  beforeAll(async () => {
    const paying = await createPayingTenant(t.db, "FREE");
    tenant = paying.tenant;
    ownerToken = paying.owner.token;
  });

  it("a paid plan is active for 30 days", async () => {
    await pay(tenant, "STARTER", T0);
    expect(await tenantNow(tenant)).toMatchObject({ plan: "STARTER", planExpiresAt: daysAfter(T0, 30), nextPlan: null });
  });

  it("renewing the same plan extends the expiry; the old expiry job then does nothing", async () => {
    await pay(tenant, "STARTER", daysAfter(T0, 10));
    expect(await tenantNow(tenant)).toMatchObject({ plan: "STARTER", planExpiresAt: daysAfter(T0, 60) });
    await runUntil(daysAfter(T0, 31));
    expect(await tenantNow(tenant)).toMatchObject({ plan: "STARTER", planExpiresAt: daysAfter(T0, 60) });
  });

  it("another plan bought while one runs waits as nextPlan and starts at expiry", async () => {
    await pay(tenant, "PROFESSIONAL", daysAfter(T0, 40));
    expect(await tenantNow(tenant)).toMatchObject({ plan: "STARTER", planExpiresAt: daysAfter(T0, 60), nextPlan: "PROFESSIONAL" });
    // One queued change at a time.
    await expect(
      startSubscriptionCheckout(scopedDb(t.db, tenant.id), deps, { tenantId: tenant.id, plan: "ENTERPRISE", now: daysAfter(T0, 41) }),
    ).rejects.toMatchObject({ code: "PLAN_CHANGE_NOT_ALLOWED" });
    await runUntil(daysAfter(T0, 59));
    expect((await tenantNow(tenant)).plan).toBe("STARTER");
    await runUntil(daysAfter(T0, 60));
    expect(await tenantNow(tenant)).toMatchObject({ plan: "PROFESSIONAL", planExpiresAt: daysAfter(T0, 90), nextPlan: null });
  });

  it("with auto-renew on, expiry opens a renewal invoice and keeps the plan for the grace days; paying continues without a gap", async () => {
    await runUntil(daysAfter(T0, 90));
    const graced = await tenantNow(tenant);
    expect(graced).toMatchObject({ plan: "PROFESSIONAL", planExpiresAt: daysAfter(T0, 93) });
    const invoice = await t.db.payment.findFirstOrThrow({ where: { tenantId: tenant.id, status: "PENDING", purpose: "SUBSCRIPTION" } });
    expect(invoice).toMatchObject({ plan: "PROFESSIONAL", amountMinor: 1999, confirmationUrl: expect.stringMatching(/^https:/) });
    expect(
      await settlePayment(
        scopedDb(t.db, tenant.id),
        deps,
        invoice,
        { status: "SUCCEEDED", amountMinor: 1999, currency: "RUB" },
        daysAfter(T0, 91),
      ),
    ).toBe("applied");
    expect(await tenantNow(tenant)).toMatchObject({ plan: "PROFESSIONAL", planExpiresAt: daysAfter(T0, 120) });
  });

  it("after cancelling auto-renew the tenant is on FREE when the plan expires (the job does it)", async () => {
    const res = await api(t, { method: "POST", url: "/api/tenant/subscription/cancel-auto-renew", tenant, token: ownerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().autoRenew).toBe(false);
    await runUntil(daysAfter(T0, 119));
    expect((await tenantNow(tenant)).plan).toBe("PROFESSIONAL");
    await runUntil(daysAfter(T0, 120));
    expect(await tenantNow(tenant)).toMatchObject({ plan: "FREE", planExpiresAt: null, nextPlan: null });
    expect(await t.db.payment.count({ where: { tenantId: tenant.id, status: "PENDING" } })).toBe(0);
  });

  it("an unpaid renewal invoice ends in FREE when the grace days are over", async () => {
    const other = (await createPayingTenant(t.db, "FREE")).tenant;
    const T1 = new Date("2021-09-01T00:00:00Z");
    await pay(other, "STARTER", T1);
    await runUntil(daysAfter(T1, 30));
    expect(await tenantNow(other)).toMatchObject({ plan: "STARTER", planExpiresAt: daysAfter(T1, 33) });
    await runUntil(daysAfter(T1, 33));
    expect(await tenantNow(other)).toMatchObject({ plan: "FREE", planExpiresAt: null });
  });
});

describe("payment windows", () => {
  const T2 = new Date("2021-11-01T00:00:00Z");

  it("an unpaid checkout releases its promo use when its window ends", async () => {
    const { tenant } = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { maxUses: 1 });
    const checkout = await startSubscriptionCheckout(scopedDb(t.db, tenant.id), deps, {
      tenantId: tenant.id,
      plan: "STARTER",
      promoCode: promo.code,
      now: T2,
    });
    expect(checkout.activated).toBe(false);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    await runUntil(daysAfter(T2, 0.5 / 24));
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: checkout.paymentId } })).status).toBe("CANCELLED");
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    expect(await t.db.promoRedemption.count({ where: { paymentId: checkout.paymentId } })).toBe(0);
  });

  /** A PENDING booking of a tenant with the given prepayment rule, and its payment opened at `at`. */
  async function openBookingPayment(prepayment: "OPTIONAL" | "REQUIRED", at: Date) {
    const paying = await createPayingTenant(t.db, "STARTER");
    const tenant = await t.db.tenant.update({ where: { id: paying.tenant.id }, data: { prepayment } });
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const opened = await startBookingPayment(scopedDb(t.db, tenant.id), deps, {
      tenant,
      userId: customer.id,
      bookingId: booking.id,
      now: at,
    });
    return { booking, opened };
  }
  const bookingWithSlots = (id: string) => t.db.booking.findUniqueOrThrow({ where: { id }, include: { slots: true } });

  it("prepayment required: an unpaid booking payment releases the booking's slot when its window ends", async () => {
    const { booking, opened } = await openBookingPayment("REQUIRED", T2);
    await runUntil(daysAfter(T2, 29 / 1440));
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PENDING");
    await runUntil(daysAfter(T2, 30 / 1440));
    expect(await bookingWithSlots(booking.id)).toMatchObject({ status: "CANCELLED", cancelReason: "Payment window expired", slots: [] });
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: opened.paymentId } })).status).toBe("CANCELLED");
  });

  it("prepayment optional (the default): an abandoned payment expires and the booking keeps its slot", async () => {
    const { booking, opened } = await openBookingPayment("OPTIONAL", T2);
    await runUntil(daysAfter(T2, 31 / 1440));
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: opened.paymentId } })).status).toBe("CANCELLED");
    const kept = await bookingWithSlots(booking.id);
    expect(kept).toMatchObject({ status: "PENDING", cancelReason: null });
    expect(kept.slots).toHaveLength(1);
    expect(await t.db.bookingStatusChange.count({ where: { bookingId: booking.id, toStatus: "CANCELLED" } })).toBe(0);
  });

  it("prepayment required: two workers at the window's end release the booking exactly once", async () => {
    const T3 = new Date("2021-11-02T00:00:00Z");
    const { booking } = await openBookingPayment("REQUIRED", T3);
    const workers = [0, 1].map(
      () => new JobWorker({ db: t.db, handlers: billingJobHandlers(databases(t.db), deps, () => daysAfter(T3, 31 / 1440)) }),
    );
    // The job itself run twice at once as well: a recovered job may run beside its first run.
    await Promise.all([
      ...workers.map((w) => w.runDue(daysAfter(T3, 31 / 1440))),
      ...[0, 1].map(async () => {
        const [payment] = await t.db.payment.findMany({ where: { bookingId: booking.id } });
        await expireUnpaidPayment(databases(t.db), deps, payment!.id, daysAfter(T3, 31 / 1440));
      }),
    ]);
    expect((await bookingWithSlots(booking.id)).status).toBe("CANCELLED");
    expect(await t.db.bookingStatusChange.count({ where: { bookingId: booking.id, toStatus: "CANCELLED" } })).toBe(1);
  });

  it("a payment whose notification never came is applied when its window ends", async () => {
    const { tenant } = await createPayingTenant(t.db, "STARTER");
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const opened = await startBookingPayment(scopedDb(t.db, tenant.id), deps, {
      tenant,
      userId: customer.id,
      bookingId: booking.id,
      now: T2,
    });
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: opened.paymentId } });
    t.yookassa.succeed(payment.providerPaymentId!);
    await runUntil(daysAfter(T2, 30 / 1440));
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PAID");
    expect((await t.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("SUCCEEDED");
  });
});
