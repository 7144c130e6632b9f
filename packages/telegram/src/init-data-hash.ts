// The HMAC scheme Telegram uses to sign Mini App init data
// (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app).
// Shared by validation and signing so the two can never drift apart.
import { createHmac } from "node:crypto";
import { AppError } from "@booking/contracts";

/**
 * Every field except `hash` (the Ed25519 `signature` field included), as `key=value` lines sorted
 * by key and joined with "\n". Keys must be unique; callers reject duplicates before this.
 */
export function initDataCheckString(fields: ReadonlyMap<string, string>): string {
  return [...fields.keys()]
    .filter((key) => key !== "hash")
    .sort()
    .map((key) => `${key}=${fields.get(key)}`)
    .join("\n");
}

/** HMAC_SHA256(HMAC_SHA256("WebAppData", botToken), checkString), as raw bytes. */
export function initDataHash(checkString: string, botToken: string): Buffer {
  // An empty key is public knowledge: anyone could forge data "signed" with it.
  if (!botToken) throw new AppError("INTERNAL_ERROR", "Bot token is not configured");
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  return createHmac("sha256", secret).update(checkString).digest();
}
