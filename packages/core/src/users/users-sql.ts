// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): a
// user's memberships across tenants, for the global account's own questions ("which pages am I
// in", "which tenants do I administer").
import { statement } from "@booking/db";
import type { Role } from "@booking/db";

export interface UserTenantRow {
  tenantId: string;
  slug: string;
  displayName: string;
  timeZone: string;
  role: Role;
}

/** User $1's memberships with their tenants, oldest first. */
export const userTenants = statement<UserTenantRow>("user_tenants", `
  SELECT m."tenantId", t.slug, t."displayName", t."timeZone", m.role::text AS role
  FROM "Membership" AS m JOIN "Tenant" AS t ON t.id = m."tenantId"
  WHERE m."userId" = $1::uuid
  ORDER BY m."createdAt", m.id`);
