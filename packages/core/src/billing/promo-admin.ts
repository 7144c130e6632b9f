// Creating promo codes (the admin CLI, scripts/promo.ts): validated here so any other admin
// surface gets the same rules.
import { AppError, PLANS, PROMO_CODE_PATTERN, type PlanName } from "@booking/contracts";
import type { Prisma, PromoCode } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

export interface NewPromoCode {
  code: string;
  /** Exactly one of percent (1..100) and fixedMinor (catalogue minor units, > 0). */
  percent?: number;
  fixedMinor?: number;
  /** Empty: every paid plan. */
  plans?: PlanName[];
  maxUses?: number;
  validFrom?: Date;
  validUntil?: Date;
}

function invalid(message: string): AppError {
  return new AppError("VALIDATION_ERROR", message);
}

/** The row to write for `input`, or a VALIDATION_ERROR naming what is wrong (no database needed). */
export function validateNewPromoCode(input: NewPromoCode): Prisma.PromoCodeCreateInput {
  const code = input.code.trim().toUpperCase();
  if (!PROMO_CODE_PATTERN.test(code)) throw invalid("code: 3-32 of A-Z, 0-9, _ and -");
  if ((input.percent === undefined) === (input.fixedMinor === undefined)) throw invalid("give exactly one of percent and fixed");
  if (input.percent !== undefined && !(Number.isInteger(input.percent) && input.percent >= 1 && input.percent <= 100)) {
    throw invalid("percent: a whole number from 1 to 100");
  }
  if (input.fixedMinor !== undefined && !(Number.isSafeInteger(input.fixedMinor) && input.fixedMinor > 0))
    throw invalid("fixed: a positive amount");
  if (input.plans?.some((plan) => !PLANS.includes(plan))) throw invalid(`plans: some of ${PLANS.join(", ")}`);
  if (input.maxUses !== undefined && !(Number.isSafeInteger(input.maxUses) && input.maxUses > 0))
    throw invalid("max-uses: a positive whole number");
  for (const [name, date] of [
    ["from", input.validFrom],
    ["until", input.validUntil],
  ] as const) {
    if (date && Number.isNaN(date.getTime())) throw invalid(`${name}: an ISO 8601 date or instant`);
  }
  if (input.validFrom && input.validUntil && input.validFrom >= input.validUntil) throw invalid("from must be before until");
  return {
    code,
    discountType: input.percent !== undefined ? "PERCENT" : "FIXED",
    discountValue: input.percent ?? input.fixedMinor!,
    plans: input.plans ?? [],
    maxUses: input.maxUses,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
  };
}

export async function createPromoCode(db: PlatformDb, input: NewPromoCode): Promise<PromoCode> {
  const data = validateNewPromoCode(input);
  try {
    return await db.promoCode.create({ data });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(`code ${data.code} already exists`);
    throw error;
  }
}
