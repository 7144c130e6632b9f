import { z } from "zod";
import { availableSlotsInput } from "@booking/contracts";
import { calendarHeader } from "./list-available.types.ts";

export const availableDaysInput = availableSlotsInput;

export const availableDaysResponse = z.object({
  ...calendarHeader,
  days: z.array(z.object({ date: z.string(), starts: z.number().int().min(1) })).meta({
    description: "Only days with at least one start to offer (green on the calendar), in date order, with how many",
  }),
});
