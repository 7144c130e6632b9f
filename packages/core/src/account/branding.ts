// Branding (issue 16.4). FREE pages carry a small "powered by" mark linking to the platform (the
// storefront's footer, the bot's messages to customers); STARTER and up do not. ENTERPRISE is white
// label: the platform's name appears nowhere a customer sees it, and the page's own colour themes
// the storefront on the web (inside Telegram the Telegram theme wins).
import { AppError, planLimits } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { effectivePlan } from "../billing/subscription-state.ts";
import type { PlatformDb } from "../tenancy/databases.ts";

export interface TenantBranding {
  /** Show the platform's "powered by" mark. */
  poweredBy: boolean;
  /** Never name the platform (ENTERPRISE). */
  whiteLabel: boolean;
  /** The page's primary colour (#rrggbb) on the web; null: the platform's theme. */
  primaryColor: string | null;
}

export function tenantBranding(tenant: Pick<Tenant, "plan" | "planExpiresAt" | "brandColor">, now = new Date()): TenantBranding {
  const limits = planLimits(effectivePlan(tenant, now));
  return { poweredBy: limits.platformBranding, whiteLabel: limits.whiteLabel, primaryColor: limits.whiteLabel ? tenant.brandColor : null };
}

/** Sets (or with null clears) the page's primary colour: ENTERPRISE only. */
export async function setBrandColor(
  db: PlatformDb,
  tenant: Pick<Tenant, "id" | "plan" | "planExpiresAt">,
  color: string | null,
  now: Date,
): Promise<TenantBranding> {
  if (!planLimits(effectivePlan(tenant, now)).whiteLabel) throw new AppError("PLAN_WHITE_LABEL_NOT_ALLOWED");
  const updated = await db.tenant.update({ where: { id: tenant.id }, data: { brandColor: color?.toLowerCase() ?? null } });
  return tenantBranding(updated, now);
}
