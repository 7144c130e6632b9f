// Reviewed raw SQL (tests/isolation/sql-statements covers each statement): the platform bot gets
// only a team invitation's token in `/start inv_<token>`; this finds the page it belongs to, so the
// bot can open the mini app there. Everything after that is scoped to the tenant.
import { z } from "zod";
import { statement } from "@booking/db";

/** The tenant slug and name of the invitation whose token hashes to $1 (any state). */
export const invitationTenantStatement = statement(
  "invitation_tenant",
  z.strictObject({ slug: z.string(), displayName: z.string(), role: z.string() }),
  `SELECT t.slug, t."displayName", i.role::text AS role
    FROM "TeamInvitation" AS i JOIN "Tenant" AS t ON t.id = i."tenantId"
    WHERE i."tokenHash" = $1`,
);
