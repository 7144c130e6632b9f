import { z } from "zod";
import { privacyPolicyInput } from "@booking/contracts";

const nullableText = z.string().nullable();

export const privacyPolicyResponse = z.object({
  businessName: z.string(),
  url: nullableText.meta({ description: "The business's own policy page, when it links to one" }),
  text: nullableText.meta({ description: "The policy text the business published here" }),
  isDefault: z
    .boolean()
    .meta({ description: "Neither: the platform's default policy applies (shown with the business's name and contacts)" }),
  version: z.string(),
  contacts: z.object({ phone: nullableText, email: nullableText, telegram: nullableText, address: nullableText, website: nullableText }),
});

export const setPrivacyPolicyInput = privacyPolicyInput;
