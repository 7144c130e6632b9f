// The price of a plan with an optional promo code, in the catalogue's minor units (computed as
// integers, returned to clients in major units by the procedures).
import { planLimits, type PlanName } from "@booking/contracts";
import type { PromoCode } from "@booking/db";
import { discountMinor, findPromo, promoReason, type PromoReader, type PromoReason } from "./promo.ts";

export interface PriceQuote {
  originalMinor: number;
  discountMinor: number;
  finalMinor: number;
  /** The applied code (upper-cased), or null. */
  promo: PromoCode | null;
  /** Why the given code was (not) applied; null when no code was given. */
  promoReason: PromoReason | null;
}

export async function quotePlanPrice(db: PromoReader, plan: PlanName, code: string | null | undefined, now: Date): Promise<PriceQuote> {
  const wanted = code?.trim();
  return priceQuote(plan, wanted, wanted ? await findPromo(db, wanted) : null, now);
}

/** The quote for `plan` with the code the buyer typed (`wanted`) and the promo found for it. */
export function priceQuote(plan: PlanName, wanted: string | undefined, promo: PromoCode | null, now: Date): PriceQuote {
  const originalMinor = planLimits(plan).priceMonthlyMinor;
  if (!wanted) return { originalMinor, discountMinor: 0, finalMinor: originalMinor, promo: null, promoReason: null };
  const reason = promoReason(promo, plan, now);
  if (reason !== "valid" || !promo) return { originalMinor, discountMinor: 0, finalMinor: originalMinor, promo: null, promoReason: reason };
  const discount = discountMinor(originalMinor, promo);
  return { originalMinor, discountMinor: discount, finalMinor: originalMinor - discount, promo, promoReason: reason };
}
