import { z } from "zod";
import { createBookingInput } from "@booking/contracts";
import { localTimeFields } from "./booking.types.ts";

export const holdTimeInput = createBookingInput.pick({ serviceId: true, slotId: true });

export const holdTimeResponse = z.object({
  slotId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  ...localTimeFields,
  heldUntil: z.string().meta({ description: "ISO 8601 instant the hold lapses at; booking it before then clears it" }),
  holdMinutes: z.number().int().meta({ description: "The hold's length (SLOT_HOLD_MINUTES)" }),
});
