import { z } from "zod";
import {
  BUSINESS_ADDRESS_MAX,
  BUSINESS_DESCRIPTION_MAX,
  BUSINESS_NAME_MAX,
  canonicalTimeZone,
  email,
  httpUrl,
  phone,
  telegramUsernameOf,
} from "@booking/contracts";

/** "" and null both clear a field (a union would hide the field's own error key). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? null : value), schema.nullable().default(null));
}
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null);

export const businessContacts = z.object({
  phone: optional(phone),
  email: optional(email),
  telegram: optional(
    z
      .string()
      .max(64)
      .refine((value) => telegramUsernameOf(value) !== null, { error: "TELEGRAM_USERNAME_INVALID" })
      .transform((value) => telegramUsernameOf(value)!),
  ).meta({ description: 'A Telegram username ("@studio", "studio" or a t.me link), answered without "@"' }),
  address: text(BUSINESS_ADDRESS_MAX).nullable().default(null),
  website: optional(httpUrl),
});

export const businessSettingsInput = z.object({
  name: z.string().trim().min(1, { error: "Business name is required" }).max(BUSINESS_NAME_MAX),
  description: text(BUSINESS_DESCRIPTION_MAX).nullable().default(null),
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => canonicalTimeZone(zone) !== null, { error: "TIME_ZONE_INVALID" })
    .transform((zone) => canonicalTimeZone(zone)!)
    .meta({
      description: "IANA time zone, e.g. Europe/Moscow. Bookings keep their real instants; their local date and time follow the new zone",
    }),
  contacts: businessContacts.prefault({}),
});

const nullableText = z.string().nullable();
export const businessSettingsResponse = z.object({
  name: z.string(),
  description: nullableText,
  timeZone: z.string(),
  currency: z.string().meta({ description: "Changed with PUT /api/account/currency" }),
  logoUrl: nullableText.meta({ description: "Path of the logo on this server; a new logo gets a new path" }),
  contacts: z.object({ phone: nullableText, email: nullableText, telegram: nullableText, address: nullableText, website: nullableText }),
});

export const setLogoInput = z.object({
  image: z
    .string()
    .max(300_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "The image must be base64" })
    .meta({ description: "The picture's bytes in base64: PNG, JPEG or WebP (checked by its bytes), at most 150 KB" }),
});
export const logoResponse = z.object({ logoUrl: z.string().nullable() });
