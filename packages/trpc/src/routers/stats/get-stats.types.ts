import { z } from "zod";
import { statsInput } from "@booking/contracts";

export const getStatsInput = statsInput;
export const getStatsResponse = z.object({
  from: z.string(),
  to: z.string(),
  totalBookings: z.number().int().meta({ description: "Bookings starting in the range, every status" }),
  confirmedBookings: z.number().int().meta({ description: "CONFIRMED (awaiting payment)" }),
  paidBookings: z.number().int(),
  newUsers: z.number().int().meta({ description: "Customers who joined the tenant in the range" }),
  totalRevenue: z.number().meta({ description: "Sum of PAID bookings' prices, major units" }),
  currency: z.string(),
});
