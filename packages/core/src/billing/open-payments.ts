// At most one open payment per purchase (a plan for a tenant, or a booking), and Idempotency-Key
// replays. Every payment-creating transaction first locks the row that owns the purchase (the
// tenant, or the booking), so concurrent clicks run one after another: the second one finds the
// first one's payment instead of opening another. The provider is called after the commit, so a
// click that finds a payment still being opened waits for its link.
import { createHash } from "node:crypto";
import { stringify as canonicalJson } from "safe-stable-stringify";
import { AppError } from "@booking/contracts";
import type { Payment, PaymentStatus } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { Tx } from "./deps.ts";
import type { OpenedPayment } from "./provider-payment.ts";

/** An Idempotency-Key as a procedure received it: the user who sent it and what it was sent with. */
export interface IdempotencyRequest {
  userId: string;
  key: string;
}

/** The key and the fingerprint of the request it came with. */
export interface KeyedRequest extends IdempotencyRequest {
  requestHash: string;
}

export function keyedRequest(idempotency: IdempotencyRequest | undefined, operation: string, input: unknown): KeyedRequest | undefined {
  if (!idempotency) return undefined;
  // Canonical JSON (keys sorted at every level): the same body with its keys in another order is
  // the same request (issue 29.7).
  const requestHash = createHash("sha256")
    .update(canonicalJson([operation, input]))
    .digest("hex");
  return { ...idempotency, requestHash };
}

/**
 * Serialises the purchases of a tenant (checkout, renewal invoice, settlement). NO KEY UPDATE: rows
 * that reference the tenant (bookings, payments) can still be inserted by others meanwhile, so this
 * lock never waits for their foreign-key locks (FOR UPDATE did, which deadlocked a 100% promo).
 */
export async function lockTenantRow(tx: Tx, tenantId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Tenant" WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
}

/** Payments an earlier answer still stands for; a failed or expired one may be tried again. */
const STANDING: ReadonlySet<PaymentStatus> = new Set(["PENDING", "SUCCEEDED", "REFUNDED"]);

/**
 * The payment an earlier request with the same key answered, when that answer still stands.
 * Throws IDEMPOTENCY_KEY_REUSED when the key came with another request. Call under the purchase lock.
 */
export async function replayedPayment(tx: Tx, keyed: KeyedRequest | undefined): Promise<Payment | null> {
  if (!keyed) return null;
  const row = await tx.idempotencyKey.findFirst({ where: { userId: keyed.userId, key: keyed.key } });
  if (!row) return null;
  if (row.requestHash !== keyed.requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  if (!row.paymentId) return null;
  const payment = await tx.payment.findFirst({ where: { id: row.paymentId } });
  return payment && STANDING.has(payment.status) ? payment : null;
}

export { rememberKey } from "./billing-sql.ts";

const POLL_MS = 50;

/**
 * The link of a payment another request is opening at the provider right now: waits until that
 * request stored it, at most `waitMs` (a bit longer than the provider timeout). Its provider
 * failure is this request's too; a payment still without a link then is 409 PAYMENT_IN_PROGRESS.
 */
export async function awaitOpenedPayment(db: ScopedDb, payment: Payment, waitMs: number): Promise<OpenedPayment> {
  const deadline = Date.now() + waitMs;
  let current: Payment | null = payment;
  for (;;) {
    if (current?.confirmationUrl) return { paymentId: current.id, confirmationUrl: current.confirmationUrl };
    if (current && current.status === "FAILED") throw new AppError("PAYMENT_PROVIDER_ERROR");
    if (current?.status !== "PENDING" || Date.now() >= deadline) throw new AppError("PAYMENT_IN_PROGRESS");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await db.payment.findUnique({ where: { id: payment.id } });
  }
}
