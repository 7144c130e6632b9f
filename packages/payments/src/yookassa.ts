// YooKassa (REST v3). Notifications are NOT signed, so nothing in a notification body is trusted:
// only the payment id is read from it, and the state comes from GET /payments/{id} with our own
// credentials. A forged "payment.succeeded" therefore reports whatever YooKassa really says.
import { z } from "zod";
import { AppError } from "@booking/contracts";
import type { YookassaConfig } from "./config.ts";
import { assertPositiveAmount, notificationRejected, providerError, unsupportedRequest } from "./errors.ts";
import { decimalStringToMinor, minorToDecimalString } from "./money.ts";
import { notificationObject } from "./notification-body.ts";
import { assertValidReceipt } from "./receipt.ts";
import { yookassaReceipt } from "./receipt-yookassa.ts";
import type { AdapterOptions, PaymentProvider, PaymentProviderAdapter, PaymentState, PaymentStatusReport, RefundState } from "./types.ts";
import { createYookassaClient, type YookassaClient, type YookassaPayment } from "./yookassa-api.ts";

/** YooKassa limits: description ≤ 128 characters. */
const DESCRIPTION_MAX = 128;

/** Cancellation reasons meaning "nobody paid" rather than "the payment was declined". */
const NOT_PAID_REASONS = new Set(["canceled_by_merchant", "expired_on_confirmation", "expired_on_capture", "deal_expired"]);

function mapStatus(payment: YookassaPayment, refundedMinor: number): PaymentState {
  switch (payment.status) {
    case "succeeded":
      return refundedMinor > 0 ? "REFUNDED" : "SUCCEEDED";
    case "canceled":
      return NOT_PAID_REASONS.has(payment.cancellation_details?.reason ?? "") ? "CANCELLED" : "FAILED";
    default:
      // pending, and waiting_for_capture (only reachable with capture=false, which we never send).
      return "PENDING";
  }
}

export function reportYookassaPayment(payment: YookassaPayment): PaymentStatusReport {
  let amountMinor: number;
  let refundedMinor = 0;
  try {
    amountMinor = decimalStringToMinor(payment.amount.value);
    if (payment.refunded_amount) refundedMinor = decimalStringToMinor(payment.refunded_amount.value);
  } catch {
    throw providerError("YooKassa", "read payment", "amount is not a valid decimal");
  }
  const orderId = payment.metadata?.orderId;
  return {
    status: mapStatus(payment, refundedMinor),
    amountMinor,
    currency: payment.amount.currency,
    refundedMinor,
    orderId: typeof orderId === "string" ? orderId : undefined,
  };
}

const notificationSchema = z.object({
  type: z.literal("notification"),
  event: z.string(),
  object: z.object({ id: z.string().min(1), payment_id: z.string().min(1).optional() }),
});

/** The payment a notification is about: payment.* events carry the payment, refund.* the refund. */
function notifiedPaymentId(event: string, object: { id: string; payment_id?: string }): string | undefined {
  if (event.startsWith("payment.")) return object.id;
  if (event.startsWith("refund.")) return object.payment_id;
  return undefined;
}

export interface YookassaVariant {
  provider: PaymentProvider;
  /** Forces one payment method (SBP uses "sbp"); absent means YooKassa's own method choice page. */
  paymentMethodType?: string;
}

export function createYookassaAdapter(config: YookassaConfig, options: AdapterOptions = {}): PaymentProviderAdapter {
  return yookassaAdapterWith(createYookassaClient(config, options), { provider: "YOOKASSA" });
}

export function yookassaAdapterWith(client: YookassaClient, variant: YookassaVariant): PaymentProviderAdapter {
  return {
    provider: variant.provider,

    async createPayment(input) {
      assertPositiveAmount("YooKassa", input.amountMinor);
      if (variant.paymentMethodType === "sbp" && input.currency !== "RUB") {
        throw unsupportedRequest("YooKassa", `SBP accepts RUB only, got ${input.currency}`);
      }
      // Checked before the call: a receipt that does not add up never reaches YooKassa.
      if (input.receipt) assertValidReceipt(input.receipt, input.amountMinor, input.currency);
      // Not sent: expiresAt (YooKassa sets the payment lifetime per method), notificationUrl
      // (configured per shop in the YooKassa cabinet); the customer's contact travels in the receipt.
      const payment = await client.createPayment(
        {
          amount: { value: minorToDecimalString(input.amountMinor), currency: input.currency },
          capture: true,
          confirmation: { type: "redirect", return_url: input.returnUrl },
          description: input.description.slice(0, DESCRIPTION_MAX),
          // YooKassa has no order-id field; metadata comes back on every read of the payment.
          metadata: { ...input.metadata, orderId: input.orderId },
          ...(variant.paymentMethodType ? { payment_method_data: { type: variant.paymentMethodType } } : {}),
          ...(input.receipt ? { receipt: yookassaReceipt(input.receipt, input.currency) } : {}),
        },
        input.idempotenceKey,
      );
      return {
        providerPaymentId: payment.id,
        status: reportYookassaPayment(payment).status,
        confirmationUrl: payment.confirmation?.confirmation_url,
        qrPayload: payment.confirmation?.confirmation_data,
      };
    },

    async fetchStatus(providerPaymentId) {
      return reportYookassaPayment(await client.getPayment(providerPaymentId));
    },

    async parseNotification(request) {
      const parsed = notificationSchema.safeParse(notificationObject("YooKassa", request));
      if (!parsed.success) throw notificationRejected("YooKassa", "not a YooKassa notification");
      const paymentId = notifiedPaymentId(parsed.data.event, parsed.data.object);
      if (!paymentId) throw notificationRejected("YooKassa", `unsupported event ${parsed.data.event}`);

      let payment: YookassaPayment;
      try {
        payment = await client.getPayment(paymentId);
      } catch (error) {
        // Unknown to this shop: forged, or meant for another tenant's shop.
        if (error instanceof AppError && error.details?.httpStatus === 404) {
          throw notificationRejected("YooKassa", "payment does not exist in this shop");
        }
        throw error;
      }
      const report = reportYookassaPayment(payment);
      return {
        ...report,
        providerPaymentId: payment.id,
        // From the fetched state only (the event name is unverified): a forged early
        // "payment.succeeded" can never take the key the genuine success will use.
        eventKey: `yookassa:${payment.id}:${payment.status}:${report.refundedMinor ?? 0}`,
      };
    },

    notificationReply() {
      // YooKassa only looks at the status code; anything but 200 makes it retry.
      return { status: 200, body: "", contentType: "text/plain; charset=utf-8" };
    },

    async refund(providerPaymentId, amountMinor, idempotenceKey, receipt) {
      assertPositiveAmount("YooKassa", amountMinor);
      // A refund is in the payment's currency, which the interface does not pass: read it back.
      const payment = await client.getPayment(providerPaymentId);
      const currency = payment.amount.currency;
      if (receipt) assertValidReceipt(receipt, amountMinor, currency);
      const refund = await client.createRefund(
        {
          payment_id: providerPaymentId,
          amount: { value: minorToDecimalString(amountMinor), currency },
          ...(receipt ? { receipt: yookassaReceipt(receipt, currency) } : {}),
        },
        idempotenceKey,
      );
      const status: RefundState = refund.status === "succeeded" ? "SUCCEEDED" : refund.status === "canceled" ? "FAILED" : "PENDING";
      return { status };
    },

    async testCredentials() {
      await client.me();
    },
  };
}
