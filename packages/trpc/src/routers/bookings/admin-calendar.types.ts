import { z } from "zod";
import { bookingLocationView, bookingStatus, calendarInput } from "@booking/contracts";
import { bookingAnswers } from "./booking.types.ts";

const localTimes = {
  date: z.string().meta({ description: "yyyy-MM-dd, the tenant's local date of the start" }),
  startTime: z.string().meta({ description: "HH:mm, tenant's local time" }),
  endTime: z.string().meta({ description: "HH:mm, tenant's local time (24:00 = next midnight)" }),
};

export const adminCalendarInput = calendarInput;
export const adminCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  experts: z.array(z.object({ id: z.string(), name: z.string() })).meta({ description: "The tenant's experts, the default one first" }),
  bookings: z
    .array(
      z.object({
        id: z.string(),
        expertId: z.string(),
        serviceId: z.string(),
        serviceName: z.string(),
        userId: z.string(),
        clientName: z.string(),
        status: bookingStatus,
        noShow: z.boolean(),
        answers: bookingAnswers,
        location: bookingLocationView.nullable(),
        ...localTimes,
      }),
    )
    .meta({ description: "Every booking starting in the range, any status, in time order" }),
  free: z
    .array(z.object({ id: z.string().meta({ description: "Slot id" }), expertId: z.string(), ...localTimes }))
    .meta({ description: "Unbooked slots still ahead, in time order" }),
});
