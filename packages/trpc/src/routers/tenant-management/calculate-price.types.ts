import { z } from "zod";
import { calculatePriceInput as input } from "@booking/contracts";
import { promoReason } from "./promo.types.ts";

export const calculatePriceInput = input;
export const calculatePriceResponse = z.object({
  promoApplied: z.boolean(),
  originalPrice: z.number().meta({ description: "Major units of the catalogue currency (USD)" }),
  discountAmount: z.number(),
  finalPrice: z.number(),
  promoCode: z.string().nullable(),
  /** Why a given code was not applied; null without a code. */
  promoReason: promoReason.nullable(),
  promoMessage: z.string().nullable(),
});
