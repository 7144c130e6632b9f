import { z } from "zod";
import { paymentProvider, receiptContactInput } from "@booking/contracts";

export const payBookingInput = z.object({
  id: z.uuid({ error: "Invalid id" }),
  provider: paymentProvider.optional(),
  receiptContact: receiptContactInput.optional(),
});
export const payBookingResponse = z.object({ paymentId: z.string(), confirmationUrl: z.string() });
