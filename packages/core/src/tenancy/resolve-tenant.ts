import { AppError, DEFAULT_TENANT_SLUG } from "@booking/contracts";
import type { Db, Tenant } from "@booking/db";

/**
 * X-Tenant wins; without it, a tenant whose custom domain equals the Host; otherwise "default".
 * An unknown slug is a 404, never a silent fallback to another tenant.
 */
export async function resolveTenant(db: Db, req: { slug?: string; host?: string }): Promise<Tenant> {
  const slug = req.slug?.trim().toLowerCase();
  if (slug) {
    if (slug.length > 64) throw new AppError("TENANT_NOT_FOUND");
    const tenant = await db.tenant.findUnique({ where: { slug } });
    if (!tenant) throw new AppError("TENANT_NOT_FOUND");
    return tenant;
  }
  const host = req.host?.split(":")[0]?.trim().toLowerCase();
  if (host && host.length <= 253) {
    const tenant = await db.tenant.findUnique({ where: { customDomain: host } });
    if (tenant) return tenant;
  }
  const fallback = await db.tenant.findUnique({ where: { slug: DEFAULT_TENANT_SLUG } });
  if (!fallback) throw new AppError("TENANT_NOT_FOUND");
  return fallback;
}
