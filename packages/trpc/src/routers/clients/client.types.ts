// Issue 15.1: a tenant's client as its administrators see it.
import { z } from "zod";
import { clientContactView } from "../bookings/booking.types.ts";

export const clientView = clientContactView.extend({
  id: z.string().meta({ description: "The client's user id" }),
  joinedAt: z.string().meta({ description: "ISO 8601 instant the client joined this tenant" }),
  visits: z.number().int().meta({ description: "CONFIRMED or PAID bookings that have started and are not marked as no-shows" }),
  noShows: z.number().int().meta({ description: "Started bookings marked as no-shows" }),
  upcoming: z.number().int().meta({ description: "Bookings not cancelled that have not started" }),
  cancelled: z.number().int(),
  lastBookingAt: z.string().nullable().meta({ description: "ISO 8601 start of the latest booking here, any status" }),
  note: z.string().nullable().meta({ description: "The administrators' private note; never shown to the client" }),
});
