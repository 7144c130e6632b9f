import { z } from "zod";

export const checkDomainDnsInput = z
  .object({
    domain: z.string().trim().max(300).nullish().meta({ description: "The domain to check; the saved one when absent" }),
  })
  .optional();
export const checkDomainDnsResponse = z.object({
  domain: z.string().meta({ description: "The checked host name (punycode for IDN names)" }),
  target: z.string().meta({ description: "The platform host the A/AAAA or CNAME records must point at" }),
  pointsHere: z.boolean(),
  via: z.enum(["cname", "address"]).nullable(),
  found: z.object({ addresses: z.array(z.string()), cname: z.array(z.string()) }),
});
