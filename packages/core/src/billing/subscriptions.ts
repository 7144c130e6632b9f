// Applying paid periods to a tenant and keeping Tenant.plan / planExpiresAt / nextPlan in step
// with the chain of SubscriptionPeriod rows (see subscription-state.ts).
import type { PlanName } from "@booking/contracts";
import type { Payment, Tenant } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { enqueueInTransaction, SUBSCRIPTION_EXPIRY_QUEUE, type Tx } from "./deps.ts";
import { lockTenantRow } from "./open-payments.ts";
import { deriveSubscription, nextPeriodStart, periodEnd } from "./subscription-state.ts";

export async function paidUntil(tx: Tx, tenantId: string): Promise<Date | null> {
  const { _max } = await tx.subscriptionPeriod.aggregate({ where: { tenantId }, _max: { endsAt: true } });
  return _max.endsAt;
}

/** The expiry job for the tenant's current expiry; one per (tenant, instant), so re-queuing is harmless. */
export function scheduleExpiry(tx: Tx, tenantId: string, expiresAt: Date): Promise<boolean> {
  return enqueueInTransaction(tx, {
    queue: SUBSCRIPTION_EXPIRY_QUEUE,
    payload: { tenantId, expiresAt: expiresAt.toISOString() },
    runAt: expiresAt,
    uniqueKey: `${SUBSCRIPTION_EXPIRY_QUEUE}:${tenantId}:${expiresAt.toISOString()}`,
  });
}

/** Re-derives the tenant's plan fields from its periods; false when no paid period covers `now`. */
export async function syncTenantSubscription(tx: Tx, tenantId: string, now: Date): Promise<boolean> {
  const periods = await tx.subscriptionPeriod.findMany({ where: { tenantId, endsAt: { gt: now } } });
  const state = deriveSubscription(periods, now);
  if (!state.plan || !state.expiresAt) return false;
  await tx.tenant.update({ where: { id: tenantId }, data: { plan: state.plan, planExpiresAt: state.expiresAt, nextPlan: state.nextPlan } });
  await scheduleExpiry(tx, tenantId, state.expiresAt);
  return true;
}

/** Appends the payment's 30 days to the tenant's chain (once per payment) and updates the tenant. */
export async function applySubscriptionPayment(tx: Tx, payment: Pick<Payment, "id" | "tenantId" | "plan">, now: Date): Promise<void> {
  const plan = payment.plan as PlanName | null;
  if (!plan) throw new Error(`Subscription payment ${payment.id} has no plan`);
  if (await tx.subscriptionPeriod.findUnique({ where: { paymentId: payment.id } })) return;
  // Two payments of one tenant settling at once must not both append at the same paidUntil.
  await lockTenantRow(tx, payment.tenantId);
  const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: payment.tenantId } });
  const startsAt = nextPeriodStart(await paidUntil(tx, tenant.id), tenant, plan, now);
  await tx.subscriptionPeriod.create({ data: { tenantId: tenant.id, plan, startsAt, endsAt: periodEnd(startsAt), paymentId: payment.id } });
  await syncTenantSubscription(tx, tenant.id, now);
}

export function setAutoRenew(db: PlatformDb, tenantId: string, autoRenew: boolean): Promise<Tenant> {
  return db.tenant.update({ where: { id: tenantId }, data: { autoRenew } });
}

export async function downgradeToFree(tx: Tx, tenantId: string): Promise<void> {
  await tx.tenant.update({ where: { id: tenantId }, data: { plan: "FREE", planExpiresAt: null, nextPlan: null, autoRenew: true } });
}
