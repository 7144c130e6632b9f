// A tenant's own domain (spec §5): host name only, lower case, unique, gated by plan. Requests
// whose Host is the domain resolve to the tenant (tenancy/resolve-tenant.ts); Caddy asks
// `tlsAllowedDomain` before it requests a certificate for a host.
import { domainToASCII } from "node:url";
import { AppError } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { Deps } from "../deps.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { allowsCustomDomain, assertAllowsCustomDomain } from "../booking/plan-limits.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level label is letters (or an IDN "xn--" label): this also refuses bare IP addresses. */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const MAX_HOST_LENGTH = 253;

/**
 * The normalised host name, or null when `input` is not one (schemes, paths, ports, IPs, one label).
 * IDN names (Cyrillic "запись.рф") become punycode: DNS, TLS and the Host header only know that form.
 */
export function normalizeDomain(input: string): string | null {
  const typed = input.trim();
  if (typed.includes("://") || typed.includes("/")) return null;
  const host = domainToASCII(typed);
  if (host.length > MAX_HOST_LENGTH) return null;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return TOP_LABEL.test(labels.at(-1)!) ? host : null;
}

/** The platform's own host (and anything under it) would route the platform's traffic to one tenant. */
function isPlatformHost(domain: string, publicUrl: string): boolean {
  const platform = new URL(publicUrl).hostname.toLowerCase();
  return domain === platform || domain.endsWith(`.${platform}`);
}

/** Sets (or with null / "" removes) the tenant's domain. Removing is allowed on any plan. */
export async function setCustomDomain(
  db: PlatformDb,
  { config }: Pick<Deps, "config">,
  tenant: Tenant,
  rawDomain: string | null,
  now: Date,
): Promise<Tenant> {
  if (rawDomain === null || rawDomain.trim() === "") {
    return db.tenant.update({ where: { id: tenant.id }, data: { customDomain: null } });
  }
  assertAllowsCustomDomain(effectivePlan(tenant, now));
  const domain = normalizeDomain(rawDomain);
  if (!domain) throw new AppError("DOMAIN_INVALID_FORMAT");
  if (isPlatformHost(domain, config.publicUrl)) throw new AppError("DOMAIN_TAKEN");
  try {
    return await db.tenant.update({ where: { id: tenant.id }, data: { customDomain: domain } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("DOMAIN_TAKEN");
    throw error;
  }
}

/**
 * Caddy's on-demand TLS `ask`: may a certificate be issued for `host`? Only for the domain (or its
 * www. form, which Caddy redirects) of an active tenant whose plan allows a domain. One indexed
 * lookup on the unique customDomain column.
 */
export async function tlsAllowedDomain(db: PlatformDb, host: string, now: Date): Promise<boolean> {
  const domain = normalizeDomain(host);
  if (!domain) return false;
  const candidates = domain.startsWith("www.") ? [domain, domain.slice(4)] : [domain];
  const tenants = await db.tenant.findMany({
    where: { customDomain: { in: candidates } },
    select: { isActive: true, plan: true, planExpiresAt: true },
  });
  return tenants.some((t) => t.isActive && allowsCustomDomain(effectivePlan(t, now)));
}
