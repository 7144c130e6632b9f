// GET /api/account: the owner area's overview, subscription, bot and payment-method tabs in one
// answer (spec §3 Account). Secrets never leave: only whether they are set.
import { planLimits, type PlanLimits, type PlanName, type PrepaymentPolicy } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { listPaymentMethods, type PaymentMethodView } from "../billing/payment-methods.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { platformHost } from "./domain-dns.ts";
import { toBotConfigView, type BotConfigView } from "./bot-config.ts";

export interface SubscriptionView {
  plan: PlanName;
  /** ISO 8601 instant. */
  expiresAt: string | null;
  autoRenew: boolean;
  nextPlan: PlanName | null;
  limits: PlanLimits;
  /** An open subscription payment (checkout or renewal invoice) the owner can still pay. */
  pendingPayment: { paymentId: string; plan: PlanName | null; confirmationUrl: string; expiresAt: string | null } | null;
  /**
   * Issue 15.6: the plan ended unpaid and is kept until then (ISO instant) while its renewal waits;
   * null when nothing is due. The invoice's own link lasts its payment window, this the grace days.
   */
  graceEndsAt: string | null;
}

export interface AccountView {
  tenant: {
    id: string;
    displayName: string;
    subscriptionPlan: PlanName;
    isActive: boolean;
    subscriptionExpiresAt: string | null;
    customDomain: string | null;
    /** Where the domain's A/CNAME records point: PUBLIC_URL's host name, never host:port. */
    domainTarget: string;
    currency: string;
    prepayment: PrepaymentPolicy;
  };
  botConfig: BotConfigView;
  subscription: SubscriptionView;
  paymentMethods: PaymentMethodView[];
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function subscriptionView(
  tenant: Tenant,
  pending: SubscriptionView["pendingPayment"],
  paidUntil: Date | null,
  now: Date,
): SubscriptionView {
  const plan = effectivePlan(tenant, now);
  // The expiry job moved planExpiresAt past the paid time: those are the grace days.
  const inGrace = plan !== "FREE" && paidUntil !== null && tenant.planExpiresAt !== null && tenant.planExpiresAt > paidUntil;
  return {
    plan,
    expiresAt: plan === "FREE" ? null : iso(tenant.planExpiresAt),
    autoRenew: tenant.autoRenew,
    nextPlan: tenant.nextPlan,
    limits: planLimits(plan),
    pendingPayment: pending,
    graceEndsAt: inGrace ? iso(tenant.planExpiresAt) : null,
  };
}

export async function pendingSubscriptionPayment(db: ScopedDb, now: Date): Promise<SubscriptionView["pendingPayment"]> {
  const payment = await db.payment.findFirst({
    where: { purpose: "SUBSCRIPTION", status: "PENDING", expiresAt: { gt: now }, confirmationUrl: { not: null } },
    orderBy: { createdAt: "desc" },
  });
  return payment?.confirmationUrl
    ? { paymentId: payment.id, plan: payment.plan, confirmationUrl: payment.confirmationUrl, expiresAt: iso(payment.expiresAt) }
    : null;
}

/** The subscription as the owner sees it; `db` is the scope of `tenant`. */
export async function loadSubscriptionView(db: ScopedDb, tenant: Tenant, now: Date): Promise<SubscriptionView> {
  const [pending, paid] = await Promise.all([
    pendingSubscriptionPayment(db, now),
    db.subscriptionPeriod.aggregate({ where: { tenantId: tenant.id }, _max: { endsAt: true } }),
  ]);
  return subscriptionView(tenant, pending, paid._max.endsAt, now);
}

/** `db` is the scope of `tenant`. */
export async function accountView(db: ScopedDb, { config }: Deps, tenant: Tenant, now: Date): Promise<AccountView> {
  const [bot, paymentMethods, subscription] = await Promise.all([
    db.botConfig.findFirst(),
    listPaymentMethods(db, { config }),
    loadSubscriptionView(db, tenant, now),
  ]);
  return {
    tenant: {
      id: tenant.slug,
      displayName: tenant.displayName,
      subscriptionPlan: subscription.plan,
      isActive: tenant.isActive,
      subscriptionExpiresAt: subscription.expiresAt,
      customDomain: tenant.customDomain,
      domainTarget: platformHost(config.publicUrl),
      currency: tenant.currency,
      prepayment: tenant.prepayment,
    },
    botConfig: toBotConfigView(bot),
    subscription,
    paymentMethods,
  };
}
