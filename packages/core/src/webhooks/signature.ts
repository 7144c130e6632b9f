// Webhook signatures (ARCHITECTURE.md, API keys and webhooks): header `X-Booking-Signature: t=<unix seconds>,v1=<hex>` where
// v1 = HMAC-SHA256(endpoint secret, "<t>.<raw body>"). Receivers recompute it over the raw body,
// compare in constant time and refuse a t older than a few minutes (README has the recipe;
// tests/api-access/webhooks.test.ts checks real deliveries with it).
import crypto from "node:crypto";

export function signWebhookBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
