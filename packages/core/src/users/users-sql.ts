// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): a
// user's memberships across tenants, for the global account's own questions ("which pages am I
// in", "which tenants do I administer").
import { z } from "zod";
import { Role, statement } from "@booking/db";

const userTenantRow = z.strictObject({
  tenantId: z.string(),
  slug: z.string(),
  displayName: z.string(),
  timeZone: z.string(),
  role: z.enum(Role),
});

/** User $1's memberships with their tenants, oldest first. */
export const userTenants = statement(
  "user_tenants",
  userTenantRow,
  `
  SELECT m."tenantId", t.slug, t."displayName", t."timeZone", m.role::text AS role
  FROM "Membership" AS m JOIN "Tenant" AS t ON t.id = m."tenantId"
  WHERE m."userId" = $1::uuid
  ORDER BY m."createdAt", m.id`,
);
