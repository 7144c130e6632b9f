// T-Bank acquiring API v2 request / notification signature ("Token").
// Rule (T-Bank developer docs, reproduced in /work/shared/notes/test-vectors.md): take the top-level
// scalar fields (nested objects such as Receipt or DATA and the Token itself are left out), add
// Password, sort by key, concatenate the VALUES, SHA-256 the UTF-8 string, lowercase hex.
import { createHash, timingSafeEqual } from "node:crypto";

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

export function tbankToken(fields: Record<string, unknown>, password: string): string {
  const signed: Record<string, Scalar> = { Password: password };
  for (const [key, value] of Object.entries(fields)) {
    if (key !== "Token" && isScalar(value)) signed[key] = value;
  }
  // Keys are ASCII identifiers, so a plain code-unit sort matches the documented ordering.
  const concatenated = Object.keys(signed)
    .sort()
    .map((key) => String(signed[key])) // booleans become "true"/"false", as the docs require
    .join("");
  return createHash("sha256").update(concatenated, "utf8").digest("hex");
}

/** Adds the Token to a request body (the body itself is left unchanged). */
export function signTbankRequest<T extends Record<string, unknown>>(fields: T, password: string): T & { Token: string } {
  return { ...fields, Token: tbankToken(fields, password) };
}

/** Constant-time check of a received Token; false for a missing or malformed one. */
export function isValidTbankToken(fields: Record<string, unknown>, password: string): boolean {
  const received = fields.Token;
  if (typeof received !== "string" || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  const expected = Buffer.from(tbankToken(fields, password), "hex");
  return timingSafeEqual(expected, Buffer.from(received, "hex"));
}
