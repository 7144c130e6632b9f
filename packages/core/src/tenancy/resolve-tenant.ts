import { AppError, DEFAULT_TENANT_SLUG } from "@booking/contracts";
import { columns, Prisma, statement, tenantRow, type Sql, type Tenant } from "@booking/db";

// Every request resolves its tenant: prepared statements (db/sql.ts), not Prisma model queries.
const TENANT = columns(Prisma.TenantScalarFieldEnum, "t");
const tenantBySlug = statement("tenant_by_slug", tenantRow, `SELECT ${TENANT} FROM "Tenant" AS t WHERE t.slug = $1`);
const tenantByDomain = statement("tenant_by_domain", tenantRow, `SELECT ${TENANT} FROM "Tenant" AS t WHERE t."customDomain" = $1`);

export interface TenantHint {
  /** The X-Tenant header. */
  slug?: string;
  /** The Host header. */
  host?: string;
}

/**
 * How the request named its tenant: the X-Tenant header, the tenant's own domain, or neither (the
 * platform's pages outside any tenant, which fall back to "default").
 */
export type TenantSource = "header" | "domain" | "fallback";

export interface ResolvedTenant {
  tenant: Tenant;
  source: TenantSource;
}

/** The X-Tenant slug as stored (lower case); undefined without one. Too long: unknown tenant. */
export function requestedSlug(req: TenantHint): string | undefined {
  const slug = req.slug?.trim().toLowerCase();
  if (!slug) return undefined;
  if (slug.length > 64) throw new AppError("TENANT_NOT_FOUND");
  return slug;
}

/** Without X-Tenant: the tenant whose custom domain is the Host, else "default". */
export async function tenantByHost(sql: Sql, host: string | undefined): Promise<ResolvedTenant> {
  const name = host?.split(":")[0]?.trim().toLowerCase();
  if (name && name.length <= 253) {
    const [tenant] = await sql.rows(tenantByDomain, [name]);
    if (tenant) return { tenant, source: "domain" };
  }
  const [fallback] = await sql.rows(tenantBySlug, [DEFAULT_TENANT_SLUG]);
  if (!fallback) throw new AppError("TENANT_NOT_FOUND");
  return { tenant: fallback, source: "fallback" };
}

/**
 * X-Tenant wins; without it, a tenant whose custom domain equals the Host; otherwise "default".
 * An unknown slug is a 404, never a silent fallback to another tenant.
 */
export async function resolveTenant(sql: Sql, req: TenantHint): Promise<ResolvedTenant> {
  const slug = requestedSlug(req);
  if (slug === undefined) return tenantByHost(sql, req.host);
  const [tenant] = await sql.rows(tenantBySlug, [slug]);
  if (!tenant) throw new AppError("TENANT_NOT_FOUND");
  return { tenant, source: "header" };
}
