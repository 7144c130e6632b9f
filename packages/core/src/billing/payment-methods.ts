// A tenant's own payment methods (booking payments): credentials stored encrypted with
// APP_SECRET, never returned or logged; a method counts as configured exactly when its stored
// credentials pass the provider's schema (packages/payments).
import { AppError, type PlanName } from "@booking/contracts";
import type { Payment } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { Deps } from "../deps.ts";
import {
  acceptsCurrency,
  isConfigured,
  PAYMENT_PROVIDERS,
  providerConfigSchemas,
  type PaymentProvider,
  type PaymentProviderAdapter,
} from "@booking/payments";
import { assertAllowsPaymentIntegration } from "../booking/plan-limits.ts";
import { decryptSecret, encryptSecret } from "../crypto/secret-box.ts";
import { adapterFor, paymentsSettings } from "./payments-settings.ts";
import { lockedTenantCurrency } from "./tenant-currency.ts";

export interface PaymentMethodView {
  provider: PaymentProvider;
  isEnabled: boolean;
  config: { isConfigured: boolean };
}

function decryptConfig(sealed: string | null, appSecret: string): unknown {
  if (!sealed) return null;
  try {
    return JSON.parse(decryptSecret(sealed, appSecret)) as unknown;
  } catch {
    // Sealed under another APP_SECRET: unusable, so the method reads as not configured.
    return null;
  }
}

/** The scoped tenant's stored credentials for `provider` (decrypted), or null. */
export async function tenantCredentials(db: ScopedDb, { config }: Pick<Deps, "config">, provider: PaymentProvider): Promise<unknown> {
  const method = await db.paymentMethod.findFirst({ where: { provider } });
  return decryptConfig(method?.configEncrypted ?? null, config.appSecret);
}

/** All three providers, configured or not, in catalogue order. */
export async function listPaymentMethods(db: ScopedDb, { config }: Pick<Deps, "config">): Promise<PaymentMethodView[]> {
  const rows = await db.paymentMethod.findMany();
  return PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const configured = isConfigured(provider, decryptConfig(row?.configEncrypted ?? null, config.appSecret));
    return { provider, isEnabled: Boolean(row?.isEnabled && configured), config: { isConfigured: configured } };
  });
}

/**
 * Enabling needs a plan with payment integration, a provider that takes the tenant's currency, and
 * stored credentials that the provider accepts right now (a method that can never take a payment
 * is never offered to customers); disabling always works.
 */
export async function setPaymentMethodEnabled(
  db: ScopedDb,
  deps: Deps,
  tenant: { id: string; plan: PlanName; currency: string },
  provider: PaymentProvider,
  isEnabled: boolean,
): Promise<void> {
  if (isEnabled) {
    assertAllowsPaymentIntegration(tenant.plan);
    assertAcceptsCurrency(provider, tenant.currency);
    const credentials = await tenantCredentials(db, deps, provider);
    if (!isConfigured(provider, credentials)) throw new AppError("PAYMENT_PROVIDER_NOT_CONFIGURED", undefined, { provider });
    // The provider call stays outside the transaction: it may take the whole provider timeout.
    await adapterFor(paymentsSettings(deps.config), provider, credentials).testCredentials();
  }
  await db.$transaction(async (tx) => {
    // Checked again under the tenant's lock, which a currency change takes too.
    if (isEnabled) assertAcceptsCurrency(provider, await lockedTenantCurrency(tx, tenant.id));
    await tx.paymentMethod.upsert({
      where: { tenantId_provider: { tenantId: tenant.id, provider } },
      create: { tenantId: tenant.id, provider, isEnabled },
      update: { isEnabled },
    });
  });
}

/** Stores (or with null removes, which also disables) a provider's credentials. */
export async function setPaymentCredentials(
  db: ScopedDb,
  { config }: Deps,
  tenant: { id: string; plan: PlanName },
  provider: PaymentProvider,
  credentials: unknown,
): Promise<void> {
  assertAllowsPaymentIntegration(tenant.plan);
  if (credentials === null) {
    await db.paymentMethod.updateMany({ where: { provider }, data: { configEncrypted: null, isEnabled: false } });
    return;
  }
  const parsed = providerConfigSchemas[provider].safeParse(credentials);
  if (!parsed.success) {
    // Field names and the schema's own wording only: never the rejected values (they are secrets).
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "config";
    throw new AppError("VALIDATION_ERROR", `config.${field}: ${issue?.message ?? "invalid"}`);
  }
  const configEncrypted = encryptSecret(JSON.stringify(parsed.data), config.appSecret);
  await db.paymentMethod.upsert({
    where: { tenantId_provider: { tenantId: tenant.id, provider } },
    create: { tenantId: tenant.id, provider, configEncrypted },
    update: { configEncrypted },
  });
}

/** PAYMENT_CURRENCY_NOT_SUPPORTED when `provider` cannot take `currency` (T-Bank and SBP: roubles only). */
export function assertAcceptsCurrency(provider: PaymentProvider, currency: string): void {
  if (!acceptsCurrency(provider, currency)) {
    throw new AppError("PAYMENT_CURRENCY_NOT_SUPPORTED", `${provider} does not take ${currency}`, { provider, currency });
  }
}

export async function testPaymentCredentials(
  db: ScopedDb,
  { config }: Deps,
  tenant: { plan: PlanName },
  provider: PaymentProvider,
): Promise<void> {
  assertAllowsPaymentIntegration(tenant.plan);
  const credentials = await tenantCredentials(db, { config }, provider);
  await adapterFor(paymentsSettings(config), provider, credentials).testCredentials();
}

/** The adapter holding the credentials a payment was made with: the platform's or its tenant's. */
export async function adapterForPayment(
  db: ScopedDb,
  { config }: Deps,
  payment: Pick<Payment, "purpose" | "provider">,
): Promise<PaymentProviderAdapter> {
  const settings = paymentsSettings(config);
  const credentials =
    payment.purpose === "SUBSCRIPTION"
      ? (settings.platformCredentials[payment.provider] ?? null)
      : await tenantCredentials(db, { config }, payment.provider);
  return adapterFor(settings, payment.provider, credentials);
}
