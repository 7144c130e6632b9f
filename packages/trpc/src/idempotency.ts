// The Idempotency-Key header of payment-creating procedures (checkout, booking pay): documented in
// their OpenAPI meta, validated here, and handed to the billing services with the caller's id.
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import type { IdempotencyRequest } from "@booking/core";

const HEADER = "Idempotency-Key";

const keyValue = z.string()
  .regex(/^[\x21-\x7E]{1,255}$/, "must be 1-255 visible ASCII characters (a UUID per user action is ideal)")
  .optional()
  .meta({ description: "One value per user action: a repeat with the same key and body answers the first answer; with another body 422 IDEMPOTENCY_KEY_REUSED" });

/** For `meta.openapi.requestHeaders`. */
export const idempotencyKeyHeaders = z.object({ [HEADER]: keyValue });

/** The validated key with the user it belongs to; a malformed key is 400 naming the header. */
export function idempotencyOf(headers: IncomingHttpHeaders, userId: string): IdempotencyRequest | undefined {
  const raw = headers[HEADER.toLowerCase()];
  const key = idempotencyKeyHeaders.parse({ [HEADER]: Array.isArray(raw) ? raw[0] : raw })[HEADER];
  return key === undefined ? undefined : { userId, key };
}
