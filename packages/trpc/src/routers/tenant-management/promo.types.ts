import { z } from "zod";

export const promoReason = z
  .enum(["valid", "invalidPromoCode", "notYetValid", "expired", "maxUsesReached", "notApplicable"])
  .meta({ description: "Stable key of the message (i18n promo.<reason>)" });
