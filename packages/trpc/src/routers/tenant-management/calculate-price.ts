import { fromMinorUnits, PROMO_MESSAGES, quotePlanPrice } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { calculatePriceInput, calculatePriceResponse } from "./calculate-price.types.ts";

export const calculatePriceRoute = authedProcedure
  .meta({
    errors: ["invalidPromoCode"],
    openapi: {
      method: "POST",
      path: "/tenant-management/calculate-price",
      tags: ["tenant-management"],
      summary: "A plan's monthly price with an optional promo code (percent or fixed discount, never below 0)",
    },
    rateLimit: RATE_LIMITS.lookups,
  })
  .input(calculatePriceInput)
  .output(calculatePriceResponse)
  .mutation(async ({ ctx, input }) => {
    const quote = await quotePlanPrice(ctx.platform, input.plan, input.promoCode, new Date());
    return {
      promoApplied: quote.promo !== null,
      originalPrice: fromMinorUnits(quote.originalMinor),
      discountAmount: fromMinorUnits(quote.discountMinor),
      finalPrice: fromMinorUnits(quote.finalMinor),
      promoCode: quote.promo?.code ?? null,
      promoReason: quote.promoReason,
      promoMessage: quote.promoReason ? PROMO_MESSAGES[quote.promoReason] : null,
    };
  });
