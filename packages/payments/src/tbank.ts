// T-Bank acquiring (card payments through the hosted payment form). Notifications are signed with
// the terminal password (same Token rule as requests) and must be answered with HTTP 200 "OK".
import { z } from "zod";
import { AppError } from "@booking/contracts";
import type { TbankConfig } from "./config.ts";
import { assertPositiveAmount, notificationRejected } from "./errors.ts";
import { notificationObject } from "./notification-body.ts";
import { createTbankClient, type TbankClient } from "./tbank-client.ts";
import { isValidTbankToken } from "./tbank-token.ts";
import type { AdapterOptions, PaymentProviderAdapter, PaymentState, RefundState } from "./types.ts";

/**
 * T-Bank payment status → PaymentState.
 * AUTHORIZED stays PENDING: we always Init with PayType "O" (one-stage), where T-Bank sends
 * AUTHORIZED and CONFIRMED together, and only CONFIRMED means the money was captured.
 * REFUNDING stays SUCCEEDED: the money is still with the merchant until the refund completes.
 */
const STATUS_MAP: Readonly<Record<string, PaymentState>> = {
  CONFIRMED: "SUCCEEDED",
  REFUNDING: "SUCCEEDED",
  REJECTED: "FAILED",
  AUTH_FAIL: "FAILED",
  ATTEMPTS_EXPIRED: "FAILED",
  CANCELED: "CANCELLED",
  REVERSED: "CANCELLED",
  DEADLINE_EXPIRED: "CANCELLED",
  REFUNDED: "REFUNDED",
  PARTIAL_REFUNDED: "REFUNDED",
};

/** Everything not listed (NEW, FORM_SHOWED, AUTHORIZING, 3DS_CHECKING, AUTHORIZED, CONFIRMING, ...) is PENDING. */
export function mapTbankStatus(status: string): PaymentState {
  return STATUS_MAP[status] ?? "PENDING";
}

/** Cancel's resulting status → refund outcome; SBP refunds settle later (REFUNDING). */
function mapCancelStatus(status: string): RefundState {
  if (["REFUNDED", "PARTIAL_REFUNDED", "REVERSED", "PARTIAL_REVERSED", "CANCELED"].includes(status)) return "SUCCEEDED";
  if (status === "REJECTED") return "FAILED";
  return "PENDING";
}

// Notification fields we rely on (T-Bank "NotificationPayment"); other fields are signed but unused.
const notificationSchema = z.object({
  TerminalKey: z.string(),
  PaymentId: z.union([z.string().min(1), z.number().int()]).transform(String),
  Status: z.string(),
  Amount: z.number().int(),
  OrderId: z.string().optional(),
});

export function createTbankAdapter(config: TbankConfig, options: AdapterOptions = {}): PaymentProviderAdapter {
  return tbankAdapterWith(createTbankClient(config, options), config);
}

/** Shared with sbp.ts, which only replaces createPayment (Init + GetQr) and keeps the rest. */
export function tbankAdapterWith(client: TbankClient, config: TbankConfig): PaymentProviderAdapter {
  return {
    provider: "TBANK",

    async createPayment(input) {
      assertPositiveAmount("T-Bank", input.amountMinor);
      const created = await client.init(input);
      return {
        providerPaymentId: created.PaymentId,
        status: mapTbankStatus(created.Status),
        confirmationUrl: created.PaymentURL,
      };
    },

    async fetchStatus(providerPaymentId) {
      const state = await client.getState(providerPaymentId);
      return { status: mapTbankStatus(state.Status), amountMinor: state.Amount, currency: "RUB", orderId: state.OrderId };
    },

    async parseNotification(request) {
      const fields = notificationObject("T-Bank", request);
      if (!isValidTbankToken(fields, config.password)) throw notificationRejected("T-Bank", "Token is missing or does not match");
      const parsed = notificationSchema.safeParse(fields);
      if (!parsed.success) throw notificationRejected("T-Bank", "signed body lacks payment fields");
      const note = parsed.data;
      // Signed with this tenant's password but for another terminal: not a notification for us.
      if (note.TerminalKey !== config.terminalKey) throw notificationRejected("T-Bank", "notification is for another terminal");
      return {
        providerPaymentId: note.PaymentId,
        orderId: note.OrderId,
        status: mapTbankStatus(note.Status),
        amountMinor: note.Amount,
        currency: "RUB",
        // T-Bank repeats a notification until it gets "OK"; the raw status keeps AUTHORIZED and
        // CONFIRMED apart, the amount keeps successive partial refunds apart.
        eventKey: `tbank:${note.TerminalKey}:${note.PaymentId}:${note.Status}:${note.Amount}`,
      };
    },

    notificationReply() {
      return { status: 200, body: "OK", contentType: "text/plain; charset=utf-8" };
    },

    async refund(providerPaymentId, amountMinor, idempotenceKey, receipt) {
      assertPositiveAmount("T-Bank", amountMinor);
      const result = await client.cancel(providerPaymentId, amountMinor, idempotenceKey, receipt);
      return { status: mapCancelStatus(result.Status) };
    },

    async testCredentials() {
      // T-Bank has no "who am I" method. GetState checks the Token before looking the payment up,
      // so for a payment id that cannot exist: wrong credentials → error 204 (thrown as
      // PAYMENT_CREDENTIALS_REJECTED by the client), right credentials → a "not found" error.
      try {
        await client.getState("0");
      } catch (error) {
        const answeredWithAppError = error instanceof AppError && error.details?.providerCode !== undefined;
        if (!answeredWithAppError) throw error;
      }
    },
  };
}
