// 54-FZ receipts (issue 30): the per-tenant setting in the providers' neutral terms. packages/payments
// maps each value to YooKassa's codes and T-Bank's names; the database holds the same values (enums).
import { z } from "zod";

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
