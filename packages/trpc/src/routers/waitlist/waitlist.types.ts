// The waitlist's views (issue 18.3), shared by the customer and admin procedures of this folder.
import { z } from "zod";
import { dateRangeInput, joinWaitlistInput as joinBody } from "@booking/contracts";

export const waitlistStatus = z.enum(["WAITING", "OFFERED", "CLAIMED", "LEFT", "EXPIRED"]);

export const waitlistEntryView = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  expertId: z.string().nullable().meta({ description: "The expert waited for; null: any" }),
  date: z.string().meta({ description: "yyyy-MM-dd, the tenant's local date waited for" }),
  time: z.string().nullable().meta({ description: "HH:mm of an exact time waited for; null: the whole day" }),
  status: waitlistStatus,
  offer: z
    .object({
      slotId: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      endsAt: z.string().meta({ description: "ISO 8601 instant the hold ends; then the time goes to the next customer" }),
    })
    .nullable()
    .meta({ description: "While OFFERED: the time held for the customer" }),
  bookingId: z.string().nullable().meta({ description: "The booking a claim made" }),
  createdAt: z.string(),
});

export const adminWaitlistEntryView = waitlistEntryView.extend({
  userId: z.string(),
  clientName: z.string(),
  position: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Place in line among the live entries of the same service and day (1 = first)" }),
});

export const waitlistIdInput = z.object({ id: z.uuid({ error: "Invalid id" }) });
export const joinWaitlistInput = joinBody;
export const adminWaitlistInput = dateRangeInput;

export const myWaitlistResponse = z.array(waitlistEntryView);
export const adminWaitlistResponse = z.array(adminWaitlistEntryView);
