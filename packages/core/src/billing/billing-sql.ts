// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
// A provider notification or a payment's timeout job knows only the payment; these find the
// tenant it belongs to, and everything after that runs on that tenant's scoped client.
import { z } from "zod";
import { AppError } from "@booking/contracts";
import { statement, type Sql } from "@booking/db";
import type { Tx } from "./deps.ts";
import type { KeyedRequest } from "./open-payments.ts";

/**
 * The providers the tenant has switched on. Asked on every calendar read (payment terms beside the
 * days summary, issue 28.1): one prepared statement costs a fraction of the ORM's query.
 */
const enabledPaymentProviders = statement(
  "enabled_payment_providers",
  z.strictObject({ provider: z.string() }),
  `SELECT provider::text AS provider FROM "PaymentMethod" WHERE "tenantId" = $1::uuid AND "isEnabled"`,
);

export async function enabledProvidersOf(sql: Sql, tenantId: string): Promise<string[]> {
  return (await sql.rows(enabledPaymentProviders, [tenantId])).map((row) => row.provider);
}

/** The tenant a row belongs to. */
export const tenantIdRow = z.strictObject({ tenantId: z.string() });

export const paymentTenantById = statement("payment_tenant_by_id", tenantIdRow, `SELECT "tenantId" FROM "Payment" WHERE id = $1::uuid`);

export const paymentTenantByProviderId = statement(
  "payment_tenant_by_provider_id",
  tenantIdRow,
  `SELECT "tenantId" FROM "Payment" WHERE "providerPaymentId" = $1 AND provider::text = ANY($2::text[])`,
);

/**
 * Records that the key answers `paymentId`. One statement, so the same key sent meanwhile for
 * another purchase (which holds another lock) cannot slip in: it either waits for this row and is
 * refused, or this one is.
 */
export async function rememberKey(tx: Tx, tenantId: string, keyed: KeyedRequest | undefined, paymentId: string): Promise<void> {
  if (!keyed) return;
  const stored = await tx.$executeRaw`
    INSERT INTO "IdempotencyKey" (id, "tenantId", "userId", key, "requestHash", "paymentId")
    VALUES (gen_random_uuid(), ${tenantId}::uuid, ${keyed.userId}::uuid, ${keyed.key}, ${keyed.requestHash}, ${paymentId}::uuid)
    ON CONFLICT ("tenantId", "userId", key) DO UPDATE SET "paymentId" = EXCLUDED."paymentId"
    WHERE "IdempotencyKey"."requestHash" = EXCLUDED."requestHash"`;
  if (stored === 0) throw new AppError("IDEMPOTENCY_KEY_REUSED");
}
