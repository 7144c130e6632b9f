// Embeddable widget (issue 31.6): the sites (origins) an owner lets show the business's customer
// pages in an <iframe>. The server adds them to that tenant's pages' CSP `frame-ancestors` only
// (apps/api security-headers.ts); none saved is the spec's behaviour: the pages are framed only by
// the platform itself and Telegram Web. Every plan may embed (no plan feature names it).
import { AppError, embedOriginOf } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { Databases, PlatformDb } from "../tenancy/databases.ts";
import { resolveTenant } from "../tenancy/resolve-tenant.ts";

export interface EmbedSettings {
  /** https origins (no path), lower-case, in the order the owner gave them. */
  origins: string[];
}

/**
 * The saved origins that are still origins by today's rule: what reaches a CSP header must never
 * carry a space or a `;` that would add a source or a directive of its own.
 */
export function embedSettingsOf(tenant: Pick<Tenant, "embedOrigins">): EmbedSettings {
  return { origins: tenant.embedOrigins.filter((origin) => embedOriginOf(origin) === origin) };
}

/** Replaces the list (the input schema has checked and normalised each origin). */
export async function setEmbedOrigins(db: PlatformDb, tenant: Pick<Tenant, "id">, origins: string[]): Promise<EmbedSettings> {
  const updated = await db.tenant.update({ where: { id: tenant.id }, data: { embedOrigins: origins } });
  return embedSettingsOf(updated);
}

/** The origins a tenant page (by its URL's slug) may be framed by: none for an unknown slug. */
export async function findEmbedOrigins(dbs: Databases, slug: string): Promise<string[]> {
  try {
    return embedSettingsOf((await resolveTenant(dbs.sql, { slug })).tenant).origins;
  } catch (error) {
    if (error instanceof AppError && error.code === "TENANT_NOT_FOUND") return [];
    throw error;
  }
}
