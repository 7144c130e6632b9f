// Durable billing work (packages/core/src/jobs): plan expiry per tenant and the end of each
// payment window. Handlers read the state again and act only if it is still due, so a job that
// runs late, twice, or after the state moved on does nothing wrong.
import type { JobHandler } from "../jobs/worker.ts";
import { startSubscriptionCheckout } from "./checkout.ts";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { paymentTenantById } from "./billing-sql.ts";
import {
  BOOKING_PAYMENT_TIMEOUT_QUEUE,
  RENEWAL_GRACE_DAYS,
  SUBSCRIPTION_EXPIRY_QUEUE,
  SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE,
} from "./deps.ts";
import { adapterForPayment } from "./payment-methods.ts";
import { paymentsSettings } from "./payments-settings.ts";
import { refundJobHandlers } from "./refunds.ts";
import { queueRenewalNotices, remindRenewalDue, RENEWAL_REMINDER_QUEUE, type RenewalReminderJob } from "./renewal-notices.ts";
import { settlePayment } from "./settlement.ts";
import { downgradeToFree, paidUntil, scheduleExpiry, syncTenantSubscription } from "./subscriptions.ts";

/**
 * The tenant's plan time is over. A following paid period takes over (nextPlan, or a renewal);
 * otherwise, with auto-renew on, a renewal invoice opens and the plan keeps working for the grace
 * days; otherwise (auto-renew cancelled, grace over, no platform provider) the tenant is on FREE.
 */
export async function processSubscriptionExpiry(db: ScopedDb, deps: Deps, tenantId: string, now: Date): Promise<void> {
  const tenant = await db.tenant.findUnique({ where: { id: tenantId } });
  if (!tenant?.planExpiresAt || tenant.planExpiresAt > now) return;
  if (await db.$transaction((tx) => syncTenantSubscription(tx, tenantId, now))) return;

  const paid = await db.$transaction((tx) => paidUntil(tx, tenantId));
  const graceGiven = paid !== null && tenant.planExpiresAt > paid;
  const canInvoice = paymentsSettings(deps.config).platformDefaultProvider !== undefined;
  if (tenant.autoRenew && tenant.plan !== "FREE" && !graceGiven && canInvoice) {
    try {
      // The same purchase as a checkout of the plan without a code: an open one is reused.
      const invoice = await startSubscriptionCheckout(db, deps, { tenantId, plan: tenant.plan, now });
      const graceEnd = new Date(tenant.planExpiresAt.getTime() + RENEWAL_GRACE_DAYS * 86_400_000);
      await db.$transaction(async (tx) => {
        await tx.tenant.update({ where: { id: tenantId }, data: { planExpiresAt: graceEnd } });
        await scheduleExpiry(tx, tenantId, graceEnd);
        if (!invoice.activated) await queueRenewalNotices(tx, tenant, invoice, graceEnd, now);
      });
      deps.log.info({ tenantId, paymentId: invoice.paymentId, graceEnd }, "plan expired: renewal invoice opened");
      return;
    } catch (error) {
      deps.log.error({ tenantId, code: (error as { code?: string }).code }, "renewal invoice could not be opened: downgrading");
    }
  }
  await db.$transaction((tx) => downgradeToFree(tx, tenantId));
  deps.log.info({ tenantId, plan: tenant.plan }, "plan expired: tenant is on FREE");
}

/**
 * The payment window is over. The provider is asked once more (a missed notification is applied
 * now); a payment still unpaid is cancelled, which releases its promo use and, for a booking
 * still PENDING, its slots.
 */
export async function expireUnpaidPayment(dbs: Databases, deps: Deps, paymentId: string, now: Date): Promise<void> {
  const [owner] = await dbs.sql.rows(paymentTenantById, [paymentId]);
  if (!owner) return;
  const db = dbs.tenant(owner.tenantId);
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (payment?.status !== "PENDING" || (payment.expiresAt && payment.expiresAt > now)) return;
  if (payment.providerPaymentId) {
    const adapter = await adapterForPayment(db, deps, payment);
    const report = await adapter.fetchStatus(payment.providerPaymentId);
    if (report.status !== "PENDING") {
      await settlePayment(db, deps, payment, report, now, { windowExpired: true });
      return;
    }
  }
  await settlePayment(db, deps, payment, { status: "CANCELLED", amountMinor: payment.amountMinor, currency: payment.currency }, now, {
    windowExpired: true,
  });
}

/** Handlers for the API process's JobWorker; `clock` lets tests drive time. */
export function billingJobHandlers(dbs: Databases, deps: Deps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  const expirePayment: JobHandler = (job) => expireUnpaidPayment(dbs, deps, (job.payload as { paymentId: string }).paymentId, clock());
  const expireSubscription: JobHandler = (job) => {
    const { tenantId } = job.payload as { tenantId: string };
    return processSubscriptionExpiry(dbs.tenant(tenantId), deps, tenantId, clock());
  };
  const remindRenewal: JobHandler = (job) => {
    const payload = job.payload as RenewalReminderJob;
    return remindRenewalDue(dbs.tenant(payload.tenantId), deps, payload, clock());
  };
  return {
    [SUBSCRIPTION_EXPIRY_QUEUE]: expireSubscription,
    [RENEWAL_REMINDER_QUEUE]: remindRenewal,
    [SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE]: expirePayment,
    [BOOKING_PAYMENT_TIMEOUT_QUEUE]: expirePayment,
    ...refundJobHandlers(dbs, deps),
  };
}
