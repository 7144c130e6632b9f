// SBP (Система быстрых платежей) is not a processor of its own: a tenant takes SBP payments through
// its T-Bank terminal (Init, then GetQr for the NSPK payload) or its YooKassa shop
// (payment_method_data.type = "sbp", confirmation by redirect). Everything after creation —
// status, notifications, refunds — is the underlying processor's, so those adapters are reused.
import type { SbpConfig } from "./config.ts";
import { assertPositiveAmount } from "./errors.ts";
import { createTbankClient } from "./tbank-client.ts";
import { mapTbankStatus, tbankAdapterWith } from "./tbank.ts";
import type { AdapterOptions, PaymentProviderAdapter } from "./types.ts";
import { createYookassaClient } from "./yookassa-api.ts";
import { yookassaAdapterWith } from "./yookassa.ts";

export function createSbpAdapter(config: SbpConfig, options: AdapterOptions = {}): PaymentProviderAdapter {
  if (config.via === "YOOKASSA") {
    return yookassaAdapterWith(createYookassaClient(config, options), { provider: "SBP", paymentMethodType: "sbp" });
  }

  const client = createTbankClient(config, options);
  const tbank = tbankAdapterWith(client, config);
  return {
    ...tbank,
    provider: "SBP",
    async createPayment(input) {
      assertPositiveAmount("T-Bank", input.amountMinor);
      const created = await client.init(input);
      const payload = await client.getQr(created.PaymentId);
      return {
        providerPaymentId: created.PaymentId,
        status: mapTbankStatus(created.Status),
        qrPayload: payload,
        // The NSPK link opens the payer's bank app on a phone; fall back to the hosted form otherwise.
        confirmationUrl: payload.startsWith("https://") ? payload : created.PaymentURL,
      };
    },
  };
}
