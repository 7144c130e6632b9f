// One Idempotency-Key per user action that creates a payment (Buy Now, Pay): the server answers a
// repeat of the same action with the same payment instead of opening another.

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
