import { z } from "zod";
import { queryBoolean } from "./slot.types.ts";

export const deleteSlotInput = z.object({
  id: z.uuid({ error: "Invalid id" }),
  force: queryBoolean.optional().meta({ description: "Required (true) to delete a booked slot; cancels its booking" }),
});
export const deleteSlotResponse = z.object({
  deleted: z.literal(true),
  cancelledBookingId: z.string().nullable(),
});
