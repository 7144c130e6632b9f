import { z } from "zod";
import { marketingConsentInput } from "@booking/contracts";

export const consentStateResponse = z.object({
  policyVersion: z.string().meta({ description: "The business's current policy version (a new policy text is a new version)" }),
  textVersion: z.string().meta({ description: "Version of the consent wording the forms show" }),
  given: z
    .boolean()
    .nullable()
    .meta({ description: "Whether the caller agreed to the current policy; null for a visitor. false: bookings must send consent: true" }),
  marketing: z.boolean().nullable().meta({ description: "Whether the caller opted in to the business's marketing messages" }),
});

export const setMarketingInput = marketingConsentInput;
export const setMarketingResponse = z.object({ marketing: z.boolean() });
