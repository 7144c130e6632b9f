import { z } from "zod";
import { paymentProviderInput } from "@booking/contracts";

export const testPaymentMethodInput = paymentProviderInput;
export const testPaymentMethodResponse = z.object({ ok: z.literal(true) });
