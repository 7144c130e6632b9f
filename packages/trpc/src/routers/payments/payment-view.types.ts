import { z } from "zod";
import { paymentProvider, planName } from "@booking/contracts";

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
});
