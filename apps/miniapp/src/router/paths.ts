// Path builders for the route table of spec §2, so screens never assemble URLs by hand.
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import type { SessionUser } from "../api/rest.ts";

export const TENANT_AREA = "/webapp";

/**
 * The full address of a tenant's page: on its own domain when it has one, else on `origin`. An
 * empty slug (a form not filled in yet) shows a readable "…" where the slug will go, never its
 * URL encoding.
 */
export function tenantAddress(slug: string, where: { origin: string; customDomain?: string | null }): string {
  const origin = where.customDomain ? `https://${where.customDomain}` : where.origin;
  return `${origin}${slug ? tenantPath(slug) : `${TENANT_AREA}/…`}`;
}

/** The account screen's query naming the business it is opened for. */
export const ACCOUNT_TENANT_PARAM = "tenant";

/** `/account?tenant=<slug>&tab=<tab>`: where a payment or a link returns to the account screen. */
export function accountPath(tenant: string | undefined, tab?: string): string {
  const params = new URLSearchParams();
  if (tenant) params.set(ACCOUNT_TENANT_PARAM, tenant);
  if (tab) params.set("tab", tab);
  const query = params.toString();
  return query ? `/account?${query}` : "/account";
}

/** Top-level paths that redirect to the default tenant's page of the same name (spec §2). */
export const LEGACY_TENANT_PAGES = ["news", "articles", "services", "booking", "my-bookings", "admin"] as const;

/** `/webapp/<slug>` or `/webapp/<slug>/<page>`. */
export function tenantPath(slug: string = DEFAULT_TENANT_SLUG, page?: string): string {
  const base = `${TENANT_AREA}/${encodeURIComponent(slug)}`;
  return page ? `${base}/${page.replace(/^\/+/, "")}` : base;
}

/** Where a legacy top-level path lands: same path, same query and hash, under the default tenant. */
export function legacyRedirectTarget(pathname: string, search = "", hash = ""): string {
  return `${tenantPath(DEFAULT_TENANT_SLUG)}${pathname}${search}${hash}`;
}

/** The tenant slug of a browser path, for the `X-Tenant` header; undefined outside the tenant area. */
export function tenantSlugFromPath(pathname: string): string | undefined {
  const match = /^\/webapp\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Pages where Telegram's BackButton stays hidden: the landing page and each tenant's home. */
export function isRootPage(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  return trimmed === "/" || /^\/webapp\/[^/]+$/.test(trimmed);
}

/** "My Page" of spec §2: the user's own tenant, or the default one. */
export function userHomePath(user: Pick<SessionUser, "tenantId">): string {
  return tenantPath(user.tenantId || DEFAULT_TENANT_SLUG);
}
