// T-Bank acquiring `Receipt` (FFD 1.05, sent in Init and Cancel): Email or Phone ("+{digits}"),
// Taxation, Items with Name (≤128), Price and Amount in kopecks (Amount = Price × Quantity), Quantity,
// Tax, PaymentMethod, PaymentObject. It is a nested object, so it never enters the request's Token.
import { effectiveVat, e164Digits, type Receipt } from "./receipt.ts";

const TAXATION = { OSN: "osn", USN_INCOME: "usn_income", USN_INCOME_OUTCOME: "usn_income_outcome", ESN: "esn", PATENT: "patent" } as const;
const TAX = {
  NONE: "none",
  VAT0: "vat0",
  VAT5: "vat5",
  VAT7: "vat7",
  VAT10: "vat10",
  VAT22: "vat22",
  VAT105: "vat105",
  VAT107: "vat107",
  VAT110: "vat110",
  VAT122: "vat122",
} as const;
const PAYMENT_METHODS = { FULL_PAYMENT: "full_payment", FULL_PREPAYMENT: "full_prepayment" } as const;

export interface TbankReceipt {
  Email?: string;
  Phone?: string;
  Taxation: string;
  Items: { Name: string; Price: number; Quantity: number; Amount: number; Tax: string; PaymentMethod: string; PaymentObject: "service" }[];
}

export function tbankReceipt(receipt: Receipt): TbankReceipt {
  return {
    ...(receipt.customer.email ? { Email: receipt.customer.email } : { Phone: `+${e164Digits(receipt.customer.phone ?? "")}` }),
    Taxation: TAXATION[receipt.taxSystem],
    Items: receipt.items.map((item) => ({
      Name: item.name,
      Price: item.amountMinor / item.quantity,
      Quantity: item.quantity,
      Amount: item.amountMinor,
      Tax: TAX[effectiveVat(item.vat, receipt.paymentMode)],
      PaymentMethod: PAYMENT_METHODS[receipt.paymentMode],
      PaymentObject: "service",
    })),
  };
}
