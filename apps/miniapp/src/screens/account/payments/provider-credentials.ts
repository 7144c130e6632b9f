// The credentials each payment provider takes (packages/payments config schemas): YooKassa a shop
// id and a secret key, T-Bank a terminal key and a password; SBP runs through one of the two and
// takes that provider's fields plus `via`. The server validates and encrypts them.
import type { PaymentProvider } from "../account-data.ts";

export type CredentialsProvider = Exclude<PaymentProvider, "SBP">;
export const SBP_CARRIERS: readonly CredentialsProvider[] = ["TBANK", "YOOKASSA"];

export interface CredentialField {
  name: string;
  labelKey: string;
  /** A line under the field: what the provider's dashboard calls it. */
  hintKey?: string;
  secret: boolean;
}

export const CREDENTIAL_FIELDS: Readonly<Record<CredentialsProvider, readonly CredentialField[]>> = {
  YOOKASSA: [
    { name: "shopId", labelKey: "account.payments.fields.shopId", secret: false },
    { name: "secretKey", labelKey: "account.payments.fields.secretKey", secret: true },
  ],
  TBANK: [
    {
      name: "terminalKey",
      labelKey: "account.payments.fields.terminalKey",
      hintKey: "account.payments.fields.terminalKeyHint",
      secret: false,
    },
    { name: "password", labelKey: "account.payments.fields.password", secret: true },
  ],
};

/** The provider whose fields the form shows: SBP borrows its carrier's. */
export function fieldsProvider(provider: PaymentProvider, via: CredentialsProvider): CredentialsProvider {
  return provider === "SBP" ? via : provider;
}

export function credentialsComplete(
  provider: PaymentProvider,
  via: CredentialsProvider,
  values: Readonly<Record<string, string>>,
): boolean {
  return CREDENTIAL_FIELDS[fieldsProvider(provider, via)].every((field) => (values[field.name] ?? "").trim() !== "");
}

/** The `config` of PUT /api/account/payment-methods/credentials. */
export function credentialsConfig(
  provider: PaymentProvider,
  via: CredentialsProvider,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const config: Record<string, string> = {};
  for (const field of CREDENTIAL_FIELDS[fieldsProvider(provider, via)]) config[field.name] = (values[field.name] ?? "").trim();
  return provider === "SBP" ? { ...config, via } : config;
}
