// Call limits counted once the caller is known (issue 29.1, 29.2, 29.4): per account wherever an
// account exists, per procedure call rather than per HTTP request. The counters are fixed windows
// per bucket; the API process backs them with Redis (shared by the processes, apps/api
// rate-limit-store.ts), anything else (scripts, the bot process, tests calling core directly) with
// this process's memory.
import { AppError } from "@booking/contracts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface CallCounters {
  /** Adds `calls` to the bucket's current window: the count after, and the milliseconds it has left. */
  add(bucket: string, windowMs: number, calls: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one call back out of the bucket's window (a credential check that succeeded). */
  remove(bucket: string): Promise<void>;
}

/** Fixed windows in this process's memory. */
export function localCallCounters(): CallCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    async add(bucket, windowMs, calls) {
      const now = Date.now();
      let window = windows.get(bucket);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(bucket, window);
        if (windows.size > 50_000) sweep(now);
      }
      window.count += calls;
      return { count: window.count, ttlMs: window.endsAt - now };
    },
    async remove(bucket) {
      const window = windows.get(bucket);
      if (window && window.endsAt > Date.now() && window.count > 0) window.count--;
    },
  };
}

/** The counters of a process that was given none. */
export const PROCESS_CALL_COUNTERS: CallCounters = localCallCounters();

/**
 * Counts `calls` in `bucket` and refuses with 429 RATE_LIMITED once the window holds more than
 * `limit.max` (Retry-After: the window's rest, in `details.retryAfterSeconds`). Counted before the
 * work, so concurrent calls cannot all slip under the limit.
 */
export async function takeCalls(counters: CallCounters, bucket: string, limit: WindowLimit, calls = 1, message?: string): Promise<void> {
  const { count, ttlMs } = await counters.add(bucket, limit.windowMs, calls);
  if (count > limit.max) throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });
}
