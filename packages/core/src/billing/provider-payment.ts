// Opening a payment at a provider for a Payment row we already wrote: the row exists first, so its
// id is the provider's order id and its idempotence key protects a retried create.
import type { Payment, Prisma } from "@booking/db";
import type { PaymentProviderAdapter } from "@booking/payments";
import { miniAppStartLink } from "@booking/telegram";
import type { TelegramIdentity } from "../auth/resolve-identity.ts";
import type { Deps } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { enqueueInTransaction, type Tx } from "./deps.ts";
import { releasePromoUse } from "./promo.ts";
import { storedReceipt } from "./receipts.ts";

export interface OpenedPayment {
  paymentId: string;
  confirmationUrl: string;
}

/**
 * The page the provider sends the payer back to; it names the tenant, whose API finds the payment.
 * Paid from inside Telegram (`returnBot`: the bot whose mini app the payer used), it is the start
 * link of that payment's result, so the payer comes back into the mini app (README "Start links").
 */
export function paymentReturnUrl(publicUrl: string, paymentId: string, tenantSlug: string, returnBot?: string): string {
  if (returnBot) return miniAppStartLink(returnBot, { tenantSlug, paymentId });
  return `${publicUrl}/payment/result?paymentId=${paymentId}&tenant=${encodeURIComponent(tenantSlug)}`;
}

/**
 * The bot whose mini app made the request (the platform bot, or the tenant's own bot), when its
 * username is known: the payment then returns into that mini app.
 */
export async function telegramReturnBot(
  db: ScopedDb,
  { config }: Deps,
  telegram: Pick<TelegramIdentity, "isPlatformBot"> | null,
): Promise<string | undefined> {
  if (!telegram) return undefined;
  if (telegram.isPlatformBot) return config.telegramBotUsername ?? undefined;
  const bot = await db.botConfig.findFirst({ select: { botUsername: true } });
  return bot?.botUsername ?? undefined;
}

export function notificationUrl(publicUrl: string, provider: Payment["provider"]): string {
  return `${publicUrl}/api/payments/webhook/${provider.toLowerCase()}`;
}

/**
 * Writes a PENDING payment together with the job that re-checks it when its window ends, in the
 * caller's transaction: a crash after this point still leaves the payment to be released.
 */
export async function createPendingPayment(
  tx: Tx,
  data: Prisma.PaymentUncheckedCreateInput & { expiresAt: Date },
  timeoutQueue: string,
): Promise<Payment> {
  const payment = await tx.payment.create({ data });
  await enqueueInTransaction(tx, {
    queue: timeoutQueue,
    payload: { paymentId: payment.id },
    runAt: data.expiresAt,
    uniqueKey: `${timeoutQueue}:${payment.id}`,
  });
  return payment;
}

/**
 * Creates the provider payment for a PENDING row and stores its id and link. A provider failure marks the payment FAILED (releasing a reserved promo use)
 * and is rethrown as the provider's AppError.
 */
export async function openProviderPayment(
  db: ScopedDb,
  { config }: Deps,
  adapter: PaymentProviderAdapter,
  payment: Payment,
  details: { description: string; customerEmail?: string; returnBot?: string },
): Promise<OpenedPayment> {
  const tenant = await db.tenant.findUniqueOrThrow({ where: { id: payment.tenantId }, select: { slug: true } });
  let created: Awaited<ReturnType<PaymentProviderAdapter["createPayment"]>>;
  try {
    created = await adapter.createPayment({
      orderId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      description: details.description,
      returnUrl: paymentReturnUrl(config.publicUrl, payment.id, tenant.slug, details.returnBot),
      idempotenceKey: payment.idempotenceKey,
      customerEmail: details.customerEmail,
      receipt: storedReceipt(payment),
      expiresAt: payment.expiresAt ?? undefined,
      notificationUrl: notificationUrl(config.publicUrl, payment.provider),
      metadata: { purpose: payment.purpose },
    });
  } catch (error) {
    await db.$transaction(async (tx) => {
      await tx.payment.updateMany({ where: { id: payment.id, status: "PENDING" }, data: { status: "FAILED" } });
      await releasePromoUse(tx, payment.id);
    });
    throw error;
  }
  const confirmationUrl = created.confirmationUrl ?? created.qrPayload ?? "";
  await db.payment.update({ where: { id: payment.id }, data: { providerPaymentId: created.providerPaymentId, confirmationUrl } });
  return { paymentId: payment.id, confirmationUrl };
}
