import { z } from "zod";
import { adminBookingSearchInput } from "@booking/contracts";
import { adminBookingView } from "./booking.types.ts";

export const adminSearchBookingsInput = adminBookingSearchInput;
export const adminSearchBookingsResponse = z.object({
  items: z.array(adminBookingView),
  total: z.number().int().meta({ description: "Bookings matching the filters, all pages" }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
