// Double clicks and retries never pay twice (issue 12.4): concurrent checkouts or Pay clicks for the
// same thing share one open payment and one provider call, a 100% promo activates once without a
// deadlock, and an Idempotency-Key replays the first answer. On PostgreSQL the requests really run
// in parallel; on PGlite they still interleave at every await (the provider call above all).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { concurrencyConflicts } from "@booking/core";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  createPromo,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

const CONCURRENT = 10;
let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

/** Payments created at YooKassa (the stand-in) while `work` ran. */
async function providerCreates<T>(work: () => Promise<T>): Promise<{ result: T; creates: number }> {
  const count = () => t.yookassa.requests.filter((r) => r.method === "POST" && r.path === "/v3/payments").length;
  const before = count();
  const result = await work();
  return { result, creates: count() - before };
}

function checkout(tenant: Tenant, owner: User & { token: string }, body: Record<string, unknown>, key?: string) {
  return api(t, {
    method: "POST",
    url: "/api/tenant-management/checkout",
    tenant,
    token: owner.token,
    body,
    headers: key === undefined ? undefined : { "idempotency-key": key },
  });
}

const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

describe("concurrent checkouts of one plan", () => {
  it(`${CONCURRENT} at once: one open payment, one provider call, the same answer for all`, async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const { result: answers, creates } = await providerCreates(() => times(CONCURRENT, () => checkout(tenant, owner, { plan: "STARTER" })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(new Set(bodies.map((b) => b.paymentId)).size).toBe(1);
    expect(
      bodies.every((b) => b.activated === false && b.confirmationUrl === bodies[0].confirmationUrl && /^https:/.test(b.confirmationUrl)),
    ).toBe(true);
    expect(creates).toBe(1);
    expect(await t.db.payment.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it(`${CONCURRENT} at once with a promo: one payment, one promo use`, async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { discountValue: 50 });
    const { result: answers, creates } = await providerCreates(() =>
      times(CONCURRENT, () => checkout(tenant, owner, { plan: "STARTER", promoCode: promo.code })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(new Set(answers.map((res) => res.json().paymentId)).size).toBe(1);
    expect(creates).toBe(1);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
  });

  it(`${CONCURRENT} at once with a 100% promo: activated once, one promo use, no 5xx and no deadlock`, async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { discountValue: 100 });
    const conflictsBefore = concurrencyConflicts();
    const { result: answers, creates } = await providerCreates(() =>
      times(CONCURRENT, () => checkout(tenant, owner, { plan: "STARTER", promoCode: promo.code })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(bodies.every((b) => b.activated === true)).toBe(true);
    expect(new Set(bodies.map((b) => b.paymentId)).size).toBe(1);
    expect(creates).toBe(0);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    expect(await t.db.subscriptionPeriod.count({ where: { tenantId: tenant.id } })).toBe(1);
    expect(concurrencyConflicts()).toEqual(conflictsBefore);
  });

  it("another plan is another purchase; a paid-out window opens a new payment", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const first = (await checkout(tenant, owner, { plan: "STARTER" })).json();
    const other = (await checkout(tenant, owner, { plan: "PROFESSIONAL" })).json();
    expect(other.paymentId).not.toBe(first.paymentId);
    // The first window has passed (the timeout job has not run yet): that payment is not open any more.
    await t.db.payment.update({ where: { id: first.paymentId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const again = (await checkout(tenant, owner, { plan: "STARTER" })).json();
    expect(again.paymentId).not.toBe(first.paymentId);
  });
});

describe("Idempotency-Key on checkout", () => {
  it("the same key and body answer the first answer, also after the open payment was paid", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const key = randomUUID();
    const first = await checkout(tenant, owner, { plan: "STARTER" }, key);
    expect(first.statusCode).toBe(200);
    await t.db.payment.update({ where: { id: first.json().paymentId }, data: { status: "SUCCEEDED", paidAt: new Date() } });
    const { result: replay, creates } = await providerCreates(() => checkout(tenant, owner, { plan: "STARTER" }, key));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(creates).toBe(0);
  });

  it("the same key with another body is 422 IDEMPOTENCY_KEY_REUSED", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const key = randomUUID();
    expect((await checkout(tenant, owner, { plan: "STARTER" }, key)).statusCode).toBe(200);
    const reused = await checkout(tenant, owner, { plan: "PROFESSIONAL" }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("keys belong to their user: another owner's identical key is another request", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const other = await createPayingTenant(t.db, "FREE");
    const key = randomUUID();
    const mine = (await checkout(tenant, owner, { plan: "STARTER" }, key)).json();
    const theirs = await checkout(other.tenant, other.owner, { plan: "PROFESSIONAL" }, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().paymentId).not.toBe(mine.paymentId);
  });

  it(`${CONCURRENT} concurrent retries with one key and a 100% promo answer one activation`, async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const promo = await createPromo(t.db, { discountValue: 100 });
    const key = randomUUID();
    const answers = await times(CONCURRENT, () => checkout(tenant, owner, { plan: "STARTER", promoCode: promo.code }, key));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(new Set(answers.map((res) => res.json().paymentId)).size).toBe(1);
    expect(await t.db.subscriptionPeriod.count({ where: { tenantId: tenant.id } })).toBe(1);
  });

  it("a key that failed at the provider may be retried: the retry opens a new payment", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const key = randomUUID();
    t.yookassa.failNext(500, { type: "error", code: "internal_server_error", description: "boom" });
    const failed = await checkout(tenant, owner, { plan: "STARTER" }, key);
    expect(failed.statusCode).toBe(502);
    const retry = await checkout(tenant, owner, { plan: "STARTER" }, key);
    expect(retry.statusCode).toBe(200);
    expect(await t.db.payment.count({ where: { tenantId: tenant.id } })).toBe(2);
  });

  it("a malformed key is 400", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const res = await checkout(tenant, owner, { plan: "STARTER" }, "x".repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "VALIDATION_ERROR", field: "Idempotency-Key" });
  });
});

describe("concurrent Pay clicks on one booking", () => {
  let tenant: Tenant;
  beforeAll(async () => {
    ({ tenant } = await createPayingTenant(t.db, "STARTER"));
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
  });

  const pay = (bookingId: string, token: string, key?: string) =>
    api(t, {
      method: "POST",
      url: `/api/bookings/${bookingId}/pay`,
      tenant,
      token,
      body: {},
      headers: key === undefined ? undefined : { "idempotency-key": key },
    });

  it(`${CONCURRENT} at once: one open payment, one provider call, the same link for all`, async () => {
    const { booking, customer } = await createPayableBooking(t.db, tenant);
    const { result: answers, creates } = await providerCreates(() => times(CONCURRENT, () => pay(booking.id, customer.token)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(new Set(answers.map((res) => res.json().paymentId)).size).toBe(1);
    expect(new Set(answers.map((res) => res.json().confirmationUrl)).size).toBe(1);
    expect(creates).toBe(1);
    expect(await t.db.payment.count({ where: { bookingId: booking.id } })).toBe(1);
  });

  it(`${CONCURRENT} at once with one Idempotency-Key: one payment; the key on another booking is 422`, async () => {
    const { booking, customer } = await createPayableBooking(t.db, tenant);
    const key = randomUUID();
    const answers = await times(CONCURRENT, () => pay(booking.id, customer.token, key));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(new Set(answers.map((res) => res.json().paymentId)).size).toBe(1);
    const second = await createPayableBooking(t.db, tenant);
    await t.db.booking.update({ where: { id: second.booking.id }, data: { userId: customer.id } });
    const reused = await pay(second.booking.id, customer.token, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: "IDEMPOTENCY_KEY_REUSED" });
  });
});
