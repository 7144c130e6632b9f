// Spec §3 Booking, shared by the customer and admin procedures of this folder.
import { z } from "zod";
import { bookingStatus } from "@booking/contracts";

export const bookingView = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  userId: z.string(),
  userName: z.string(),
  date: z.string().meta({ description: "yyyy-MM-dd, the tenant's local date of the start" }),
  startTime: z.string().meta({ description: "HH:mm, tenant's local time" }),
  endTime: z.string().meta({ description: "HH:mm, tenant's local time (24:00 = next midnight)" }),
  status: bookingStatus,
  createdAt: z.string().meta({ description: "ISO 8601 instant" }),
  price: z.number().meta({ description: "Major units, fixed at booking time" }),
  currency: z.string(),
  cancelReason: z.string().nullable(),
});

export const bookingIdInput = z.object({ id: z.uuid({ error: "Invalid id" }) });
