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
  taken: z
    .array(
      z.object({
        startsAt: z.string().meta({ description: "ISO 8601 instant: POST /waitlist {startsAt} joins this time's waitlist" }),
        startTime: z.string().meta({ description: "HH:mm, tenant's local time" }),
        own: z.boolean().meta({
          description: "The signed-in viewer's own booking covers this time (its waitlist answers 409 WAITLIST_OWN_BOOKING)",
        }),
      }),
    )
    .meta({ description: "Starts of the day that would fit the service but are booked or held now (issue 18.3)" }),
});
