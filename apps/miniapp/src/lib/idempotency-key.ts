// One Idempotency-Key per user action that creates a payment (Buy Now, Pay): the server answers a
// repeat of the same action with the same payment instead of opening another.

/** A random key; randomUUID needs a secure context, so plain-http development falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
