// Spec issue 14.1 "the business is the page": what any visitor may know about a tenant (its name,
// zone and, once the owner sets them, a logo, a short description and contacts). Served by
// GET /api/tenant/public and written into the HTML of /webapp/{slug}/... (title, Open Graph).
import { AppError, type Language } from "@booking/contracts";
import type { Sql, Tenant } from "@booking/db";
import { textsOf } from "@booking/i18n";
import { resolveTenant } from "./resolve-tenant.ts";
import { contactsOf, logoPathOf } from "../account/business-settings.ts";
import { tenantBranding, type TenantBranding } from "../account/branding.ts";

export interface TenantContact {
  kind: "phone" | "email" | "telegram" | "website" | "address";
  value: string;
}

export interface TenantPublicProfile {
  slug: string;
  name: string;
  timeZone: string;
  /** Null until the owner writes one (back office). */
  description: string | null;
  logoUrl: string | null;
  contacts: TenantContact[];
  /** The plan's branding: the "powered by" mark (FREE), white label and its colour (ENTERPRISE). */
  branding: TenantBranding;
}

const CONTACT_ORDER: TenantContact["kind"][] = ["phone", "email", "telegram", "website", "address"];

/** The owner's business settings (account/business-settings.ts) as any visitor sees them. */
export function toPublicProfile(tenant: Tenant): TenantPublicProfile {
  const contacts = contactsOf(tenant);
  return {
    slug: tenant.slug, name: tenant.displayName, timeZone: tenant.timeZone, description: tenant.description,
    logoUrl: logoPathOf(tenant),
    contacts: CONTACT_ORDER.flatMap((kind) => (contacts[kind] ? [{ kind, value: contacts[kind] }] : [])),
    branding: tenantBranding(tenant),
  };
}

/** The profile of the tenant a slug names, or null when there is none (the page does not exist). */
export async function findPublicProfile(sql: Sql, slug: string): Promise<TenantPublicProfile | null> {
  try {
    return toPublicProfile((await resolveTenant(sql, { slug })).tenant);
  } catch (error) {
    if (error instanceof AppError && error.code === "TENANT_NOT_FOUND") return null;
    throw error;
  }
}

/** What a link preview of the tenant's pages says: the business name and its description. */
export function pageMeta(profile: TenantPublicProfile, language: Language): { title: string; description: string; imagePath: string | null } {
  return {
    title: profile.name, description: profile.description ?? textsOf(language, "server").pageDescription(profile.name),
    imagePath: profile.logoUrl,
  };
}
