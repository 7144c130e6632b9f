// Tenant setup (owner area): business name, URL slug, plan, optional promo code. The tenant starts
// on FREE; a paid plan is bought at checkout (billing), so the chosen plan is only handed back.
// Promo codes are checked for shape by the schema and not stored yet (billing validates them).
import { AppError, tenantSlug, type ErrorCode, type PlanName } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { PlatformDb, PlatformTx } from "../tenancy/databases.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

export interface TenantSetup {
  businessName: string;
  /** Already normalised and checked by `tenantSlug` (pattern, reserved words). */
  slug: string;
  plan: PlanName;
  promoCode?: string;
}

export interface SlugAvailability {
  slug: string;
  available: boolean;
  reason: Extract<ErrorCode, "SLUG_INVALID" | "SLUG_RESERVED" | "SLUG_TAKEN"> | null;
}

/** For the live check in the setup form: the same rules the setup itself applies. */
export async function checkSlugAvailability(db: PlatformDb, rawSlug: string): Promise<SlugAvailability> {
  const parsed = tenantSlug.safeParse(rawSlug);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message === "SLUG_RESERVED" ? "SLUG_RESERVED" : "SLUG_INVALID";
    return { slug: rawSlug.trim().toLowerCase(), available: false, reason };
  }
  const taken = await db.tenant.findUnique({ where: { slug: parsed.data }, select: { id: true } });
  return { slug: parsed.data, available: !taken, reason: taken ? "SLUG_TAKEN" : null };
}

/** Creates the tenant with `ownerId` as its OWNER; a slug taken meanwhile is SLUG_TAKEN. */
export async function createTenantOwnedBy(db: Pick<PlatformTx, "tenant">, ownerId: string, setup: TenantSetup): Promise<Tenant> {
  try {
    return await db.tenant.create({
      data: {
        slug: setup.slug,
        displayName: setup.businessName,
        plan: "FREE",
        memberships: { create: { userId: ownerId, role: "OWNER" } },
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("SLUG_TAKEN");
    throw error;
  }
}
