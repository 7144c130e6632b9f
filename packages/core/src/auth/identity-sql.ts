// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): the
// request's caller, read before any scoped client exists, in one round trip (see caller.ts).
import { columns, Prisma, statement, type Membership } from "@booking/db";

const CALLER = `
  SELECT ${columns(Prisma.TenantScalarFieldEnum, "t", "t.")}, ${columns(Prisma.SessionScalarFieldEnum, "s", "s.")},
    ${columns(Prisma.UserScalarFieldEnum, "u", "u.")}, ${columns(Prisma.MembershipScalarFieldEnum, "m", "m.")}
  FROM "Tenant" AS t
  LEFT JOIN "Session" AS s ON s."tokenHash" = $2
  LEFT JOIN "User" AS u ON u.id = s."userId"
  LEFT JOIN "Membership" AS m ON m."tenantId" = t.id AND m."userId" = u.id`;

/** The tenant with slug $1, and the session of token hash $2 with its user and membership there. */
export const callerBySlug = statement<Record<string, unknown>>("caller_by_slug", `${CALLER} WHERE t.slug = $1`);
/** The same for tenant id $1. */
export const callerByTenantId = statement<Record<string, unknown>>("caller_by_tenant_id", `${CALLER} WHERE t.id = $1::uuid`);

/** User $2's membership in tenant $1. */
export const membershipOf = statement<Membership>("membership_of", `
  SELECT ${columns(Prisma.MembershipScalarFieldEnum, "m")} FROM "Membership" AS m
  WHERE m."tenantId" = $1::uuid AND m."userId" = $2::uuid`);
