// What T-Bank checks in a `Receipt` (FFD 1.05) on a terminal with an online cash register, following
// its acquiring API reference: Email or Phone, a known Taxation, 1-100 Items, each with a Name of at
// most 128 characters, integer Price, Quantity and Amount in kopecks with Amount = Price × Quantity,
// a known Tax, PaymentMethod and PaymentObject; and the Items' Amounts summing to the operation's Amount.
const TAXATION = ["osn", "usn_income", "usn_income_outcome", "envd", "esn", "patent"];
const TAX = ["none", "vat0", "vat5", "vat7", "vat10", "vat20", "vat22", "vat105", "vat107", "vat110", "vat120", "vat122"];
const PAYMENT_METHODS = ["full_prepayment", "prepayment", "advance", "full_payment", "partial_payment", "credit", "credit_payment"];
const PAYMENT_OBJECTS = [
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

/** null when acceptable for an operation of `amount` kopecks; else the Details of T-Bank's refusal. */
export function tbankReceiptProblem(receipt: unknown, amount: number): string | null {
  if (!receipt || typeof receipt !== "object") return "Receipt is required";
  const { Email: email, Phone: phone, Taxation: taxation, Items: items } = receipt as Record<string, unknown>;
  if (typeof email !== "string" && typeof phone !== "string") return "Receipt.Email or Receipt.Phone is required";
  if (typeof phone === "string" && !/^\+\d{11,15}$/.test(phone)) return "Receipt.Phone must be +{digits}";
  if (!TAXATION.includes(String(taxation))) return "Receipt.Taxation is invalid";
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) return "Receipt.Items must hold 1-100 items";
  let total = 0;
  for (const item of items as Record<string, unknown>[]) {
    if (typeof item.Name !== "string" || item.Name.length === 0 || Array.from(item.Name).length > 128) {
      return "Items.Name must be 1-128 characters";
    }
    const whole = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);
    const [price, quantity, lineAmount] = [whole(item.Price), whole(item.Quantity), whole(item.Amount)];
    if (price === null) return "Items.Price is invalid";
    if (!quantity) return "Items.Quantity is invalid";
    if (lineAmount === null) return "Items.Amount is invalid";
    if (price * quantity !== lineAmount) return "Items.Amount must equal Price × Quantity";
    if (!TAX.includes(String(item.Tax))) return "Items.Tax is invalid";
    if (item.PaymentMethod !== undefined && !PAYMENT_METHODS.includes(String(item.PaymentMethod))) return "Items.PaymentMethod is invalid";
    if (item.PaymentObject !== undefined && !PAYMENT_OBJECTS.includes(String(item.PaymentObject))) return "Items.PaymentObject is invalid";
    total += lineAmount;
  }
  if (total !== amount) return "The sum of Items.Amount does not match Amount";
  return null;
}
