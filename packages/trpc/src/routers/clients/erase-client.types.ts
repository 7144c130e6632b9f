import { z } from "zod";
import { id } from "@booking/contracts";

export const eraseClientInput = z.object({ id });
export const eraseClientResponse = z.object({
  erased: z.literal(true),
  cancelledBookings: z.number().int().meta({ description: "Upcoming bookings cancelled (a PAID one is refunded)" }),
  keptBookings: z.number().int().meta({ description: "Bookings the page keeps, without the client's name" }),
  waitlistEntries: z.number().int(),
});
