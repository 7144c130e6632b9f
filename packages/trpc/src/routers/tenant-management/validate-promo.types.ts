import { z } from "zod";
import { validatePromoInput as input } from "@booking/contracts";
import { promoReason } from "./promo.types.ts";

export const validatePromoInput = input;
export const validatePromoResponse = z.object({
  valid: z.boolean(),
  message: z.string().meta({ description: "English text of `reason`" }),
  reason: promoReason,
});
