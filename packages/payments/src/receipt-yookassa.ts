// YooKassa API v3 `receipt` (54-FZ "Чеки от ЮKassa" and partner cash registers): customer email or
// phone (ITU-T E.164 digits, 79000000000), items with description (≤128), quantity, amount (the unit
// price) with currency, vat_code (1-12), payment_mode, payment_subject; tax_system_code (1-6).
import { minorToDecimalString } from "./money.ts";
import { effectiveVat, e164Digits, type Receipt } from "./receipt.ts";

const TAX_SYSTEM_CODES = { OSN: 1, USN_INCOME: 2, USN_INCOME_OUTCOME: 3, ESN: 5, PATENT: 6 } as const;
const VAT_CODES = {
  NONE: 1,
  VAT0: 2,
  VAT10: 3,
  VAT20: 4,
  VAT110: 5,
  VAT120: 6,
  VAT5: 7,
  VAT7: 8,
  VAT105: 9,
  VAT107: 10,
  VAT22: 11,
  VAT122: 12,
} as const;
const PAYMENT_MODES = { FULL_PAYMENT: "full_payment", FULL_PREPAYMENT: "full_prepayment" } as const;

export interface YookassaReceipt {
  customer: { email?: string; phone?: string };
  items: {
    description: string;
    quantity: number;
    amount: { value: string; currency: string };
    vat_code: number;
    payment_mode: string;
    payment_subject: "service";
  }[];
  tax_system_code: number;
}

export function yookassaReceipt(receipt: Receipt, currency: string): YookassaReceipt {
  return {
    customer: receipt.customer.email ? { email: receipt.customer.email } : { phone: e164Digits(receipt.customer.phone ?? "") },
    items: receipt.items.map((item) => ({
      description: item.name,
      quantity: item.quantity,
      amount: { value: minorToDecimalString(item.amountMinor / item.quantity), currency },
      vat_code: VAT_CODES[effectiveVat(item.vat, receipt.paymentMode)],
      payment_mode: PAYMENT_MODES[receipt.paymentMode],
      payment_subject: "service",
    })),
    tax_system_code: TAX_SYSTEM_CODES[receipt.taxSystem],
  };
}
