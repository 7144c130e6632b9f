// Plan limits that count rows (services, news) must hold under concurrency: two admins adding the
// last allowed item at the same moment must not both succeed. Such a write runs in a transaction
// that first locks the tenant's row, which serialises the count-then-write of one tenant (other
// tenants never wait), and reads the plan under that lock, so a plan change cannot slip in between.
import { AppError, type PlanName } from "@booking/contracts";
import type { ScopedDb } from "./scoped-db.ts";

/** The client inside `ScopedDb.$transaction`: still tenant-scoped (the query extension applies). */
export type ScopedTx = Omit<ScopedDb, "$connect" | "$disconnect" | "$on" | "$use" | "$extends" | "$transaction">;

export async function withTenantPlanLock<T>(
  db: ScopedDb,
  tenantId: string,
  work: (tx: ScopedTx, plan: PlanName) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    // FOR NO KEY UPDATE conflicts with itself and with plan updates, but not with the KEY SHARE lock
    // that inserting any row referencing the tenant takes, so bookings and the like never wait on it.
    const [locked] = await tx.$queryRaw<{ plan: PlanName }[]>`
      SELECT plan::text AS plan FROM "Tenant" WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
    if (!locked) throw new AppError("TENANT_NOT_FOUND");
    return work(tx, locked.plan);
  });
}

/**
 * Runs a plan-limit assertion (booking/plan-limits.ts) and, when it refuses, names the plan and its
 * limit in the message: the API body carries only `{ error, message }`, not the error's details.
 */
export function assertWithinPlanLimit(assertion: () => void, items: { one: string; many: string }): void {
  try {
    assertion();
  } catch (error) {
    const limit = error instanceof AppError ? error.details?.limit : undefined;
    if (!(error instanceof AppError) || typeof limit !== "number") throw error;
    const noun = limit === 1 ? items.one : items.many;
    throw new AppError(error.code, `Your ${String(error.details?.plan)} plan allows at most ${limit} ${noun}`, error.details);
  }
}
