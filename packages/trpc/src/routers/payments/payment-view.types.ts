import { z } from "zod";
import { bookingStatus, paymentProvider, planName } from "@booking/contracts";

/** The booking a payment paid (issue 25.7): what the payment result page names. */
export const paidBookingView = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  expertName: z.string().meta({ description: "Whose time it is" }),
  date: z.string().meta({ description: "yyyy-MM-dd, the business's local date of the start" }),
  startTime: z.string().meta({ description: "HH:mm, the business's local time" }),
  endTime: z.string().meta({ description: "HH:mm, the business's local time (24:00 = next midnight)" }),
  timeZone: z.string().meta({ description: "The business's IANA time zone (date and times are in it)" }),
  status: bookingStatus,
});

export const paymentView = z.object({
  id: z.string(),
  purpose: z.enum(["SUBSCRIPTION", "BOOKING"]),
  provider: paymentProvider,
  status: z.enum(["PENDING", "SUCCEEDED", "FAILED", "CANCELLED", "REFUNDED"]),
  amount: z.number().meta({ description: "Major units" }),
  currency: z.string(),
  plan: planName.nullable(),
  bookingId: z.string().nullable(),
  confirmationUrl: z.string().nullable(),
  booking: paidBookingView
    .nullable()
    .meta({ description: "A booking's payment: the booking it paid (null for a subscription's, or a booking since deleted)" }),
});
