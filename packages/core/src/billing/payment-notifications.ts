// POST /api/payments/webhook/{provider}: find the payment a notification is about, verify it with
// the credentials that payment was made with (the platform's for subscriptions, the tenant's for
// bookings), and settle it. Nothing in the body is trusted before the adapter verified it; it is
// only used to find which credentials to verify with.
import type { Payment } from "@booking/db";
import type { IncomingNotification, NotificationReply, PaymentProvider } from "@booking/payments";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { paymentTenantById, paymentTenantByProviderId } from "./billing-sql.ts";
import { adapterForPayment } from "./payment-methods.ts";
import { settlePayment, type SettlementOutcome } from "./settlement.ts";

/** Which of our payments each webhook route may carry: a YooKassa shop posts SBP payments made through it to its one URL. */
export const WEBHOOK_PROVIDERS: Readonly<Record<string, readonly PaymentProvider[]>> = {
  yookassa: ["YOOKASSA", "SBP"],
  tbank: ["TBANK"],
  sbp: ["SBP"],
};

/**
 * An order we do not know (or a body we cannot place): nothing changes. 200 "OK" is what T-Bank
 * needs to stop repeating it, and YooKassa only reads the status code.
 */
export const UNKNOWN_ORDER_REPLY: NotificationReply = { status: 200, body: "OK", contentType: "text/plain; charset=utf-8" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** T-Bank bodies name our order (OrderId = Payment.id); YooKassa bodies name their payment id. */
async function findNotifiedPayment(
  dbs: Databases,
  providers: readonly PaymentProvider[],
  body: unknown,
): Promise<{ db: ScopedDb; payment: Payment } | null> {
  const fields = asRecord(body);
  if (!fields) return null;
  const provider = { in: [...providers] };
  let where: { id: string } | { providerPaymentId: string };
  let owner: { tenantId: string } | undefined;
  if (typeof fields.OrderId === "string") {
    if (!UUID.test(fields.OrderId)) return null;
    where = { id: fields.OrderId };
    [owner] = await dbs.sql.rows(paymentTenantById, [fields.OrderId]);
  } else {
    const object = asRecord(fields.object);
    const event = typeof fields.event === "string" ? fields.event : "";
    const providerPaymentId = event.startsWith("refund.") ? object?.payment_id : object?.id;
    if (typeof providerPaymentId !== "string" || providerPaymentId.length > 100) return null;
    where = { providerPaymentId };
    [owner] = await dbs.sql.rows(paymentTenantByProviderId, [providerPaymentId, providers]);
  }
  if (!owner) return null;
  const db = dbs.tenant(owner.tenantId);
  const payment = await db.payment.findFirst({ where: { ...where, provider } });
  return payment ? { db, payment } : null;
}

export interface NotificationResult {
  reply: NotificationReply;
  outcome: SettlementOutcome | "unknown_order" | "not_this_payment";
  paymentId?: string;
}

/** Throws AppError PAYMENT_NOTIFICATION_INVALID when the notification cannot be verified. */
export async function handlePaymentNotification(
  dbs: Databases,
  deps: Deps,
  route: string,
  request: IncomingNotification,
  now: Date,
): Promise<NotificationResult> {
  const providers = WEBHOOK_PROVIDERS[route];
  const found = providers
    ? await findNotifiedPayment(dbs, providers, request.rawBody === undefined ? request.body : safeJson(request.rawBody))
    : null;
  if (!found) return { reply: UNKNOWN_ORDER_REPLY, outcome: "unknown_order" };

  const { db, payment } = found;
  const adapter = await adapterForPayment(db, deps, payment);
  const verified = await adapter.parseNotification(request);
  const samePayment =
    (verified.orderId === undefined || verified.orderId === payment.id) &&
    (payment.providerPaymentId === null || payment.providerPaymentId === verified.providerPaymentId);
  if (!samePayment) return { reply: adapter.notificationReply(), outcome: "not_this_payment", paymentId: payment.id };

  const outcome = await settlePayment(db, deps, payment, verified, now, { eventKey: verified.eventKey });
  return { reply: adapter.notificationReply(), outcome, paymentId: payment.id };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
