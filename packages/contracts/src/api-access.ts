// API keys and outgoing webhooks (issue 16.3, ARCHITECTURE.md, API keys and webhooks): the shared vocabulary of the server,
// the account screen and the OpenAPI document.

/** What a key may do. Operations name the scope they need (`meta.apiScope`); nothing else accepts a key. */
export const API_KEY_SCOPES = ["bookings:read", "bookings:write", "content:manage"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Every key starts with this, so the server tells a key from a session token (43 base64url
 * characters, never 46) before any database look-up.
 */
export const API_KEY_PREFIX = "bk_";
/** prefix + 43 base64url characters (32 random bytes). */
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;
/** How much of a key lists show (prefix included). */
export const API_KEY_VISIBLE_CHARS = 10;
/** Live (unrevoked) keys per tenant. */
export const MAX_API_KEYS = 25;

export function isApiKeyToken(token: string): boolean {
  return token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);
}

/** Booking events delivered to webhooks. */
export const WEBHOOK_EVENTS = ["booking.created", "booking.confirmed", "booking.paid", "booking.cancelled", "booking.rescheduled"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Endpoints per tenant. */
export const MAX_WEBHOOKS = 10;
/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Booking-Signature";
