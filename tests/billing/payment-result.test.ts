// The payment result page's read (issue 25.7): GET /api/payments/{id} names the booking a payment
// paid (service, expert, local date and time in the business's zone, status) beside the amount, for
// its payer and the business's staff only. Another customer, another tenant's owner or an anonymous
// caller learns nothing (404 NOT_FOUND / 401); a malformed id is a 400, never a 500.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking, Payment, Tenant, User } from "@booking/db";
import { createUser } from "../support/fixtures.ts";
import { api } from "../support/identity.ts";
import { createBookingRow, createService, createSlotAt, defaultExpert } from "../support/booking-fixtures.ts";
import { createBillingApp, createPayingTenant, createSubscriptionPaymentRow, type BillingApp } from "../support/billing-fixtures.ts";

let t: BillingApp;
let tenant: Tenant;
let owner: User & { token: string };
let other: { tenant: Tenant; owner: User & { token: string } };
let payer: User & { token: string };
let booking: Booking;
let payment: Payment;
let expertName: string;

// A fixed instant: 10:00–10:30 in Moscow on 14 March 2031, whatever day the suite runs.
const STARTS_AT = new Date("2031-03-14T07:00:00Z");

beforeAll(async () => {
  t = await createBillingApp();
  ({ tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL"));
  other = await createPayingTenant(t.db, "PROFESSIONAL");
  payer = await createUser(t.db, { tenant });
  const service = await createService(t.db, tenant, { name: "Massage", priceMinor: 150_000 });
  const slot = await createSlotAt(t.db, tenant, STARTS_AT);
  booking = await createBookingRow(t.db, { tenant, user: payer, service, slots: [slot], status: "PAID" });
  payment = await t.db.payment.create({
    data: {
      tenantId: tenant.id,
      purpose: "BOOKING",
      provider: "YOOKASSA",
      status: "SUCCEEDED",
      amountMinor: 150_000,
      currency: "RUB",
      bookingId: booking.id,
      idempotenceKey: randomUUID(),
      paidAt: STARTS_AT,
    },
  });
  const expert = await t.db.expert.findUniqueOrThrow({ where: { id: await defaultExpert(t.db, tenant) } });
  expertName = expert.name;
});
afterAll(() => t.close());

describe("GET /api/payments/{id} for the payment result page", () => {
  it("the payer reads the amount and the booking it paid, in the business's zone", async () => {
    const res = await api(t, { url: `/api/payments/${payment.id}`, tenant, token: payer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: payment.id,
      purpose: "BOOKING",
      provider: "YOOKASSA",
      status: "SUCCEEDED",
      amount: 1500,
      currency: "RUB",
      plan: null,
      bookingId: booking.id,
      confirmationUrl: null,
      booking: {
        id: booking.id,
        serviceId: booking.serviceId,
        serviceName: "Massage",
        expertName,
        date: "2031-03-14",
        startTime: "10:00",
        endTime: "10:30",
        timeZone: "Europe/Moscow",
        status: "PAID",
      },
    });
  });

  it("the business's owner reads it too (the staff settle payments)", async () => {
    const res = await api(t, { url: `/api/payments/${payment.id}`, tenant, token: owner.token });
    expect([res.statusCode, res.json().booking?.id]).toEqual([200, booking.id]);
  });

  it("another customer of the business, or another tenant's owner, is told it does not exist", async () => {
    const stranger = await createUser(t.db, { tenant });
    const otherCustomer = await createUser(t.db, { tenant: other.tenant });
    for (const [who, asTenant] of [
      [stranger, tenant],
      [other.owner, other.tenant],
      [other.owner, tenant],
      [otherCustomer, other.tenant],
    ] as const) {
      const res = await api(t, { url: `/api/payments/${payment.id}`, tenant: asTenant, token: who.token });
      expect([res.statusCode, res.json().error]).toEqual([404, "NOT_FOUND"]);
      expect(JSON.stringify(res.json())).not.toContain("Massage");
    }
  });

  it("an anonymous caller must sign in first", async () => {
    const res = await api(t, { url: `/api/payments/${payment.id}`, tenant });
    expect([res.statusCode, res.json().error]).toEqual([401, "UNAUTHORIZED"]);
  });

  it("a malformed id is a 400, an unknown one a 404", async () => {
    const malformed = await api(t, { url: "/api/payments/not-a-uuid", tenant, token: payer.token });
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, "VALIDATION_ERROR"]);
    const unknown = await api(t, { url: `/api/payments/${randomUUID()}`, tenant, token: payer.token });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, "NOT_FOUND"]);
  });

  it("a subscription payment names no booking and stays the owner's", async () => {
    const subscription = await createSubscriptionPaymentRow(t.db, tenant);
    const mine = await api(t, { url: `/api/payments/${subscription.id}`, tenant, token: owner.token });
    expect(mine.json()).toMatchObject({ purpose: "SUBSCRIPTION", booking: null, plan: "STARTER" });
    const customer = await api(t, { url: `/api/payments/${subscription.id}`, tenant, token: payer.token });
    expect(customer.statusCode).toBe(404);
  });
});
