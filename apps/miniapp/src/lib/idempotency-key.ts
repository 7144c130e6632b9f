// One Idempotency-Key per user action. Payments (Buy Now, Pay) pick theirs explicitly; every other
// mutation gets one from `idempotencyLink`, so the server's idempotent creates (services, news,
// bookings, waitlist, ...: issue 15.10) run once however often a flaky network or a double tap
// sends them.
import type { AnyRouter } from "@trpc/server";
import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";

/** A random key; randomUUID needs a secure context, so plain-http development falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** tRPC call options carrying the key; the data layer's link sends it as the header. */
export function withIdempotencyKey(idempotencyKey: string) {
  return { context: { idempotencyKey } };
}

/** The header for a call's context (empty when the call carries no key). */
export function idempotencyHeader(context: Record<string, unknown>): Record<string, string> {
  const key = context.idempotencyKey;
  return typeof key === "string" ? { "Idempotency-Key": key } : {};
}

/**
 * Gives each mutation without a key of its own the key of its action: the same procedure with the
 * same input is the same action until one of its calls succeeds. So a second tap while the first
 * call runs, and a retry after a failure (the answer may have been lost on the way), reuse the key
 * and the server answers them the first call's answer; after a success the next call is a new
 * action with a new key. Keys live in memory only: a reload starts afresh.
 */
export function idempotencyLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  const keys = new Map<string, string>();
  return () =>
    ({ op, next }) => {
      if (op.type !== "mutation" || typeof op.context.idempotencyKey === "string") return next(op);
      const action = `${op.path}\n${JSON.stringify(op.input) ?? ""}`;
      const key = keys.get(action) ?? newIdempotencyKey();
      keys.set(action, key);
      return observable((observer) =>
        next({ ...op, context: { ...op.context, idempotencyKey: key } }).subscribe({
          next(value) {
            // Done: an identical call from now on is another action.
            keys.delete(action);
            observer.next(value);
          },
          error(error) {
            observer.error(error);
          },
          complete() {
            observer.complete();
          },
        }),
      );
    };
}
