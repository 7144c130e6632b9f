// Issue 15.6: the owner is told that a renewal invoice waits, by email and through the platform
// bot, when the expiry job opens it, and once more a day before the grace days end. The reminder is
// a durable job keyed by the grace period (queued once, with the state change that starts it) that
// reads the state again when it runs: nothing is sent once the plan is paid or the period moved on.
import type { Tenant } from "@booking/db";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { TELEGRAM_NOTIFY_QUEUE, type RenewalInvoiceJob } from "../notifications/telegram-jobs.ts";
import { enqueueInTransaction, type Tx } from "./deps.ts";
import { queueRenewalInvoiceEmails } from "./renewal-email.ts";
import { paidUntil } from "./subscriptions.ts";

export const RENEWAL_REMINDER_QUEUE = "renewal-reminder";
/** How long before the grace days end the owner is reminded. */
export const RENEWAL_REMINDER_LEAD_MS = 86_400_000;

export type RenewalReminderJob = { tenantId: string; paymentId: string; graceEndsAt: string };

/** The account's subscription tab: an invoice link lasts the payment window, this page always offers Pay. */
export function subscriptionPageUrl(publicUrl: string, tenantSlug: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/account?tenant=${encodeURIComponent(tenantSlug)}&tab=subscription`;
}

function telegramNotice(tx: Tx, job: RenewalReminderJob, stage: RenewalInvoiceJob["stage"], now: Date): Promise<boolean> {
  const payload: RenewalInvoiceJob = { type: "renewal-invoice", stage, ...job };
  return enqueueInTransaction(tx, {
    queue: TELEGRAM_NOTIFY_QUEUE,
    payload,
    runAt: now,
    uniqueKey: `renewal-invoice:${stage}:${job.tenantId}:${job.graceEndsAt}`,
  });
}

/** In the transaction that starts the grace days: the invoice email, the bot message, and the reminder job. */
export async function queueRenewalNotices(
  tx: Tx,
  tenant: Pick<Tenant, "id" | "displayName" | "plan" | "timeZone">,
  invoice: { paymentId: string; confirmationUrl: string },
  graceEnd: Date,
  now: Date,
): Promise<void> {
  await queueRenewalInvoiceEmails(tx, tenant, invoice, graceEnd, now);
  const job: RenewalReminderJob = { tenantId: tenant.id, paymentId: invoice.paymentId, graceEndsAt: graceEnd.toISOString() };
  await telegramNotice(tx, job, "opened", now);
  const remindAt = new Date(Math.max(now.getTime(), graceEnd.getTime() - RENEWAL_REMINDER_LEAD_MS));
  await enqueueInTransaction(tx, {
    queue: RENEWAL_REMINDER_QUEUE,
    payload: job,
    runAt: remindAt,
    uniqueKey: `${RENEWAL_REMINDER_QUEUE}:${tenant.id}:${job.graceEndsAt}`,
  });
}

/**
 * The tenant while this grace period still runs unpaid; null once a payment extended the plan
 * (its expiry moved past the grace end), the plan ended, or another period began.
 */
export async function renewalStillDue(tx: Tx, tenantId: string, graceEndsAt: string, now: Date): Promise<Tenant | null> {
  const tenant = await tx.tenant.findUnique({ where: { id: tenantId } });
  if (!tenant?.planExpiresAt || tenant.plan === "FREE") return null;
  if (tenant.planExpiresAt.toISOString() !== graceEndsAt || tenant.planExpiresAt <= now) return null;
  const paid = await paidUntil(tx, tenantId);
  return paid !== null && paid < tenant.planExpiresAt ? tenant : null;
}

/** The reminder job: the second email and bot message, only while the renewal is still unpaid. */
export async function remindRenewalDue(db: ScopedDb, deps: Deps, job: RenewalReminderJob, now: Date): Promise<void> {
  await db.$transaction(async (tx) => {
    const tenant = await renewalStillDue(tx, job.tenantId, job.graceEndsAt, now);
    if (!tenant) return;
    const link = subscriptionPageUrl(deps.config.publicUrl, tenant.slug);
    await queueRenewalInvoiceEmails(
      tx,
      tenant,
      { paymentId: job.paymentId, confirmationUrl: link },
      new Date(job.graceEndsAt),
      now,
      "renewal-reminder",
    );
    await telegramNotice(tx, job, "grace-ending", now);
  });
}
