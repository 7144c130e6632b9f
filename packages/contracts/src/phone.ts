// One phone rule for the server's schemas and the client's forms: a number libphonenumber-js
// (its `min` metadata: country calling codes and lengths, small enough for the browser) calls
// valid, kept in E.164 (`+79161234567`). No zod here, so the client imports it without zod.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Numbers written without a country code are read as Russian ones ("8 916 123-45-67" and
 * "916 123 45 67" are +79161234567): the platform's home market. Others start with "+".
 */
export const DEFAULT_PHONE_COUNTRY = "RU";

/** The E.164 form of a valid phone number, or null (the spec's `invalidPhone`). */
export function normalizePhone(raw: string): string | null {
  if (raw.length > 64) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}
