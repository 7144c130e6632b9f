// @booking/payments: YooKassa, T-Bank and SBP behind one PaymentProviderAdapter interface.
import { AppError } from "@booking/contracts";
import { providerConfigSchemas, type ProviderConfigs } from "./config.ts";
import { createSbpAdapter } from "./sbp.ts";
import { createTbankAdapter } from "./tbank.ts";
import type { AdapterOptions, PaymentProvider, PaymentProviderAdapter } from "./types.ts";
import { createYookassaAdapter } from "./yookassa.ts";

/**
 * Builds the adapter for a tenant's payment method. `config` is validated here (it usually comes
 * decrypted from the database), so an incomplete method fails with PAYMENT_PROVIDER_NOT_CONFIGURED
 * before any request is made. For SBP, `options.baseUrl` is the API root of the processor the
 * config routes through (T-Bank or YooKassa).
 */
export function createPaymentAdapter(provider: PaymentProvider, config: unknown, options: AdapterOptions = {}): PaymentProviderAdapter {
  const parsed = providerConfigSchemas[provider].safeParse(config);
  if (!parsed.success) {
    // Only field names: the rejected values are credentials.
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))];
    throw new AppError("PAYMENT_PROVIDER_NOT_CONFIGURED", `${provider} credentials are missing or malformed`, { provider, fields });
  }
  switch (provider) {
    case "YOOKASSA":
      return createYookassaAdapter(parsed.data as ProviderConfigs["YOOKASSA"], options);
    case "TBANK":
      return createTbankAdapter(parsed.data as ProviderConfigs["TBANK"], options);
    default:
      return createSbpAdapter(parsed.data as ProviderConfigs["SBP"], options);
  }
}

export * from "./types.ts";
export * from "./config.ts";
export { minorToDecimalString, decimalStringToMinor } from "./money.ts";
export {
  assertValidReceipt,
  receiptForAmount,
  receiptItemName,
  serviceReceipt,
  type Receipt,
  type ReceiptItem,
  type ReceiptSettings,
} from "./receipt.ts";
export { yookassaReceipt } from "./receipt-yookassa.ts";
export { tbankReceipt } from "./receipt-tbank.ts";
export { tbankToken, isValidTbankToken } from "./tbank-token.ts";
export { mapTbankStatus, createTbankAdapter } from "./tbank.ts";
export { createYookassaAdapter } from "./yookassa.ts";
export { createSbpAdapter } from "./sbp.ts";
export { DEFAULT_TIMEOUT_MS as DEFAULT_PROVIDER_TIMEOUT_MS } from "./http.ts";
export { TBANK_DEFAULT_BASE_URL } from "./tbank-client.ts";
export { YOOKASSA_DEFAULT_BASE_URL } from "./yookassa-api.ts";
