// Caps for the procedures an attacker would hammer (`meta.rateLimit`), per IP or per caller. Each
// procedure has its own bucket, shared by its REST route and its tRPC call. Per-account caps that
// must hold across processes and restarts live in core or the database (the pending-booking cap).
import type { RateLimitHint } from "./procedures.ts";

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Guessing passwords or codes: login, the mini-app password reveal, verify-code. */
  credentialAttempts: { max: 10, windowMs: MINUTE },
  /** Each request sends a Telegram message. */
  codeRequests: { max: 5, windowMs: MINUTE },
  /** Creating accounts and tenants. */
  signUps: { max: 10, windowMs: MINUTE },
  /** Cheap look-ups that still reveal something (which emails exist, which slugs are taken). */
  lookups: { max: 30, windowMs: MINUTE },
  /** Booking attempts of one caller (issue 12.6: one client took all 18 starts of a day in 183 ms). */
  bookings: { max: 20, windowMs: MINUTE, per: "caller" },
  /** Holding times from links (issue 18.2): each blocks a time for others for minutes, so few per caller. */
  slotHolds: { max: 5, windowMs: 10 * MINUTE, per: "caller" },
  /** Calls that ask a third party (Telegram) on each request: the bot page's live state. */
  outboundChecks: { max: 30, windowMs: MINUTE, per: "caller" },
} as const satisfies Record<string, RateLimitHint>;

/**
 * Most calls one tRPC batch may carry (`/trpc/a,b,c?batch=1`). Each call counts against its own
 * limit, and a small batch keeps one request from holding the event loop for hundreds of calls.
 * The client sends no batches today (httpLink).
 */
export const MAX_BATCH_SIZE = 10;
