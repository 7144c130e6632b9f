// Business settings (issue 15.5): the rules the owner's form checks as they type and the server's
// schemas enforce. No zod here, so the browser imports it without the schema library.

export const BUSINESS_NAME_MAX = 100;
export const BUSINESS_DESCRIPTION_MAX = 500;
export const BUSINESS_ADDRESS_MAX = 200;
/** A logo is shown at most ~160 px wide: the client scales larger pictures down before upload. */
export const LOGO_MAX_BYTES = 150 * 1024;
/** The pixel size the client scales a picture down to (longest side). */
export const LOGO_MAX_PIXELS = 512;
export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** Telegram usernames: 5-32 of a-z, 0-9 and _, starting with a letter. */
const TELEGRAM_USERNAME = /^[a-z][a-z0-9_]{3,30}[a-z0-9]$/i;

/**
 * The username a Telegram contact names ("@studio", "studio", "t.me/studio",
 * "https://t.me/studio"), without "@"; null when it names none.
 */
export function telegramUsernameOf(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\//i, "")
    .replace(/^@/, "")
    .replace(/\/$/, "");
  return TELEGRAM_USERNAME.test(text) ? text : null;
}

/**
 * The canonical name of an IANA time zone ("europe/moscow" is "Europe/Moscow"), or null when the
 * runtime does not know it. Offsets ("+03:00") and abbreviations ("MSK") are not zones.
 */
export function canonicalTimeZone(raw: string): string | null {
  const name = raw.trim();
  if (!name || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  if (!name.includes("/") && name.toUpperCase() !== "UTC") return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** What the first bytes of an upload say it is; null for anything but PNG, JPEG and WebP. */
export function logoContentTypeOf(bytes: Uint8Array): LogoContentType | null {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}
