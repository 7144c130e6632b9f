// Buying a plan: price with promo, a platform payment (or activation at once when the total is 0),
// and the renewal invoice the expiry job opens for plans with auto-renew on.
import { randomUUID } from "node:crypto";
import { AppError, type PlanName } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { PaymentProvider } from "@booking/payments";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { minutesAfter, PAYMENT_WINDOW_MINUTES, SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE } from "./deps.ts";
import { adapterFor, paymentsSettings, platformChargeMinor, platformProvider, subscriptionDescription } from "./payments-settings.ts";
import { quotePlanPrice, type PriceQuote } from "./pricing.ts";
import { invalidPromo, reservePromoUse } from "./promo.ts";
import { createPendingPayment, openProviderPayment } from "./provider-payment.ts";
import { applySubscriptionPayment } from "./subscriptions.ts";

export interface CheckoutRequest {
  tenantId: string;
  plan: PlanName;
  promoCode?: string | null;
  provider?: PaymentProvider;
  customerEmail?: string;
  now: Date;
}

export type CheckoutResult =
  | { activated: true; plan: PlanName; paymentId: string }
  | { activated: false; plan: PlanName; paymentId: string; confirmationUrl: string };

/** `db` is the scope of `request.tenantId`. */
export async function startSubscriptionCheckout(db: ScopedDb, deps: Deps, request: CheckoutRequest): Promise<CheckoutResult> {
  const { plan, now } = request;
  if (plan === "FREE") {
    throw new AppError("VALIDATION_ERROR", "FREE is not bought: cancel auto-renewal to return to FREE when the current plan ends");
  }
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: request.tenantId } });
  // One queued change at a time: the chain may only continue with the plan already waiting.
  if (tenant.nextPlan && tenant.nextPlan !== plan) throw new AppError("PLAN_CHANGE_NOT_ALLOWED", undefined, { nextPlan: tenant.nextPlan });
  const quote = await quotePlanPrice(db, plan, request.promoCode, now);
  if (quote.promoReason && quote.promoReason !== "valid") throw invalidPromo(quote.promoReason);
  if (quote.finalMinor === 0) return activateFree(db, deps, tenant, plan, quote, request);
  const opened = await openSubscriptionPayment(db, deps, { tenant, plan, quote, provider: request.provider, customerEmail: request.customerEmail, now });
  return { activated: false, plan, ...opened };
}

/** A 100% promo: recorded as a succeeded payment of 0 (the promo use needs a payment), applied at once. */
async function activateFree(db: ScopedDb, deps: Deps, tenant: Tenant, plan: PlanName, quote: PriceQuote, request: CheckoutRequest): Promise<CheckoutResult> {
  const settings = paymentsSettings(deps.config);
  const paymentId = await db.$transaction(async (tx) => {
    const payment = await tx.payment.create({
      data: {
        tenantId: tenant.id, purpose: "SUBSCRIPTION", status: "SUCCEEDED", plan,
        provider: request.provider ?? settings.platformDefaultProvider ?? "YOOKASSA",
        amountMinor: 0, discountMinor: platformChargeMinor(settings, quote.discountMinor), currency: settings.platformCurrency,
        promoCodeId: quote.promo?.id, idempotenceKey: randomUUID(), paidAt: request.now,
      },
    });
    if (quote.promo && !(await reservePromoUse(tx, { id: payment.id, tenantId: tenant.id, promoCodeId: quote.promo.id }))) {
      throw invalidPromo("maxUsesReached");
    }
    await applySubscriptionPayment(tx, payment, request.now);
    return payment.id;
  });
  return { activated: true, plan, paymentId };
}

/** A PENDING platform payment for `plan` (checkout, or a renewal invoice with no promo). */
export async function openSubscriptionPayment(
  db: ScopedDb,
  deps: Deps,
  input: { tenant: Tenant; plan: PlanName; quote: PriceQuote; provider?: PaymentProvider; customerEmail?: string; now: Date },
) {
  const settings = paymentsSettings(deps.config);
  const provider = platformProvider(settings, input.provider);
  const adapter = adapterFor(settings, provider, settings.platformCredentials[provider]);
  const { quote, tenant } = input;
  const amountMinor = platformChargeMinor(settings, quote.finalMinor);
  const payment = await db.$transaction(async (tx) => {
    const created = await createPendingPayment(tx, {
      tenantId: tenant.id, purpose: "SUBSCRIPTION", provider, plan: input.plan,
      amountMinor, discountMinor: platformChargeMinor(settings, quote.originalMinor) - amountMinor, currency: settings.platformCurrency,
      promoCodeId: quote.promo?.id, idempotenceKey: randomUUID(), expiresAt: minutesAfter(input.now, PAYMENT_WINDOW_MINUTES),
    }, SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE);
    if (quote.promo && !(await reservePromoUse(tx, { id: created.id, tenantId: tenant.id, promoCodeId: quote.promo.id }))) {
      throw invalidPromo("maxUsesReached");
    }
    return created;
  });
  return openProviderPayment(db, deps, adapter, payment, {
    description: subscriptionDescription(input.plan, tenant.displayName),
    customerEmail: input.customerEmail,
  });
}
