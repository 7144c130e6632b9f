import { z } from "zod";

export const setBrandingInput = z.object({
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "A colour as #rrggbb")
    .nullable()
    .meta({ description: "The storefront's primary colour on the web (#rrggbb); null: the platform's theme" }),
});
export const brandingResponse = z.object({
  poweredBy: z.boolean(),
  whiteLabel: z.boolean(),
  primaryColor: z.string().nullable(),
});
