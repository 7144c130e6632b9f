// 54-FZ receipts with every booking payment, refund and subscription payment (issue 30). A tenant
// switches them on with its tax system and VAT rate (receipts are in roubles, so a RUB page only);
// the platform's own subscription payments follow PLATFORM_RECEIPT_* (config). The receipt is built
// when the payment row is written and stored with it, so its refund repeats exactly what was sold.
import { AppError, type ReceiptPaymentMode, type ReceiptTaxSystem, type ReceiptVatRate } from "@booking/contracts";
import type { Prisma, Tenant } from "@booking/db";
import { assertValidReceipt, receiptForAmount, serviceReceipt, type Receipt, type ReceiptSettings } from "@booking/payments";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { lockTenantRow } from "./open-payments.ts";

export interface TenantReceiptView {
  enabled: boolean;
  taxSystem: ReceiptTaxSystem | null;
  vat: ReceiptVatRate | null;
  paymentMode: ReceiptPaymentMode;
}

type ReceiptColumns = Pick<Tenant, "receiptsEnabled" | "receiptTaxSystem" | "receiptVat" | "receiptPaymentMode">;

export function tenantReceiptView(tenant: ReceiptColumns): TenantReceiptView {
  return {
    enabled: tenant.receiptsEnabled,
    taxSystem: tenant.receiptTaxSystem,
    vat: tenant.receiptVat,
    paymentMode: tenant.receiptPaymentMode,
  };
}

/** The tenant's settings when its receipts are on, else null. */
export function tenantReceiptSettings(tenant: ReceiptColumns): ReceiptSettings | null {
  if (!tenant.receiptsEnabled || !tenant.receiptTaxSystem || !tenant.receiptVat) return null;
  return { taxSystem: tenant.receiptTaxSystem, vat: tenant.receiptVat, paymentMode: tenant.receiptPaymentMode };
}

/**
 * Receipts on or off. On needs the page's currency to be RUB (checked under the tenant's row lock,
 * which a currency change takes too, so the two never cross).
 */
export async function setTenantReceipts(db: ScopedDb, tenantId: string, input: TenantReceiptView): Promise<TenantReceiptView> {
  const tenant = await db.$transaction(async (tx) => {
    await lockTenantRow(tx, tenantId);
    if (input.enabled) {
      const { currency } = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { currency: true } });
      if (currency !== "RUB") throw new AppError("RECEIPTS_NEED_RUB", undefined, { currency });
    }
    return tx.tenant.update({
      where: { id: tenantId },
      data: {
        receiptsEnabled: input.enabled,
        receiptTaxSystem: input.taxSystem,
        receiptVat: input.vat,
        receiptPaymentMode: input.paymentMode,
      },
    });
  });
  return tenantReceiptView(tenant);
}

/** Where the receipt goes: the contact given for this payment, else the account's email, else its phone. */
export function receiptCustomer(
  account: { email?: string | null; phone?: string | null },
  given?: { email: string } | { phone: string },
): { email?: string; phone?: string } {
  if (given) return given;
  if (account.email) return { email: account.email };
  if (account.phone) return { phone: account.phone };
  // The client asks for one and sends it again as `receiptContact`.
  throw new AppError("receiptContactRequired", undefined, { field: "receiptContact" });
}

export interface ReceiptSale {
  settings: ReceiptSettings | null;
  name: string;
  amountMinor: number;
  currency: string;
  account: { email?: string | null; phone?: string | null };
  contact?: { email: string } | { phone: string };
}

/**
 * The receipt of one sale (a booking, a plan), or null when receipts are off; checked at once
 * (RECEIPT_INVALID), before any payment row or provider call exists.
 */
export function saleReceipt(sale: ReceiptSale): Receipt | null {
  if (!sale.settings) return null;
  const customer = receiptCustomer(sale.account, sale.contact);
  const receipt = serviceReceipt(sale.settings, { name: sale.name, amountMinor: sale.amountMinor, customer });
  assertValidReceipt(receipt, sale.amountMinor, sale.currency);
  return receipt;
}

/** The receipt stored with a payment row (Prisma JSON). */
export function receiptColumn(receipt: Receipt | null): Prisma.InputJsonValue | undefined {
  return receipt ? (receipt as unknown as Prisma.InputJsonValue) : undefined;
}

/** A stored payment's receipt for `amountMinor` (its refund), or undefined when it was sent without one. */
export function storedReceipt(payment: { receipt: Prisma.JsonValue | null }, amountMinor?: number): Receipt | undefined {
  if (!payment.receipt) return undefined;
  const receipt = payment.receipt as unknown as Receipt;
  return amountMinor === undefined ? receipt : receiptForAmount(receipt, amountMinor);
}
