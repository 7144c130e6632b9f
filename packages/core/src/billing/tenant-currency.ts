// A tenant's payment terms. Its currency may only change to one that every enabled payment
// method takes, so a page never offers a provider that must refuse its money (T-Bank and SBP:
// roubles only), and enabling a method checks the same under the same lock. Its prepayment rule
// decides whether an unpaid booking is released when its payment window passes.
import { AppError, type PrepaymentPolicy, type TenantCurrency } from "@booking/contracts";
import type { PaymentProvider } from "@booking/payments";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { Tx } from "./deps.ts";
import { lockTenantRow } from "./open-payments.ts";
import { assertAcceptsCurrency } from "./payment-methods.ts";

/** The tenant's currency under its row lock: a concurrent currency change waits for the caller. */
export async function lockedTenantCurrency(tx: Tx, tenantId: string): Promise<string> {
  await lockTenantRow(tx, tenantId);
  return (await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { currency: true } })).currency;
}

/** `db` is the tenant's scope. PAYMENT_CURRENCY_NOT_SUPPORTED names an enabled method that cannot take `currency`. */
export async function setTenantCurrency(db: ScopedDb, tenantId: string, currency: TenantCurrency): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockTenantRow(tx, tenantId);
    const enabled = await tx.paymentMethod.findMany({ where: { isEnabled: true }, select: { provider: true } });
    for (const { provider } of enabled) assertAcceptsCurrency(provider as PaymentProvider, currency);
    // 54-FZ receipts are in roubles (issue 30): switch them off before leaving RUB.
    const { receiptsEnabled } = await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { receiptsEnabled: true } });
    if (receiptsEnabled && currency !== "RUB") throw new AppError("RECEIPTS_NEED_RUB", undefined, { currency });
    await tx.tenant.update({ where: { id: tenantId }, data: { currency } });
  });
}

/** `db` is the tenant's scope. Payments already open follow the rule in force when their window ends. */
export async function setTenantPrepayment(db: ScopedDb, tenantId: string, prepayment: PrepaymentPolicy): Promise<void> {
  await db.tenant.update({ where: { id: tenantId }, data: { prepayment } });
}
