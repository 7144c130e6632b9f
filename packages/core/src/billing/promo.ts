// Promo codes: whether a code applies (spec §5 messages), what it takes off a price, and the
// counting of uses. A use is RESERVED when a checkout creates its payment (atomically, so
// concurrent checkouts can never exceed maxUses), becomes final when that payment succeeds, and
// is released when the payment fails or its window passes unpaid.
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import type { PromoCode } from "@booking/db";
import type { Tx } from "./deps.ts";

export type PromoReason = "valid" | "invalidPromoCode" | "notYetValid" | "expired" | "maxUsesReached" | "notApplicable";

/** English texts; `reason` is the stable key (packages/i18n `promo.<reason>`). */
export const PROMO_MESSAGES: Readonly<Record<PromoReason, string>> = {
  valid: "Promo code is valid",
  invalidPromoCode: "Invalid promo code",
  notYetValid: "Promo code is not yet valid",
  expired: "Promo code has expired",
  maxUsesReached: "Promo code has reached maximum uses",
  notApplicable: "Promo code is not applicable to this plan",
};

export function promoReason(promo: PromoCode | null, plan: PlanName, now: Date): PromoReason {
  if (!promo?.isActive) return "invalidPromoCode";
  if (promo.validFrom && now < promo.validFrom) return "notYetValid";
  if (promo.validUntil && now > promo.validUntil) return "expired";
  // A free plan has nothing to discount.
  if ((promo.plans.length > 0 && !promo.plans.includes(plan)) || planLimits(plan).priceMonthlyMinor === 0) return "notApplicable";
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return "maxUsesReached";
  return "valid";
}

/** Minor units taken off `priceMinor`; never more than the price, so a total never goes below 0. */
export function discountMinor(priceMinor: number, promo: Pick<PromoCode, "discountType" | "discountValue">): number {
  const raw = promo.discountType === "PERCENT" ? Math.round((priceMinor * promo.discountValue) / 100) : promo.discountValue;
  return Math.min(priceMinor, raw);
}

/** Reads promo codes: the platform client or a scoped one (promo codes are global). */
export interface PromoReader {
  promoCode: { findUnique(args: { where: { code: string } }): PromiseLike<PromoCode | null> };
}

export function findPromo(db: PromoReader, code: string): Promise<PromoCode | null> {
  return Promise.resolve(db.promoCode.findUnique({ where: { code: code.trim().toUpperCase() } }));
}

export function invalidPromo(reason: Exclude<PromoReason, "valid">): AppError {
  return new AppError("invalidPromoCode", PROMO_MESSAGES[reason], { reason });
}

/** Takes one use if any is left: the row lock of the UPDATE serialises concurrent checkouts. */
async function takeUse(tx: Tx, promoCodeId: string): Promise<boolean> {
  const taken = await tx.$executeRaw`
    UPDATE "PromoCode" SET "usedCount" = "usedCount" + 1
    WHERE id = ${promoCodeId}::uuid AND ("maxUses" IS NULL OR "usedCount" < "maxUses")`;
  return taken === 1;
}

/** Reserves a use for `payment`; false when none is left (nothing is written then). */
export async function reservePromoUse(tx: Tx, payment: { id: string; tenantId: string; promoCodeId: string }): Promise<boolean> {
  if (!(await takeUse(tx, payment.promoCodeId))) return false;
  await tx.promoRedemption.create({ data: { promoCodeId: payment.promoCodeId, tenantId: payment.tenantId, paymentId: payment.id } });
  return true;
}

/** Gives the payment's use back, once: only the call that deletes the redemption decrements. */
export async function releasePromoUse(tx: Tx, paymentId: string): Promise<void> {
  const redemption = await tx.promoRedemption.findUnique({ where: { paymentId } });
  if (!redemption) return;
  const { count } = await tx.promoRedemption.deleteMany({ where: { paymentId } });
  if (count === 1) {
    await tx.$executeRaw`UPDATE "PromoCode" SET "usedCount" = "usedCount" - 1 WHERE id = ${redemption.promoCodeId}::uuid AND "usedCount" > 0`;
  }
}

/**
 * A payment that succeeded after its reservation was released (paid after its window): the money
 * is in, so the discount is honoured; the use is counted again when one is left.
 */
export async function ensurePromoUseCounted(
  tx: Tx,
  payment: { id: string; tenantId: string; promoCodeId: string | null },
): Promise<boolean> {
  if (!payment.promoCodeId) return true;
  if (await tx.promoRedemption.findUnique({ where: { paymentId: payment.id } })) return true;
  return reservePromoUse(tx, { ...payment, promoCodeId: payment.promoCodeId });
}
