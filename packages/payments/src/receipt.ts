// 54-FZ receipts (issue 30) in the providers' neutral terms: what a payment or a refund sells, to
// whom the receipt goes, under which tax system. YooKassa (`receipt`) and T-Bank (`Receipt`) fiscalize
// it through the online cash register of the shop; receipt-yookassa.ts and receipt-tbank.ts give it
// each provider's documented shape. A receipt is checked here before any provider call: items sum to
// the charged amount to the kopeck, names fit the providers' 128 characters, a contact is present.
import {
  AppError,
  RECEIPT_ITEM_NAME_MAX,
  RECEIPT_PAYMENT_MODES,
  RECEIPT_TAX_SYSTEMS,
  RECEIPT_VATS,
  type ReceiptPaymentMode,
  type ReceiptTaxSystem,
  type ReceiptVatRate,
} from "@booking/contracts";

export interface ReceiptItem {
  /** What was sold (a service's name), at most 128 characters. */
  name: string;
  /** A whole number of units (services are sold in units). */
  quantity: number;
  /** The line's total in minor units (kopecks): unit price × quantity. */
  amountMinor: number;
  vat: ReceiptVatRate;
}

export interface Receipt {
  /** Where the receipt is sent: an email, else a phone in E.164 (+7…). */
  customer: { email?: string; phone?: string };
  taxSystem: ReceiptTaxSystem;
  paymentMode: ReceiptPaymentMode;
  items: ReceiptItem[];
}

/** The seller's receipt settings (a tenant's, or the platform's own for subscriptions). */
export interface ReceiptSettings {
  taxSystem: ReceiptTaxSystem;
  vat: ReceiptVatRate;
  paymentMode: ReceiptPaymentMode;
}

/** The providers take at most 100 lines per receipt. */
const MAX_ITEMS = 100;

/** An item name within the providers' limit: whole characters (never half a surrogate pair), ellipsis when cut. */
export function receiptItemName(name: string): string {
  const chars = Array.from(name.replace(/\s+/g, " ").trim());
  if (chars.length <= RECEIPT_ITEM_NAME_MAX) return chars.join("") || "—";
  return `${chars.slice(0, RECEIPT_ITEM_NAME_MAX - 1).join("")}…`;
}

/** One service sold once for `amountMinor`: the receipt of a booking payment or a subscription. */
export function serviceReceipt(
  settings: ReceiptSettings,
  sale: { name: string; amountMinor: number; customer: { email?: string | null; phone?: string | null } },
): Receipt {
  const customer = sale.customer.email ? { email: sale.customer.email } : sale.customer.phone ? { phone: sale.customer.phone } : {};
  return {
    customer,
    taxSystem: settings.taxSystem,
    paymentMode: settings.paymentMode,
    items: [{ name: receiptItemName(sale.name), quantity: 1, amountMinor: sale.amountMinor, vat: settings.vat }],
  };
}

function invalid(reason: string): AppError {
  return new AppError("RECEIPT_INVALID", `Receipt not sent: ${reason}`, { reason });
}

/**
 * Throws RECEIPT_INVALID unless `receipt` may go with a charge (or refund) of `amountMinor` in
 * `currency`. Called by the adapters before they call the provider, so a mismatch never reaches it.
 */
export function assertValidReceipt(receipt: Receipt, amountMinor: number, currency: string): void {
  if (currency !== "RUB") throw invalid(`fiscal receipts are in roubles, not ${currency}`);
  if (!receipt.customer.email && !receipt.customer.phone) throw invalid("no email or phone to send it to");
  if (!(RECEIPT_TAX_SYSTEMS as readonly string[]).includes(receipt.taxSystem)) throw invalid(`unknown tax system ${receipt.taxSystem}`);
  if (!(RECEIPT_PAYMENT_MODES as readonly string[]).includes(receipt.paymentMode))
    throw invalid(`unknown payment mode ${receipt.paymentMode}`);
  if (receipt.items.length === 0 || receipt.items.length > MAX_ITEMS) throw invalid(`${receipt.items.length} items (1-${MAX_ITEMS})`);
  let total = 0;
  for (const item of receipt.items) {
    const length = Array.from(item.name).length;
    if (length === 0 || length > RECEIPT_ITEM_NAME_MAX) throw invalid(`an item name of ${length} characters (1-${RECEIPT_ITEM_NAME_MAX})`);
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) throw invalid(`quantity ${item.quantity}`);
    if (!Number.isSafeInteger(item.amountMinor) || item.amountMinor < 0 || item.amountMinor % item.quantity !== 0) {
      throw invalid(`line amount ${item.amountMinor} for quantity ${item.quantity}`);
    }
    if (!(RECEIPT_VATS as readonly string[]).includes(item.vat)) throw invalid(`unknown VAT rate ${item.vat}`);
    total += item.amountMinor;
  }
  if (total !== amountMinor) throw invalid(`items sum to ${total}, the amount is ${amountMinor}`);
}

/** The same receipt for another amount (a partial refund): one line per original line, scaled down, to the kopeck. */
export function receiptForAmount(receipt: Receipt, amountMinor: number): Receipt {
  const total = receipt.items.reduce((sum, item) => sum + item.amountMinor, 0);
  if (amountMinor === total) return receipt;
  if (receipt.items.length !== 1) throw invalid("a partial refund of a receipt with several lines");
  return { ...receipt, items: [{ ...receipt.items[0]!, quantity: 1, amountMinor }] };
}

/**
 * The VAT rate on the receipt: a payment taken before the service is given (FULL_PREPAYMENT) uses
 * the calculated rate (22/122 for 22%...), as 54-FZ requires for prepayments.
 */
export function effectiveVat(
  vat: ReceiptVatRate,
  mode: ReceiptPaymentMode,
): "NONE" | "VAT0" | "VAT5" | "VAT7" | "VAT10" | "VAT22" | "VAT105" | "VAT107" | "VAT110" | "VAT122" {
  if (mode !== "FULL_PREPAYMENT") return vat;
  switch (vat) {
    case "VAT5":
      return "VAT105";
    case "VAT7":
      return "VAT107";
    case "VAT10":
      return "VAT110";
    case "VAT22":
      return "VAT122";
    default:
      return vat;
  }
}

/** Phone in E.164 (+79001234567), as stored; the providers differ only in the leading "+". */
export function e164Digits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}
