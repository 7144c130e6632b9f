import { z } from "zod";
import { slotGenerationInput } from "@booking/contracts";

export const generateSlotsInput = slotGenerationInput;
export const generateSlotsResponse = z.object({
  created: z.number().int(),
  skipped: z.number().int().meta({
    description: "Times not created because a slot already starts there or overlaps them (generation is idempotent)",
  }),
});
