import type { Receipt } from "./receipt.ts";

// The one interface every payment provider adapter implements. Callers (billing, booking payments,
// webhook routes) only ever see these shapes; provider wire formats stay inside the adapters.

export const PAYMENT_PROVIDERS = ["YOOKASSA", "TBANK", "SBP"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Currencies each provider takes: T-Bank acquiring and SBP settle in roubles only; YooKassa takes
 * what the shop's contract allows (roubles always, others on request), so it is not limited here.
 */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProvider, readonly string[] | "any">> = {
  YOOKASSA: "any",
  TBANK: ["RUB"],
  SBP: ["RUB"],
};

export function acceptsCurrency(provider: PaymentProvider, currency: string): boolean {
  const accepted = PROVIDER_CURRENCIES[provider];
  return accepted === "any" || accepted.includes(currency);
}

/**
 * Provider-neutral payment state.
 * - PENDING: created, awaiting the payer, or funds only held (not yet captured).
 * - SUCCEEDED: money captured; the only state that may mark a booking PAID or extend a plan.
 * - FAILED: the payer tried and the bank or provider declined.
 * - CANCELLED: nobody paid (expired, cancelled by the merchant, hold released).
 * - REFUNDED: money was captured and then returned, fully or partly (`refundedMinor` says how much).
 * Consumers must never move an order backwards because of a PENDING report.
 */
export type PaymentState = "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED" | "REFUNDED";

/** Outcome of a refund request (refunds through SBP settle asynchronously, hence PENDING). */
export type RefundState = "PENDING" | "SUCCEEDED" | "FAILED";

export interface CreatePaymentInput {
  /** Our order id (booking or subscription payment id); echoed back by status checks. */
  orderId: string;
  /** Integer minor units (kopecks for RUB). */
  amountMinor: number;
  /** ISO 4217 letter code. T-Bank and SBP accept RUB only; YooKassa accepts what the shop allows. */
  currency: string;
  description: string;
  /** Where the payer lands after paying (YooKassa return_url, T-Bank SuccessURL/FailURL). */
  returnUrl: string;
  /** Repeating a create with the same key must not charge twice (YooKassa Idempotence-Key). */
  idempotenceKey: string;
  customerEmail?: string;
  /**
   * The 54-FZ receipt the provider fiscalizes with this payment (issue 30); its items must sum to
   * `amountMinor` (checked before the call: RECEIPT_INVALID). Absent: no receipt is sent.
   */
  receipt?: Receipt;
  /** Payment link / QR lifetime where the provider supports it (T-Bank RedirectDueDate). */
  expiresAt?: Date;
  /** Where the provider should post notifications, when it accepts one per payment (T-Bank). */
  notificationUrl?: string;
  metadata?: Record<string, string>;
}

export interface CreatedPayment {
  providerPaymentId: string;
  status: PaymentState;
  /** Page to send the payer to (hosted payment form or SBP link). */
  confirmationUrl?: string;
  /** Text to render as a QR code (SBP payload, an https://qr.nspk.ru/... link). */
  qrPayload?: string;
}

export interface PaymentStatusReport {
  status: PaymentState;
  /** The amount the payment was created for, in minor units; compare it with what was ordered. */
  amountMinor: number;
  currency: string;
  /** Minor units refunded so far, when the provider reports it (YooKassa does, T-Bank GetState does not). */
  refundedMinor?: number;
  orderId?: string;
}

/** A notification whose content has been proven to come from the provider. */
export interface VerifiedNotification extends PaymentStatusReport {
  providerPaymentId: string;
  /**
   * Stable key of this provider event, for "duplicate notifications change nothing": the same
   * event delivered twice yields the same key, and a different state of the same payment yields a
   * different one. Built from verified data only, so a forged event can never occupy the key of a
   * real one.
   */
  eventKey: string;
}

export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body. */
  body: unknown;
  /** The body as received, when the route kept it; used instead of `body` when present. */
  rawBody?: string;
}

export interface NotificationReply {
  status: number;
  body: string;
  contentType: string;
}

export interface PaymentProviderAdapter {
  readonly provider: PaymentProvider;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(providerPaymentId: string): Promise<PaymentStatusReport>;
  /** Verifies (signature or re-fetch) and normalises a provider notification; throws AppError if not genuine. */
  parseNotification(request: IncomingNotification): Promise<VerifiedNotification>;
  /** What the webhook route must answer after a notification was processed. */
  notificationReply(): NotificationReply;
  /** `receipt`: the refund's 54-FZ receipt (the payment's receipt for the refunded amount), when receipts are on. */
  refund(providerPaymentId: string, amountMinor: number, idempotenceKey: string, receipt?: Receipt): Promise<{ status: RefundState }>;
  /**
   * Throws AppError PAYMENT_CREDENTIALS_REJECTED when the provider refuses the credentials,
   * PAYMENT_PROVIDER_UNREACHABLE when it cannot be reached in time, PAYMENT_PROVIDER_ERROR otherwise.
   */
  testCredentials(): Promise<void>;
}

export interface AdapterOptions {
  /** Provider API root without a trailing slash; tests point it at a local stand-in. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per-request timeout; a slow provider becomes PAYMENT_PROVIDER_UNREACHABLE instead of a hung request. */
  timeoutMs?: number;
}
