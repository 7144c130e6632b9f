// Spec issue 14.1 "the business is the page": what any visitor may know about a tenant (its name,
// zone and, once the owner sets them, a logo, a short description and contacts). Served by
// GET /api/tenant/public and written into the HTML of /webapp/{slug}/... (title, Open Graph).
import { AppError, type Language } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { textsOf } from "@booking/i18n";
import type { Databases } from "./databases.ts";
import { resolveTenant } from "./resolve-tenant.ts";
import type { ScopedDb } from "./scoped-db.ts";
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
  /** Where a customer writes when the business set no contacts (issue 14.5): null only without any bot. */
  chat: TenantChat | null;
}

/** The tenant's own bot when it has one; otherwise the platform's support (its bot), except under white label. */
export interface TenantChat {
  kind: "tenantBot" | "platformSupport";
  url: string;
}

/** The bot usernames a page's "write to us" may name. */
export interface ChatBots {
  tenantBot: string | null;
  platformBot: string | undefined;
}

function chatOf({ tenantBot, platformBot }: ChatBots, whiteLabel: boolean): TenantChat | null {
  if (tenantBot) return { kind: "tenantBot", url: `https://t.me/${tenantBot}` };
  // White label promises the platform's name nowhere a customer sees it (issue 16.4): its bot included.
  return platformBot && !whiteLabel ? { kind: "platformSupport", url: `https://t.me/${platformBot}` } : null;
}

/** The tenant's active bot's username, if it has one (a BotConfig row, scoped to the tenant). */
export async function tenantBotUsername(scoped: ScopedDb): Promise<string | null> {
  const bot = await scoped.botConfig.findFirst({ where: { isActive: true }, select: { botUsername: true } });
  return bot?.botUsername ?? null;
}

const CONTACT_ORDER: TenantContact["kind"][] = ["phone", "email", "telegram", "website", "address"];

/** The owner's business settings (account/business-settings.ts) as any visitor sees them. */
export function toPublicProfile(tenant: Tenant, bots: ChatBots): TenantPublicProfile {
  const contacts = contactsOf(tenant);
  const branding = tenantBranding(tenant);
  return {
    slug: tenant.slug,
    name: tenant.displayName,
    timeZone: tenant.timeZone,
    description: tenant.description,
    logoUrl: logoPathOf(tenant),
    contacts: CONTACT_ORDER.flatMap((kind) => (contacts[kind] ? [{ kind, value: contacts[kind] }] : [])),
    branding,
    chat: chatOf(bots, branding.whiteLabel),
  };
}

/** The profile of the tenant a slug names, or null when there is none (the page does not exist). */
export async function findPublicProfile(
  dbs: Databases,
  slug: string,
  platformBot: string | undefined,
): Promise<TenantPublicProfile | null> {
  try {
    const { tenant } = await resolveTenant(dbs.sql, { slug });
    return toPublicProfile(tenant, { tenantBot: await tenantBotUsername(dbs.tenant(tenant.id)), platformBot });
  } catch (error) {
    if (error instanceof AppError && error.code === "TENANT_NOT_FOUND") return null;
    throw error;
  }
}

/** What a link preview of the tenant's pages says: the business name and its description. */
export function pageMeta(
  profile: TenantPublicProfile,
  language: Language,
): { title: string; description: string; imagePath: string | null } {
  return {
    title: profile.name,
    description: profile.description ?? textsOf(language, "server").pageDescription(profile.name),
    imagePath: profile.logoUrl,
  };
}
