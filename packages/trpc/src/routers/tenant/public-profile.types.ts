import { z } from "zod";

export const publicProfileResponse = z.object({
  slug: z.string(),
  name: z.string().meta({ description: "The business name shown in the header, the title and link previews" }),
  timeZone: z.string().meta({ description: "IANA zone of every date and time the tenant shows" }),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contacts: z.array(z.object({ kind: z.enum(["phone", "email", "telegram", "website", "address"]), value: z.string() })),
  branding: z.object({
    poweredBy: z.boolean().meta({ description: 'FREE: show the platform\'s small "powered by" mark' }),
    whiteLabel: z.boolean().meta({ description: "ENTERPRISE: never show the platform's name" }),
    primaryColor: z.string().nullable().meta({ description: "ENTERPRISE: the page's primary colour (#rrggbb) on the web" }),
  }),
  chat: z
    .object({
      kind: z.enum(["tenantBot", "platformSupport"]),
      url: z.string(),
    })
    .nullable()
    .meta({ description: "Where a customer writes when the business set no contacts: its own bot, else the platform's support bot" }),
});
