import { z } from "zod";
import { checkoutInput as input, planName, receiptContactInput } from "@booking/contracts";

export const checkoutInput = input.extend({ receiptContact: receiptContactInput.optional() });
export const checkoutResponse = z.object({
  activated: z.boolean().meta({ description: "true: the total was 0 and the plan is applied already" }),
  plan: planName,
  paymentId: z.string(),
  confirmationUrl: z.string().optional().meta({ description: "Send the payer here (when activated is false)" }),
});
