// How the platform takes money (subscriptions) and where the provider APIs live. Tenants' own
// credentials (booking payments) are stored encrypted per tenant; these come from the environment.
import { AppError, SUBSCRIPTION_PERIOD_DAYS, type PlanName } from "@booking/contracts";
import {
  createPaymentAdapter,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  type PaymentProvider,
  type PaymentProviderAdapter,
  type ReceiptSettings,
} from "@booking/payments";
import type { AppConfig } from "../config.ts";

export interface PaymentsSettings {
  /** The platform's own provider credentials, by provider (SBP: a config with `via`). */
  platformCredentials: Partial<Record<PaymentProvider, unknown>>;
  /** Provider used for subscriptions when the checkout names none. */
  platformDefaultProvider?: PaymentProvider;
  /** Currency subscriptions are charged in (T-Bank and SBP take RUB only). */
  platformCurrency: string;
  /** Charged minor units per catalogue minor unit (the catalogue is priced in USD). */
  platformPriceRate: number;
  /** API roots; tests point them at local stand-ins. */
  baseUrls: { YOOKASSA?: string; TBANK?: string };
  /** Per-request timeout towards providers. */
  timeoutMs?: number;
  /** The platform's 54-FZ receipt settings for subscription payments (PLATFORM_RECEIPT_*); absent: none sent. */
  platformReceipt?: ReceiptSettings;
}

export const NO_PAYMENTS: PaymentsSettings = { platformCredentials: {}, platformCurrency: "USD", platformPriceRate: 1, baseUrls: {} };

export function paymentsSettings(config: AppConfig): PaymentsSettings {
  return config.payments ?? NO_PAYMENTS;
}

/** An adapter pointed at the configured API root of the processor that actually serves `provider`. */
export function adapterFor(settings: PaymentsSettings, provider: PaymentProvider, credentials: unknown): PaymentProviderAdapter {
  const processor = provider === "SBP" ? (credentials as { via?: "YOOKASSA" | "TBANK" } | null)?.via : provider;
  return createPaymentAdapter(provider, credentials, {
    baseUrl: processor ? settings.baseUrls[processor] : undefined,
    timeoutMs: settings.timeoutMs,
  });
}

/** How long a click waits for the link of a payment another click is opening: the provider's timeout and a margin. */
export function providerWaitMs(settings: PaymentsSettings): number {
  return (settings.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS) + 2_000;
}

/** The platform provider for a subscription checkout: the one asked for, else the default. */
export function platformProvider(settings: PaymentsSettings, requested?: PaymentProvider): PaymentProvider {
  const provider = requested ?? settings.platformDefaultProvider;
  if (!provider || settings.platformCredentials[provider] === undefined) {
    throw new AppError(
      "PAYMENT_PROVIDER_NOT_CONFIGURED",
      requested ? `The platform does not accept ${requested} payments` : "The platform has no payment provider configured",
    );
  }
  return provider;
}

/** Catalogue minor units (USD cents) → minor units of the platform currency. */
export function platformChargeMinor(settings: PaymentsSettings, catalogueMinor: number): number {
  return Math.round(catalogueMinor * settings.platformPriceRate);
}

export function subscriptionDescription(plan: PlanName, tenantName: string): string {
  return `${plan} plan, ${SUBSCRIPTION_PERIOD_DAYS} days: ${tenantName}`;
}
