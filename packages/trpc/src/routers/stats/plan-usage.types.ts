import { z } from "zod";
import { planName } from "@booking/contracts";

const usageItem = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().meta({ description: "null: unlimited on this plan" }),
});

export const planUsageResponse = z.object({
  plan: planName.meta({ description: "The plan in force now (a lapsed paid plan counts as FREE)" }),
  bookingsThisMonth: usageItem.meta({ description: "Bookings made this local month, not cancelled" }),
  services: usageItem.meta({ description: "Active services (archived and switched-off ones are free)" }),
  news: usageItem,
  monthEndsAt: z.iso.datetime().meta({ description: "When the monthly booking count starts again" }),
});
