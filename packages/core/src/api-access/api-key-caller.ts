// A request that sends `Authorization: Bearer bk_...` (an API key, not a session): who it acts as.
// The key is tenant-bound: a request at another tenant's custom domain, or naming another tenant in
// X-Tenant, is refused with 403 API_KEY_WRONG_TENANT; one naming none works on the key's own tenant.
// It acts as the key's creator, who must still be the tenant's OWNER or ADMIN, and only while the tenant's plan
// has API access; the procedures then check the key's scopes (trpc init.ts).
import { AppError, type ApiKeyScope } from "@booking/contracts";
import { prefixed, type Membership, type Sql, type Tenant, type User } from "@booking/db";
import { sha256 } from "../crypto/secret-box.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { allowsApiAccess } from "../booking/plan-limits.ts";
import { resolveTenant, requestedSlug, tenantByHost, type TenantHint, type TenantSource } from "../tenancy/resolve-tenant.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { apiKeyCaller, type apiKeyRow } from "./api-key-sql.ts";
import type { z } from "zod";

export interface ApiKeyIdentity {
  id: string;
  scopes: readonly ApiKeyScope[];
  lastUsedAt: Date | null;
}

export interface ApiKeyCaller {
  tenant: Tenant;
  tenantSource: TenantSource;
  user: User;
  membership: Membership;
  apiKey: ApiKeyIdentity;
}

/**
 * The tenant a key's request acts on, which must be the key's (issue 29.9: one rule, not two). The
 * Host decides first: at a tenant's custom domain that tenant is the request's, and X-Tenant may
 * only repeat it. Elsewhere X-Tenant names it (an unknown slug stays a 404); naming none is the
 * key's own tenant, never "default". Any other tenant is 403 API_KEY_WRONG_TENANT, before any of
 * its rows is read.
 */
async function requestedTenant(sql: Sql, hint: TenantHint, keyTenant: Tenant): Promise<TenantSource> {
  const slug = requestedSlug(hint);
  if (slug !== undefined && slug !== keyTenant.slug) await resolveTenant(sql, hint);
  const host = hint.host?.split(":")[0]?.trim().toLowerCase();
  const atKeysDomain = !!host && host === keyTenant.customDomain;
  const atOtherDomain = !atKeysDomain && (await tenantByHost(sql, hint.host).catch(() => null))?.source === "domain";
  if (atOtherDomain || (slug !== undefined && slug !== keyTenant.slug)) throw new AppError("API_KEY_WRONG_TENANT");
  if (slug !== undefined) return "header";
  return atKeysDomain ? "domain" : "fallback";
}

export async function lookUpApiKeyCaller(sql: Sql, hint: TenantHint, key: string, now = new Date()): Promise<ApiKeyCaller> {
  const [row] = await sql.rows(apiKeyCaller, [sha256(key)]);
  const stored = row ? prefixed<z.output<typeof apiKeyRow>>(row, "k.") : undefined;
  if (!row || !stored || stored.revokedAt) throw new AppError("UNAUTHORIZED", "The API key is invalid or revoked");
  const tenant = prefixed<Tenant>(row, "t.");
  const tenantSource = await requestedTenant(sql, hint, tenant);
  if (!allowsApiAccess(effectivePlan(tenant, now))) throw new AppError("PLAN_API_NOT_ALLOWED");
  const membership = row["m.id"] === null ? null : prefixed<Membership>(row, "m.");
  if (!membership || (membership.role !== "OWNER" && membership.role !== "ADMIN")) {
    throw new AppError("FORBIDDEN", "The API key's creator is no longer an admin of this page");
  }
  return {
    tenant,
    tenantSource,
    user: prefixed<User>(row, "u."),
    membership,
    apiKey: { id: stored.id, scopes: stored.scopes as ApiKeyScope[], lastUsedAt: stored.lastUsedAt },
  };
}

/** lastUsedAt is written at most once a minute per key, so a busy integration does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export async function touchApiKey(db: ScopedDb, key: ApiKeyIdentity, now = new Date()): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db.apiKey.updateMany({ where: { id: key.id }, data: { lastUsedAt: now } });
}
