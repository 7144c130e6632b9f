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
  trend: z.object({
    bucket: z
      .enum(["day", "week"])
      .meta({ description: "Days for ranges up to 31 days, else weeks from `from` (the last may be shorter)" }),
    points: z.array(
      z.object({
        start: z.string().meta({ description: "The bucket's first local date" }),
        bookings: z.number().int().meta({ description: "Bookings starting in the bucket, every status" }),
        revenue: z.number().meta({ description: "PAID bookings' prices, major units" }),
        newClients: z.number().int().meta({ description: "Customers who joined the tenant in the bucket (not filtered by service)" }),
      }),
    ),
  }),
});
