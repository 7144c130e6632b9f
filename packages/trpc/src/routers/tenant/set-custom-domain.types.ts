import { z } from "zod";
import { customDomainInput } from "@booking/contracts";

export const setCustomDomainInput = customDomainInput;
export const setCustomDomainResponse = z.object({
  customDomain: z.string().nullable(),
  /** Where the tenant's pages live on that domain. */
  url: z.string().nullable(),
});
