import { z } from "zod";
import { availableSlotsInput } from "@booking/contracts";
import { paymentTermsView } from "./booking.types.ts";

export const listAvailableInput = availableSlotsInput;

export const slotView = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isBooked: z.boolean(),
});

/** What the starts were computed for: shared by the full answer, the days summary and one day's times. */
export const availabilityContext = {
  timeZone: z.string().meta({ description: "The tenant's IANA zone; every date and time is local to it" }),
  serviceId: z.string().nullable(),
  durationMinutes: z.number().int().meta({ description: "Starts were fitted to this duration (the service's, else one slot)" }),
  // Optional in the type only (the server always sends it), so older callers and fixtures stay valid.
  bookingLimitReached: z.boolean().optional().meta({
    description: "Always sent. True when the tenant's plan allows no more bookings this month: nothing is offered until the next month",
  }),
};

/** The searched range and the payment terms: the calendar's header, in the full answer and the days summary. */
export const calendarHeader = {
  from: z
    .string()
    .nullable()
    .meta({ description: "First date searched (the request clipped to today..today+60); null when nothing was left" }),
  to: z.string().nullable(),
  ...availabilityContext,
  payment: paymentTermsView,
};

export const listAvailableResponse = z.object({
  ...calendarHeader,
  days: z.array(z.object({ date: z.string(), slots: z.array(slotView) })).meta({
    description: "Only days with at least one start to offer (green on the calendar), in date order; slots in time order",
  }),
});
