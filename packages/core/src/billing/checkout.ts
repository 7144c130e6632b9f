// Buying a plan: price with promo, a platform payment (or activation at once when the total is 0),
// and the renewal invoice the expiry job opens for plans with auto-renew on. One purchase (plan +
// promo code) has at most one open payment: repeated or concurrent checkouts answer that one
// (open-payments.ts), and so does an Idempotency-Key sent again.
import { randomUUID } from "node:crypto";
import { AppError, type PlanName } from "@booking/contracts";
import type { Payment, PromoCode, Tenant } from "@booking/db";
import type { PaymentProvider } from "@booking/payments";
import { inBookingTransaction } from "../booking/booking-transaction.ts";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { minutesAfter, PAYMENT_WINDOW_MINUTES, SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE, type Tx } from "./deps.ts";
import { awaitOpenedPayment, keyedRequest, lockTenantRow, rememberKey, replayedPayment, type IdempotencyRequest } from "./open-payments.ts";
import {
  adapterFor,
  paymentsSettings,
  platformChargeMinor,
  platformProvider,
  providerWaitMs,
  subscriptionDescription,
} from "./payments-settings.ts";
import { priceQuote, type PriceQuote } from "./pricing.ts";
import { findPromo, invalidPromo, reservePromoUse } from "./promo.ts";
import { createPendingPayment, openProviderPayment } from "./provider-payment.ts";
import { applySubscriptionPayment } from "./subscriptions.ts";
import { receiptColumn, saleReceipt } from "./receipts.ts";

export interface CheckoutRequest {
  tenantId: string;
  plan: PlanName;
  promoCode?: string | null;
  provider?: PaymentProvider;
  customerEmail?: string;
  /** The payer's phone: where the receipt goes when there is no email (platform receipts on). */
  customerPhone?: string;
  /** A contact given for this payment's receipt (the account has neither email nor phone). */
  receiptContact?: { email: string } | { phone: string };
  /** Paid from inside Telegram: the bot whose mini app the payer comes back to (telegramReturnBot). */
  returnBot?: string;
  idempotency?: IdempotencyRequest;
  now: Date;
}

export type CheckoutResult =
  | { activated: true; plan: PlanName; paymentId: string }
  | { activated: false; plan: PlanName; paymentId: string; confirmationUrl: string };

/** A second checkout this soon after a free activation of the same plan and code is the same click. */
const FREE_ACTIVATION_REPEAT_MS = 60_000;

type Locked = { existing: Payment } | { created: Payment; tenant: Tenant };

/** `db` is the scope of `request.tenantId`. */
export async function startSubscriptionCheckout(db: ScopedDb, deps: Deps, request: CheckoutRequest): Promise<CheckoutResult> {
  const { plan, now, tenantId } = request;
  if (plan === "FREE") {
    throw new AppError("VALIDATION_ERROR", "FREE is not bought: cancel auto-renewal to return to FREE when the current plan ends");
  }
  const wanted = request.promoCode?.trim() || undefined;
  const promo = wanted ? await findPromo(db, wanted) : null;
  const keyed = keyedRequest(request.idempotency, "checkout", {
    plan,
    promoCode: wanted?.toUpperCase() ?? null,
    provider: request.provider ?? null,
  });
  const settings = paymentsSettings(deps.config);

  const locked = await inBookingTransaction(
    db,
    async (tx): Promise<Locked> => {
      await lockTenantRow(tx, tenantId);
      const replay = await replayedPayment(tx, keyed);
      if (replay) return { existing: replay };
      const tenant = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId } });
      // One queued change at a time: the chain may only continue with the plan already waiting.
      if (tenant.nextPlan && tenant.nextPlan !== plan)
        throw new AppError("PLAN_CHANGE_NOT_ALLOWED", undefined, { nextPlan: tenant.nextPlan });
      // An unknown code is refused below, never matched with a purchase made without one.
      const same =
        wanted && !promo
          ? null
          : await samePurchase(tx, plan, promo?.id ?? null, request.provider ?? settings.platformDefaultProvider, now);
      if (same) {
        await rememberKey(tx, tenantId, keyed, same.id);
        return { existing: same };
      }
      const quote = priceQuote(plan, wanted, promo, now);
      if (quote.promoReason && quote.promoReason !== "valid") throw invalidPromo(quote.promoReason);
      const created =
        quote.finalMinor === 0
          ? await activateFree(deps, tx, { tenant, plan, quote, provider: request.provider, now })
          : await createSubscriptionPayment(deps, tx, {
              tenant,
              plan,
              quote,
              provider: request.provider,
              now,
              payer: await subscriptionPayer(tx, request),
              receiptContact: request.receiptContact,
            });
      await rememberKey(tx, tenantId, keyed, created.id);
      return { created, tenant };
    },
    "PAYMENT_IN_PROGRESS",
  );

  if ("existing" in locked) return answerFor(db, deps, locked.existing);
  const { created, tenant } = locked;
  if (created.status === "SUCCEEDED") return { activated: true, plan, paymentId: created.id };
  const adapter = adapterFor(settings, created.provider, settings.platformCredentials[created.provider]);
  const opened = await openProviderPayment(db, deps, adapter, created, {
    description: subscriptionDescription(plan, tenant.displayName),
    customerEmail: request.customerEmail,
    returnBot: request.returnBot,
  });
  return { activated: false, plan, ...opened };
}

/** The open payment of this purchase, or the free activation it made a moment ago. */
function samePurchase(
  tx: Tx,
  plan: PlanName,
  promoCodeId: string | null,
  provider: PaymentProvider | undefined,
  now: Date,
): Promise<Payment | null> {
  return tx.payment.findFirst({
    where: {
      purpose: "SUBSCRIPTION",
      plan,
      promoCodeId,
      OR: [
        // Without a platform provider nothing is open: the checkout is refused below.
        ...(provider ? [{ status: "PENDING" as const, expiresAt: { gt: now }, provider }] : []),
        { status: "SUCCEEDED", amountMinor: 0, paidAt: { gt: new Date(now.getTime() - FREE_ACTIVATION_REPEAT_MS) } },
      ],
    },
    orderBy: { createdAt: "desc" },
  });
}

/** What a repeated checkout answers: the activation, or the link of the open (or paid) payment. */
async function answerFor(db: ScopedDb, deps: Deps, payment: Payment): Promise<CheckoutResult> {
  const plan = payment.plan as PlanName;
  if (payment.status === "SUCCEEDED" && payment.amountMinor === 0) return { activated: true, plan, paymentId: payment.id };
  const opened = await awaitOpenedPayment(db, payment, providerWaitMs(paymentsSettings(deps.config)));
  return { activated: false, plan, ...opened };
}

interface NewSubscriptionPayment {
  tenant: Tenant;
  plan: PlanName;
  quote: PriceQuote;
  provider?: PaymentProvider;
  now: Date;
  /** Where the platform's receipt goes (the buyer, else the tenant's owner). */
  payer?: { email?: string | null; phone?: string | null };
  receiptContact?: { email: string } | { phone: string };
}

/**
 * Whose contact the platform's receipt goes to: the buyer's, or for the renewal invoice the expiry
 * job opens (nobody clicked), the tenant owner's.
 */
async function subscriptionPayer(tx: Tx, request: CheckoutRequest): Promise<{ email?: string | null; phone?: string | null }> {
  if (request.customerEmail || request.customerPhone) return { email: request.customerEmail, phone: request.customerPhone };
  const owner = await tx.membership.findFirst({
    where: { role: "OWNER" },
    orderBy: { createdAt: "asc" },
    select: { user: { select: { email: true, phone: true } } },
  });
  return owner?.user ?? {};
}

/** A 100% promo: recorded as a succeeded payment of 0 (the promo use needs a payment), applied at once. */
async function activateFree(deps: Deps, tx: Tx, input: NewSubscriptionPayment): Promise<Payment> {
  const settings = paymentsSettings(deps.config);
  const { tenant, quote } = input;
  const payment = await tx.payment.create({
    data: {
      tenantId: tenant.id,
      purpose: "SUBSCRIPTION",
      status: "SUCCEEDED",
      plan: input.plan,
      provider: input.provider ?? settings.platformDefaultProvider ?? "YOOKASSA",
      amountMinor: 0,
      discountMinor: platformChargeMinor(settings, quote.discountMinor),
      currency: settings.platformCurrency,
      promoCodeId: quote.promo?.id,
      idempotenceKey: randomUUID(),
      paidAt: input.now,
    },
  });
  await reservePromo(tx, payment, quote.promo);
  await applySubscriptionPayment(tx, payment, input.now);
  return payment;
}

/** A PENDING platform payment (with its timeout job and promo use), opened at the provider after the commit. */
async function createSubscriptionPayment(deps: Deps, tx: Tx, input: NewSubscriptionPayment): Promise<Payment> {
  const settings = paymentsSettings(deps.config);
  const provider = platformProvider(settings, input.provider);
  const { tenant, quote } = input;
  const amountMinor = platformChargeMinor(settings, quote.finalMinor);
  // 54-FZ (issue 30): the platform's own receipt, with its settings (PLATFORM_RECEIPT_*).
  const receipt = saleReceipt({
    settings: settings.platformReceipt ?? null,
    name: subscriptionDescription(input.plan, tenant.displayName),
    amountMinor,
    currency: settings.platformCurrency,
    account: input.payer ?? {},
    contact: input.receiptContact,
  });
  const payment = await createPendingPayment(
    tx,
    {
      tenantId: tenant.id,
      purpose: "SUBSCRIPTION",
      provider,
      plan: input.plan,
      amountMinor,
      discountMinor: platformChargeMinor(settings, quote.originalMinor) - amountMinor,
      currency: settings.platformCurrency,
      promoCodeId: quote.promo?.id,
      idempotenceKey: randomUUID(),
      expiresAt: minutesAfter(input.now, PAYMENT_WINDOW_MINUTES),
      receipt: receiptColumn(receipt),
    },
    SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE,
  );
  await reservePromo(tx, payment, quote.promo);
  return payment;
}

async function reservePromo(tx: Tx, payment: Payment, promo: PromoCode | null): Promise<void> {
  if (promo && !(await reservePromoUse(tx, { id: payment.id, tenantId: payment.tenantId, promoCodeId: promo.id }))) {
    throw invalidPromo("maxUsesReached");
  }
}
