// A customer pays a booking with the tenant's own provider (spec: "my bookings"). Success moves the
// booking to PAID through the booking engine's transition rules; where the tenant requires
// prepayment, an unpaid hold is released when the payment window passes (booking-payment-timeout job).
import { randomUUID } from "node:crypto";
import { AppError, awaitsDecision, canTransition, type PrepaymentPolicy } from "@booking/contracts";
import type { Payment, Sql, Tenant } from "@booking/db";
import { acceptsCurrency, isConfigured, PAYMENT_PROVIDERS, type PaymentProvider } from "@booking/payments";
import { applyStatusChange, lockBookingOrThrow } from "../booking/change-booking-status.ts";
import { CANCEL_REASONS } from "../booking/cancel-reasons.ts";
import type { LockedBooking } from "../booking/booking-sql.ts";
import { inBookingTransaction, type ScopedTx } from "../booking/booking-transaction.ts";
import { allowsPaymentIntegration, assertAllowsPaymentIntegration } from "../booking/plan-limits.ts";
import { assertAdminTransition, canAdminTransition } from "../booking/status.ts";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { BOOKING_PAYMENT_TIMEOUT_QUEUE, minutesAfter, PAYMENT_WINDOW_MINUTES } from "./deps.ts";
import { awaitOpenedPayment, keyedRequest, rememberKey, replayedPayment, type IdempotencyRequest } from "./open-payments.ts";
import { enabledProvidersOf } from "./billing-sql.ts";
import { adapterFor, paymentsSettings, providerWaitMs } from "./payments-settings.ts";
import { assertAcceptsCurrency, tenantCredentials } from "./payment-methods.ts";
import { createPendingPayment, openProviderPayment, type OpenedPayment } from "./provider-payment.ts";
import { effectivePlan } from "./subscription-state.ts";
import { receiptColumn, saleReceipt, tenantReceiptSettings } from "./receipts.ts";

export interface BookingPaymentRequest {
  tenant: Tenant;
  userId: string;
  customerEmail?: string;
  /** The payer's account contacts: where the 54-FZ receipt goes when the tenant issues receipts. */
  customerPhone?: string;
  /** A contact given for this payment's receipt (the account has neither email nor phone). */
  receiptContact?: { email: string } | { phone: string };
  /** Paid from inside Telegram: the bot whose mini app the payer comes back to (telegramReturnBot). */
  returnBot?: string;
  bookingId: string;
  provider?: PaymentProvider;
  idempotency?: IdempotencyRequest;
  now: Date;
}

/**
 * Whether the tenant takes online payments at all: its plan (as of `now`) allows them and one of
 * its payment methods that takes its currency is switched on (switching one on needs its
 * credentials, removing them switches it off; one switched on before the currency rules existed
 * is left out). Cheap enough for every "my bookings" answer; chooseProvider decides the rest.
 */
export async function takesOnlinePayments(
  sql: Sql,
  tenant: Pick<Tenant, "id" | "plan" | "planExpiresAt" | "currency">,
  now: Date,
): Promise<boolean> {
  if (!allowsPaymentIntegration(effectivePlan(tenant, now))) return false;
  const enabled = await enabledProvidersOf(sql, tenant.id);
  return PAYMENT_PROVIDERS.some((provider) => enabled.includes(provider) && acceptsCurrency(provider, tenant.currency));
}

/** What a customer is told before paying (issue 20.1): whether this page takes online payments, and its prepayment rule. */
export interface PaymentTerms {
  online: boolean;
  prepayment: PrepaymentPolicy;
}

export async function paymentTerms(
  sql: Sql,
  tenant: Pick<Tenant, "id" | "plan" | "planExpiresAt" | "currency" | "prepayment">,
  now: Date,
): Promise<PaymentTerms> {
  return { online: await takesOnlinePayments(sql, tenant, now), prepayment: tenant.prepayment };
}

/** What startBookingPayment asks of the booking itself: it can still become PAID and costs something. */
export function isPayableBooking(booking: { status: LockedBooking["status"]; price: number }): boolean {
  return canAdminTransition(booking.status, "PAID") && booking.price > 0;
}

/** The provider to charge with: the one asked for, else the first enabled and configured one that takes `currency`. */
async function chooseProvider(
  db: ScopedDb,
  deps: Deps,
  currency: string,
  requested?: PaymentProvider,
): Promise<{ provider: PaymentProvider; credentials: unknown }> {
  if (requested) assertAcceptsCurrency(requested, currency);
  const enabled = await db.paymentMethod.findMany({ where: { isEnabled: true }, select: { provider: true } });
  const candidates = PAYMENT_PROVIDERS.filter(
    (p) => enabled.some((m) => m.provider === p) && (!requested || p === requested) && acceptsCurrency(p, currency),
  );
  for (const provider of candidates) {
    const credentials = await tenantCredentials(db, deps, provider);
    if (isConfigured(provider, credentials)) return { provider, credentials };
  }
  throw new AppError(
    "PAYMENT_PROVIDER_NOT_CONFIGURED",
    requested ? `${requested} payments are not enabled here` : "This page does not take online payments",
  );
}

/** `db` is the scope of `request.tenant`. */
export async function startBookingPayment(db: ScopedDb, deps: Deps, request: BookingPaymentRequest): Promise<OpenedPayment> {
  const { tenant, now } = request;
  const booking = await db.booking.findFirst({ where: { id: request.bookingId, userId: request.userId }, include: { service: true } });
  // Someone else's booking is "not found", as for cancelling.
  if (!booking) throw new AppError("BOOKING_NOT_FOUND");
  assertAdminTransition(booking.status, "PAID");
  assertAllowsPaymentIntegration(effectivePlan(tenant, now));
  if (booking.priceMinor <= 0) throw new AppError("VALIDATION_ERROR", "This booking is free: there is nothing to pay");
  const keyed = keyedRequest(request.idempotency, "pay-booking", { bookingId: booking.id, provider: request.provider ?? null });
  const { provider, credentials } = await chooseProvider(db, deps, booking.currency, request.provider);
  // 54-FZ (issue 30): built and checked before anything is written; the refund reuses it.
  const receipt = saleReceipt({
    settings: tenantReceiptSettings(tenant),
    name: booking.service.name,
    amountMinor: booking.priceMinor,
    currency: booking.currency,
    account: { email: request.customerEmail, phone: request.customerPhone },
    contact: request.receiptContact,
  });

  // Under the booking's lock: a second click finds the first one's payment (one open per booking).
  const locked = await inBookingTransaction(
    db,
    async (tx): Promise<{ existing: Payment } | { created: Payment }> => {
      const current = await lockBookingOrThrow(tx, tenant.id, booking.id);
      const replay = await replayedPayment(tx, keyed);
      if (replay) return { existing: replay };
      assertAdminTransition(current.status, "PAID");
      const open = await tx.payment.findFirst({
        where: { bookingId: booking.id, status: "PENDING", expiresAt: { gt: now } },
        orderBy: { createdAt: "desc" },
      });
      if (open) {
        await rememberKey(tx, tenant.id, keyed, open.id);
        return { existing: open };
      }
      const created = await createPendingPayment(
        tx,
        {
          tenantId: tenant.id,
          purpose: "BOOKING",
          provider,
          bookingId: booking.id,
          amountMinor: booking.priceMinor,
          currency: booking.currency,
          idempotenceKey: randomUUID(),
          expiresAt: minutesAfter(now, PAYMENT_WINDOW_MINUTES),
          receipt: receiptColumn(receipt),
        },
        BOOKING_PAYMENT_TIMEOUT_QUEUE,
      );
      await rememberKey(tx, tenant.id, keyed, created.id);
      return { created };
    },
    "PAYMENT_IN_PROGRESS",
  );

  const settings = paymentsSettings(deps.config);
  if ("existing" in locked) return awaitOpenedPayment(db, locked.existing, providerWaitMs(settings));
  return openProviderPayment(db, deps, adapterFor(settings, provider, credentials), locked.created, {
    description: booking.service.name,
    customerEmail: request.customerEmail,
    returnBot: request.returnBot,
  });
}

export type BookingSettlement = "paid" | "already_paid" | "paid_after_cancel";

/** Moves the payment's booking to PAID inside the settlement transaction (actor: the payer). */
export async function markBookingPaid(tx: ScopedTx, payment: Pick<Payment, "tenantId" | "bookingId">): Promise<BookingSettlement> {
  if (!payment.bookingId) throw new Error("Booking payment without a booking");
  const booking = await lockBookingOrThrow(tx, payment.tenantId, payment.bookingId);
  if (booking.status === "PAID") return "already_paid";
  // CANCELLED → PAID is not a transition: the money has to go back.
  if (!canTransition("system", booking.status, "PAID")) return "paid_after_cancel";
  await applyStatusChange(tx, booking, "PAID", booking.userId, "Paid online");
  return "paid";
}

/**
 * The payment window passed unpaid. Where prepayment is required, a booking still PENDING gives its
 * slots back; where it is optional, the attempt just expired and the booking stays (issue 20.1).
 */
export async function releaseUnpaidBooking(tx: ScopedTx, payment: Pick<Payment, "tenantId" | "bookingId">): Promise<LockedBooking | null> {
  if (!payment.bookingId) return null;
  const { prepayment } = await tx.tenant.findUniqueOrThrow({ where: { id: payment.tenantId }, select: { prepayment: true } });
  if (prepayment !== "REQUIRED") return null;
  const booking = await lockBookingOrThrow(tx, payment.tenantId, payment.bookingId);
  if (!awaitsDecision(booking.status)) return null;
  await applyStatusChange(tx, booking, "CANCELLED", booking.userId, CANCEL_REASONS.PAYMENT_WINDOW_EXPIRED);
  return booking;
}
