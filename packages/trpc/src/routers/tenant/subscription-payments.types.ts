import { z } from "zod";
import { paymentProvider, planName } from "@booking/contracts";

export const subscriptionPaymentsResponse = z.array(
  z.object({
    id: z.string(),
    plan: planName.nullable(),
    provider: paymentProvider,
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED", "CANCELLED", "REFUNDED"]),
    amount: z.number().meta({ description: "Major units" }),
    currency: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 instant" }),
    paidAt: z.string().nullable().meta({ description: "ISO 8601 instant; null unless it was paid" }),
  }),
);
