import { z } from "zod";
import { slugAvailabilityInput as slugAvailabilitySchema } from "@booking/contracts";

export const slugAvailabilityInput = slugAvailabilitySchema;
export const slugAvailabilityResponse = z.object({
  /** The slug as it would be stored (trimmed, lower case). */
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(["SLUG_INVALID", "SLUG_RESERVED", "SLUG_TAKEN"]).nullable(),
});
