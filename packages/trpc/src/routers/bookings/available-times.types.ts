import { z } from "zod";
import { availableTimesInput as input } from "@booking/contracts";
import { availabilityContext, slotView } from "./list-available.types.ts";

export const availableTimesInput = input;

export const availableTimesResponse = z.object({
  date: z.string(),
  ...availabilityContext,
  slots: z.array(slotView).meta({
    description: "The day's starts in time order, as in GET /bookings/available; empty when none (or outside today..today+60)",
  }),
});
