// GET /api/tenant/subscription/payments (issue 15.6, "past payments"): the owner's plan payments,
// newest first, with status and amount; never booking payments, never another tenant's, owner only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/identity.ts";
import { createUser } from "../support/fixtures.ts";
import {
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  createSubscriptionPaymentRow,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

describe("past plan payments", () => {
  it("lists the tenant's plan payments newest first, without booking payments or other tenants' payments", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const other = await createPayingTenant(t.db, "STARTER");
    const older = await createSubscriptionPaymentRow(t.db, who.tenant, {
      plan: "STARTER",
      amountMinor: 999,
      status: "SUCCEEDED",
      paidAt: new Date("2026-10-01T10:00:00Z"),
      createdAt: new Date("2026-10-01T09:59:00Z"),
    });
    const newer = await createSubscriptionPaymentRow(t.db, who.tenant, {
      plan: "PROFESSIONAL",
      amountMinor: 2_999,
      createdAt: new Date("2026-11-01T09:00:00Z"),
    });
    await createSubscriptionPaymentRow(t.db, other.tenant, { plan: "STARTER" });
    const { booking } = await createPayableBooking(t.db, who.tenant);
    await t.db.payment.create({
      data: {
        tenantId: who.tenant.id,
        purpose: "BOOKING",
        provider: "YOOKASSA",
        bookingId: booking.id,
        amountMinor: 150_000,
        currency: "RUB",
        idempotenceKey: `b-${booking.id}`,
      },
    });

    const res = await api(t, { url: "/api/tenant/subscription/payments", tenant: who.tenant, token: who.owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: newer.id, plan: "PROFESSIONAL", status: "PENDING", amount: 29.99, paidAt: null }),
      expect.objectContaining({ id: older.id, plan: "STARTER", status: "SUCCEEDED", amount: 9.99, paidAt: "2026-10-01T10:00:00.000Z" }),
    ]);
  });

  it("is the owner's only (403 for an admin)", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const admin = await createUser(t.db, { tenant: who.tenant, role: "ADMIN" });
    const res = await api(t, { url: "/api/tenant/subscription/payments", tenant: who.tenant, token: admin.token });
    expect(res.statusCode).toBe(403);
  });
});
