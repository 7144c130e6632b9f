// Credential schemas for each provider. A tenant's payment method counts as "configured" exactly
// when its stored config passes the schema, so the account screen and the server agree.
import { z } from "zod";
import type { PaymentProvider } from "./types.ts";

// Secrets are rejected rather than trimmed: silently altering a pasted key would hide the mistake.
const noWhitespace = /^\S+$/;

export const yookassaConfigSchema = z.object({
  // YooKassa shop ids are numeric ("Идентификатор магазина").
  shopId: z.string().regex(/^\d{1,20}$/, "shopId must be the numeric YooKassa shop id"),
  // Secret keys are issued as live_... or test_...
  secretKey: z
    .string()
    .max(200)
    .regex(/^(live|test)_[A-Za-z0-9_-]{8,}$/, "secretKey must look like live_... or test_..."),
});

export const tbankConfigSchema = z.object({
  // T-Bank documents TerminalKey as at most 20 characters.
  terminalKey: z.string().min(1).max(20).regex(noWhitespace, "terminalKey must not contain spaces"),
  password: z.string().min(1).max(100).regex(noWhitespace, "password must not contain spaces"),
});

/** SBP is not a processor of its own: it runs through the tenant's T-Bank terminal or YooKassa shop. */
export const sbpConfigSchema = z.discriminatedUnion("via", [
  tbankConfigSchema.extend({ via: z.literal("TBANK") }),
  yookassaConfigSchema.extend({ via: z.literal("YOOKASSA") }),
]);

export type YookassaConfig = z.infer<typeof yookassaConfigSchema>;
export type TbankConfig = z.infer<typeof tbankConfigSchema>;
export type SbpConfig = z.infer<typeof sbpConfigSchema>;

export interface ProviderConfigs {
  YOOKASSA: YookassaConfig;
  TBANK: TbankConfig;
  SBP: SbpConfig;
}

export const providerConfigSchemas = {
  YOOKASSA: yookassaConfigSchema,
  TBANK: tbankConfigSchema,
  SBP: sbpConfigSchema,
} as const satisfies Record<PaymentProvider, z.ZodType>;

export function isConfigured(provider: PaymentProvider, config: unknown): boolean {
  return providerConfigSchemas[provider].safeParse(config).success;
}
