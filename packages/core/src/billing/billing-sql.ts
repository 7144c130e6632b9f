// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
// A provider notification or a payment's timeout job knows only the payment; these find the
// tenant it belongs to, and everything after that runs on that tenant's scoped client.
import { statement } from "@booking/db";

export const paymentTenantById = statement<{ tenantId: string }>(
  "payment_tenant_by_id",
  `SELECT "tenantId" FROM "Payment" WHERE id = $1::uuid`,
);

export const paymentTenantByProviderId = statement<{ tenantId: string }>(
  "payment_tenant_by_provider_id",
  `SELECT "tenantId" FROM "Payment" WHERE "providerPaymentId" = $1 AND provider::text = ANY($2::text[])`,
);
