// 54-FZ receipts (issue 30): the per-tenant setting in the providers' neutral terms. packages/payments
// maps each value to YooKassa's codes and T-Bank's names; the database holds the same values (enums).
import { z } from "zod";
import { EMAIL_PATTERN } from "./patterns.ts";
import { normalizePhone } from "./phone.ts";

/** Tax systems (YooKassa tax_system_code 1, 2, 3, 5, 6; T-Bank Taxation). UTII (4) ended in 2021. */
export const RECEIPT_TAX_SYSTEMS = ["OSN", "USN_INCOME", "USN_INCOME_OUTCOME", "ESN", "PATENT"] as const;
export type ReceiptTaxSystem = (typeof RECEIPT_TAX_SYSTEMS)[number];

/** VAT rates of a service; the calculated rates (22/122...) follow from the payment mode, not from this list. */
export const RECEIPT_VATS = ["NONE", "VAT0", "VAT5", "VAT7", "VAT10", "VAT22"] as const;
export type ReceiptVatRate = (typeof RECEIPT_VATS)[number];

/** FULL_PAYMENT: the payment settles the service; FULL_PREPAYMENT: paid before the service is given. */
export const RECEIPT_PAYMENT_MODES = ["FULL_PAYMENT", "FULL_PREPAYMENT"] as const;
export type ReceiptPaymentMode = (typeof RECEIPT_PAYMENT_MODES)[number];

/** The providers' limit on an item's name (YooKassa description, T-Bank Name): 128 characters. */
export const RECEIPT_ITEM_NAME_MAX = 128;

export const receiptSettingsInput = z
  .object({
    enabled: z.boolean(),
    taxSystem: z.enum(RECEIPT_TAX_SYSTEMS).nullable().default(null),
    vat: z.enum(RECEIPT_VATS).nullable().default(null),
    paymentMode: z.enum(RECEIPT_PAYMENT_MODES).default("FULL_PAYMENT"),
  })
  .superRefine((settings, ctx) => {
    if (!settings.enabled) return;
    if (!settings.taxSystem)
      ctx.addIssue({ code: "custom", path: ["taxSystem"], message: "Choose the tax system receipts are issued under" });
    else if (!settings.vat) ctx.addIssue({ code: "custom", path: ["vat"], message: "Choose the VAT rate of your services" });
  });

/**
 * Where a payer without an email or phone on their account wants the receipt: an email or a phone
 * number (spec-style key `receiptContactRequired` when neither fits).
 */
export const receiptContactInput = z
  .string()
  .trim()
  .max(254)
  .refine((value) => EMAIL_PATTERN.test(value) || normalizePhone(value) !== null, { error: "receiptContactRequired" })
  .transform((value): { email: string } | { phone: string } =>
    EMAIL_PATTERN.test(value) ? { email: value.toLowerCase() } : { phone: normalizePhone(value)! },
  )
  .meta({ description: "An email or a phone for the 54-FZ receipt, when the account has neither (else 400 receiptContactRequired)" });
