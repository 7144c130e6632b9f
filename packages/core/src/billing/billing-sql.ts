// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
// A provider notification or a payment's timeout job knows only the payment; these find the
// tenant it belongs to, and everything after that runs on that tenant's scoped client.
import { z } from "zod";
import { statement } from "@booking/db";

/** The tenant a row belongs to. */
export const tenantIdRow = z.strictObject({ tenantId: z.string() });

export const paymentTenantById = statement(
  "payment_tenant_by_id", tenantIdRow,
  `SELECT "tenantId" FROM "Payment" WHERE id = $1::uuid`,
);

export const paymentTenantByProviderId = statement(
  "payment_tenant_by_provider_id", tenantIdRow,
  `SELECT "tenantId" FROM "Payment" WHERE "providerPaymentId" = $1 AND provider::text = ANY($2::text[])`,
);
