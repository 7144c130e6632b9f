// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): the
// request's caller, read before any scoped client exists, in one round trip (see caller.ts).
import { columns, membershipRow, prefixedRow, Prisma, sessionRow, statement, tenantRow, userRow } from "@booking/db";
import { z } from "zod";

const CALLER = `
  SELECT ${columns(Prisma.TenantScalarFieldEnum, "t", "t.")}, ${columns(Prisma.SessionScalarFieldEnum, "s", "s.")},
    ${columns(Prisma.UserScalarFieldEnum, "u", "u.")}, ${columns(Prisma.MembershipScalarFieldEnum, "m", "m.")}
  FROM "Tenant" AS t
  LEFT JOIN "Session" AS s ON s."tokenHash" = $2
  LEFT JOIN "User" AS u ON u.id = s."userId"
  LEFT JOIN "Membership" AS m ON m."tenantId" = t.id AND m."userId" = u.id`;

/** The tenant with slug $1, and the session of token hash $2 with its user and membership there. */
const callerRow = z.strictObject({
  ...prefixedRow(tenantRow, "t."),
  ...prefixedRow(sessionRow, "s.", { nullable: true }),
  ...prefixedRow(userRow, "u.", { nullable: true }),
  ...prefixedRow(membershipRow, "m.", { nullable: true }),
});
export const callerBySlug = statement("caller_by_slug", callerRow, `${CALLER} WHERE t.slug = $1`);
/** The same for tenant id $1. */
export const callerByTenantId = statement("caller_by_tenant_id", callerRow, `${CALLER} WHERE t.id = $1::uuid`);

/** User $2's membership in tenant $1. */
export const membershipOf = statement(
  "membership_of",
  membershipRow,
  `
  SELECT ${columns(Prisma.MembershipScalarFieldEnum, "m")} FROM "Membership" AS m
  WHERE m."tenantId" = $1::uuid AND m."userId" = $2::uuid`,
);
