// Per-IP caps for the procedures an attacker would hammer (`meta.rateLimit`). Each procedure has its
// own bucket, shared by its REST route and its tRPC call. Per-account caps live in core.
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
} as const satisfies Record<string, RateLimitHint>;

/**
 * Most calls one tRPC batch may carry (`/trpc/a,b,c?batch=1`). Each call counts against its own
 * limit, and a small batch keeps one request from holding the event loop for hundreds of calls.
 * The client sends no batches today (httpLink).
 */
export const MAX_BATCH_SIZE = 10;
