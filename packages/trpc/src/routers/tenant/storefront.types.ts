import { z } from "zod";
import { publicExpertView } from "../experts/experts.types.ts";
import { serviceListItem } from "../services/list-services.types.ts";
import { publicProfileResponse } from "./public-profile.types.ts";

export const nextFreeTime = z
  .object({
    startsAt: z.string().meta({ description: "ISO instant" }),
    date: z.string().meta({ description: "Local date (YYYY-MM-DD) in the tenant's time zone" }),
    startTime: z.string().meta({ description: "Local start time (HH:mm) in the tenant's time zone" }),
  })
  .nullable()
  .meta({ description: "The earliest start a customer may book now; null when nothing is free in the booking window" });

export const storefrontResponse = z.object({
  profile: publicProfileResponse,
  experts: z.array(publicExpertView).meta({ description: "The experts a customer chooses between; empty when the business has one" }),
  services: z.array(serviceListItem.omit({ isActive: true }).extend({ nextFree: nextFreeTime })),
});
