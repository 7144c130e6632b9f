// What YooKassa checks in a `receipt` when the shop sends receipts (54-FZ), following its API v3
// reference: a customer email or phone, 1-100 items, each with a description of at most 128
// characters, a positive quantity, an amount in the payment's currency, vat_code 1-12, a known
// payment_mode and payment_subject; tax_system_code 1-6 when given; and the items' total (amount ×
// quantity) equal to the payment's (or refund's) amount. Answers the first problem, as YooKassa does.
const PAYMENT_MODES = ["full_prepayment", "prepayment", "advance", "full_payment", "partial_payment", "credit", "credit_payment"];
const PAYMENT_SUBJECTS = [
  "commodity",
  "excise",
  "job",
  "service",
  "gambling_bet",
  "gambling_prize",
  "lottery",
  "lottery_prize",
  "intellectual_activity",
  "payment",
  "agent_commission",
  "composite",
  "another",
];

export interface ReceiptProblem {
  parameter: string;
  description: string;
}

const toMinor = (value: string) => Number(value.replace(".", ""));

/** A receipt line as sent: unchecked values, read field by field. */
interface Item {
  description?: unknown;
  quantity?: unknown;
  amount?: { value?: unknown; currency?: unknown };
  vat_code?: unknown;
  payment_mode?: unknown;
  payment_subject?: unknown;
}

/** null when the receipt is acceptable for a charge of `amount` (YooKassa's "123.45" value and currency). */
export function yookassaReceiptProblem(receipt: unknown, amount: { value: string; currency: string }): ReceiptProblem | null {
  if (!receipt || typeof receipt !== "object") return { parameter: "receipt", description: "Receipt is missing or illegal" };
  const { customer: rawCustomer, items, tax_system_code: taxSystem } = receipt as Record<string, unknown>;
  const customer = (rawCustomer ?? null) as { email?: unknown; phone?: unknown } | null;
  if (!customer || (typeof customer.email !== "string" && typeof customer.phone !== "string")) {
    return { parameter: "receipt.customer", description: "Receipt customer must have an email or a phone" };
  }
  if (typeof customer.phone === "string" && !/^\d{11,15}$/.test(customer.phone)) {
    return { parameter: "receipt.customer.phone", description: "Phone must be in ITU-T E.164 format, for example 79000000000" };
  }
  if (taxSystem !== undefined && (typeof taxSystem !== "number" || !Number.isInteger(taxSystem) || taxSystem < 1 || taxSystem > 6)) {
    return { parameter: "receipt.tax_system_code", description: "Invalid tax system code" };
  }
  if (!Array.isArray(items) || items.length === 0 || items.length > 100)
    return { parameter: "receipt.items", description: "Invalid items" };
  let total = 0;
  for (const item of items as Item[]) {
    if (typeof item.description !== "string" || item.description.length === 0 || Array.from(item.description).length > 128) {
      return { parameter: "receipt.items.description", description: "Description must be 1-128 characters" };
    }
    if (typeof item.quantity !== "number" || !(item.quantity > 0))
      return { parameter: "receipt.items.quantity", description: "Invalid quantity" };
    if (!item.amount || typeof item.amount.value !== "string" || !/^\d+\.\d{2}$/.test(item.amount.value)) {
      return { parameter: "receipt.items.amount", description: "Invalid item amount" };
    }
    if (item.amount.currency !== amount.currency)
      return { parameter: "receipt.items.amount.currency", description: "Item currency differs" };
    if (typeof item.vat_code !== "number" || !Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12) {
      return { parameter: "receipt.items.vat_code", description: "vat_code must be 1-12" };
    }
    if (!PAYMENT_MODES.includes(String(item.payment_mode)))
      return { parameter: "receipt.items.payment_mode", description: "Invalid payment_mode" };
    if (!PAYMENT_SUBJECTS.includes(String(item.payment_subject))) {
      return { parameter: "receipt.items.payment_subject", description: "Invalid payment_subject" };
    }
    total += Math.round(toMinor(item.amount.value) * item.quantity);
  }
  if (total !== toMinor(amount.value)) {
    return { parameter: "receipt.items.amount", description: "The sum of the items' amounts does not match the amount" };
  }
  return null;
}
