// The renewal invoice by email (issue 16.5): when a plan with auto-renew expires, the expiry job
// opens the invoice and the owner gets it by email, in their language, with the amount, the end of
// the grace days and the payment link; running the expiry again sends no second one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planLimits } from "@booking/contracts";
import { processSubscriptionExpiry, scopedDb, settlePayment, SILENT_LOGGER, type Deps } from "@booking/core";
import { createBillingApp, createPayingTenant, createSubscriptionPaymentRow, type BillingApp } from "../support/billing-fixtures.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

let t: BillingApp;
let smtp: TestSmtp;
let mail: ReturnType<typeof mailWorker>;
const addresses: string[] = [];

beforeAll(async () => {
  t = await createBillingApp();
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => addresses);
});
afterAll(async () => {
  mail.close();
  await smtp.close();
  await t.close();
});

describe("renewal invoice email", () => {
  it("reaches the owner once, in their language, with the amount, the grace end and the payment link", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    addresses.push(owner.email!);
    await t.db.user.update({ where: { id: owner.id }, data: { language: "en" } });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: "Salon Aurora", timeZone: "Europe/Moscow" } });
    const deps: Deps = { config: t.config, log: SILENT_LOGGER };
    const paidAt = new Date("2021-06-01T12:00:00Z");
    const payment = await createSubscriptionPaymentRow(t.db, tenant, {
      plan: "STARTER",
      amountMinor: planLimits("STARTER").priceMonthlyMinor,
    });
    await settlePayment(
      scopedDb(t.db, tenant.id),
      deps,
      payment,
      { status: "SUCCEEDED", amountMinor: payment.amountMinor, currency: "RUB" },
      paidAt,
    );
    const expiry = new Date(paidAt.getTime() + 30 * 86_400_000);

    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, expiry);
    const invoice = await t.db.payment.findFirstOrThrow({ where: { tenantId: tenant.id, status: "PENDING", purpose: "SUBSCRIPTION" } });
    // A second run of the expiry (a duplicate job) queues no second email.
    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, expiry);
    await mail.runDue();

    const received = smtp.to(owner.email!);
    expect(received).toHaveLength(1);
    const { parsed } = received[0]!;
    expect(parsed.subject).toBe("Renew your plan for Salon Aurora");
    expect(parsed.text).toContain(
      "The STARTER plan of Salon Aurora has ended. It keeps working until July 4, 2021 while this invoice is open.",
    );
    expect(parsed.text).toMatch(/Amount due: RUB\s?[\d,.]+\./);
    expect(parsed.text).toContain(`Pay the invoice: ${invoice.confirmationUrl}`);
    expect(parsed.html).toContain(`href="${invoice.confirmationUrl!.replace(/&/g, "&#38;")}"`);
  });
});
