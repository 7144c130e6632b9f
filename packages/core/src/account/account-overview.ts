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

export function subscriptionView(tenant: Tenant, pending: SubscriptionView["pendingPayment"], now: Date): SubscriptionView {
  const plan = effectivePlan(tenant, now);
  return {
    plan,
    expiresAt: plan === "FREE" ? null : iso(tenant.planExpiresAt),
    autoRenew: tenant.autoRenew,
    nextPlan: tenant.nextPlan,
    limits: planLimits(plan),
    pendingPayment: pending,
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

/** `db` is the scope of `tenant`. */
export async function accountView(db: ScopedDb, { config }: Deps, tenant: Tenant, now: Date): Promise<AccountView> {
  const [bot, paymentMethods, pending] = await Promise.all([
    db.botConfig.findFirst(),
    listPaymentMethods(db, { config }),
    pendingSubscriptionPayment(db, now),
  ]);
  const subscription = subscriptionView(tenant, pending, now);
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
