// Payments are looked up in their tenant (GET /api/payments/{id} is tenant-scoped), but the
// provider sends the payer back to /payment/result?paymentId=… without a tenant. The screen that
// starts a payment remembers the tenant here; the result page reads it back.
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "./storage.ts";

interface PendingPayment {
  paymentId: string;
  tenant: string;
  /** Where "back" leads after the result: the tenant's bookings or the account area. */
  returnTo: string;
}

export function rememberPayment(payment: PendingPayment, storage: KeyValueStore = appStorage): void {
  storage.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify(payment));
}

export function rememberedPayment(paymentId: string, storage: KeyValueStore = appStorage): PendingPayment | undefined {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.pendingPayment) ?? "null") as PendingPayment | null;
    return stored?.paymentId === paymentId ? stored : undefined;
  } catch {
    return undefined;
  }
}
