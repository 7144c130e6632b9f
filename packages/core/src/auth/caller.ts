// What every request needs before anything else: its tenant and, with a Bearer token, the session,
// its user and the user's membership in that tenant. One prepared statement (db/sql.ts) answers
// all of it in one round trip; it ran as four Prisma queries before, most of a booking's cost.
import { AppError } from "@booking/contracts";
import { prefixed, type Membership, type Session, type Sql, type Tenant, type User } from "@booking/db";
import { sha256 } from "../crypto/secret-box.ts";
import { isIdle } from "./sessions.ts";
import { callerBySlug, callerByTenantId } from "./identity-sql.ts";
import { requestedSlug, resolveTenant, tenantByHost, type TenantHint, type TenantSource } from "../tenancy/resolve-tenant.ts";

/** A live session with its user and the user's membership in the request's tenant (if any). */
export type BearerSession = Session & { user: User; membership: Membership | null };

export interface Caller {
  tenant: Tenant;
  tenantSource: TenantSource;
  /** undefined without a Bearer token; null when the token is unknown, revoked or expired. */
  bearer: BearerSession | null | undefined;
}

function bearerOf(row: Record<string, unknown>, now: Date): BearerSession | null {
  if (row["s.id"] === null || row["u.id"] === null) return null;
  const session = prefixed<Session>(row, "s.");
  if (session.revokedAt || session.expiresAt <= now || isIdle(session, now)) return null;
  const membership = row["m.id"] === null ? null : prefixed<Membership>(row, "m.");
  return { ...session, user: prefixed<User>(row, "u."), membership };
}

async function callerRow(sql: Sql, hint: TenantHint, tokenHash: string): Promise<{ row: Record<string, unknown>; source: TenantSource }> {
  const slug = requestedSlug(hint);
  if (slug === undefined) {
    const { tenant, source } = await tenantByHost(sql, hint.host);
    // Found just now: only a concurrent delete of the tenant would leave no row.
    const [row] = await sql.rows(callerByTenantId, [tenant.id, tokenHash]);
    if (!row) throw new AppError("TENANT_NOT_FOUND");
    return { row, source };
  }
  const [row] = await sql.rows(callerBySlug, [slug, tokenHash]);
  if (!row) throw new AppError("TENANT_NOT_FOUND");
  return { row, source: "header" };
}

/** The request's tenant (see resolveTenant for the rules) and its Bearer session. */
export async function lookUpCaller(sql: Sql, hint: TenantHint, bearerToken: string | undefined, now = new Date()): Promise<Caller> {
  // Without a token the tenant alone is read: the storefront's requests.
  if (!bearerToken) {
    const { tenant, source } = await resolveTenant(sql, hint);
    return { tenant, tenantSource: source, bearer: undefined };
  }
  const { row, source } = await callerRow(sql, hint, sha256(bearerToken));
  return { tenant: prefixed<Tenant>(row, "t."), tenantSource: source, bearer: bearerOf(row, now) };
}
