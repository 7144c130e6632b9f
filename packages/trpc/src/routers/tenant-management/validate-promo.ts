import { PROMO_MESSAGES, findPromo, promoReason } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { validatePromoInput, validatePromoResponse } from "./validate-promo.types.ts";

export const validatePromoRoute = authedProcedure
  .meta({
    errors: ["invalidPromoCode"],
    openapi: {
      method: "POST",
      path: "/tenant-management/validate-promo",
      tags: ["tenant-management"],
      summary: "Is the promo code valid for this plan (invalid, not yet valid, expired, max uses reached, not applicable)?",
    },
    rateLimit: RATE_LIMITS.lookups,
  })
  .input(validatePromoInput)
  .output(validatePromoResponse)
  .mutation(async ({ ctx, input }) => {
    const reason = promoReason(input.code ? await findPromo(ctx.platform, input.code) : null, input.plan, new Date());
    return { valid: reason === "valid", message: PROMO_MESSAGES[reason], reason };
  });
