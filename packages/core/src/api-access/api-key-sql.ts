// Reviewed raw SQL (tests/isolation/sql-statements covers it): the caller of a request that sends an
// API key, read before any scoped client exists. A key names its tenant; the statement returns it
// with the key, the key's creator and the creator's membership there, in one round trip.
import { columns, membershipRow, prefixedRow, Prisma, statement, tenantRow, userRow } from "@booking/db";
import { z } from "zod";

export const apiKeyRow = z.strictObject({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  keyHash: z.string(),
  createdById: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});

const apiKeyCallerRow = z.strictObject({
  ...prefixedRow(apiKeyRow, "k."),
  ...prefixedRow(tenantRow, "t."),
  ...prefixedRow(userRow, "u."),
  ...prefixedRow(membershipRow, "m.", { nullable: true }),
});

/** The key whose SHA-256 is $1, its tenant, its creator and the creator's membership in that tenant. */
export const apiKeyCaller = statement(
  "api_key_caller",
  apiKeyCallerRow,
  `
  SELECT ${columns(Prisma.ApiKeyScalarFieldEnum, "k", "k.")}, ${columns(Prisma.TenantScalarFieldEnum, "t", "t.")},
    ${columns(Prisma.UserScalarFieldEnum, "u", "u.")}, ${columns(Prisma.MembershipScalarFieldEnum, "m", "m.")}
  FROM "ApiKey" AS k
  JOIN "Tenant" AS t ON t.id = k."tenantId"
  JOIN "User" AS u ON u.id = k."createdById"
  LEFT JOIN "Membership" AS m ON m."tenantId" = k."tenantId" AND m."userId" = k."createdById"
  WHERE k."keyHash" = $1`,
);
