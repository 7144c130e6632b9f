// Webhook signatures (DESIGN §10): header `X-Booking-Signature: t=<unix seconds>,v1=<hex>` where
// v1 = HMAC-SHA256(endpoint secret, "<t>.<raw body>"). Receivers recompute it over the raw body,
// compare in constant time and refuse a t older than a few minutes (README has the recipe).
import crypto from "node:crypto";

export function signWebhookBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** The receiver's side, as documented: true when `header` signs `body` with `secret` within `toleranceSeconds`. */
export function verifyWebhookSignature(header: string, body: string, secret: string, now = new Date(), toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
