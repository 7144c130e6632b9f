// The Idempotency-Key header. Payment-creating procedures (checkout, booking pay) hand it to the
// billing services; idempotent creates (init.ts `idempotent`, meta `idempotent`) run through
// `runIdempotent`: the first request with a key runs, a repeat with the same body answers the same
// body and status (REST: the operation's success status), another body is 422 IDEMPOTENCY_KEY_REUSED.
// A repeat arriving while the first still runs WAITS for its answer (up to 10 s, then 409
// IDEMPOTENCY_KEY_IN_USE): a double tap gets the one result twice rather than an error to show.
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import {
  completeIdempotentRequest,
  IdempotentAnswer,
  keyedRequest,
  releaseIdempotentRequest,
  startIdempotentRequest,
  type Deps,
  type IdempotencyRequest,
  type ScopedDb,
} from "@booking/core";
import type { User } from "@booking/db";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export const IDEMPOTENCY_KEY_DESCRIPTION =
  "One value per user action: a repeat with the same key and body answers the first answer; with another body 422 IDEMPOTENCY_KEY_REUSED";

const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

const keyValue = z
  .string()
  .regex(KEY_PATTERN, "must be 1-255 visible ASCII characters (a UUID per user action is ideal)")
  .optional()
  .meta({ description: IDEMPOTENCY_KEY_DESCRIPTION });

/** For `meta.openapi.requestHeaders`. */
export const idempotencyKeyHeaders = z.object({ [IDEMPOTENCY_HEADER]: keyValue });

/** The header as an OpenAPI parameter, for idempotent creates (their meta has no requestHeaders). */
export const IDEMPOTENCY_PARAMETER = {
  in: "header",
  name: IDEMPOTENCY_HEADER,
  description: IDEMPOTENCY_KEY_DESCRIPTION,
  schema: { type: "string", pattern: KEY_PATTERN.source, description: IDEMPOTENCY_KEY_DESCRIPTION },
} as const;

/** The validated key with the user it belongs to; a malformed key is 400 naming the header. */
export function idempotencyOf(headers: IncomingHttpHeaders, userId: string): IdempotencyRequest | undefined {
  const raw = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = idempotencyKeyHeaders.parse({ [IDEMPOTENCY_HEADER]: Array.isArray(raw) ? raw[0] : raw })[IDEMPOTENCY_HEADER];
  return key === undefined ? undefined : { userId, key };
}

/** What a tRPC middleware's `next()` resolves to, as far as this module reads it. */
type NextResult = { ok: true; data: unknown } | { ok: false };

export interface IdempotentCall<Result extends NextResult> {
  ctx: { headers: IncomingHttpHeaders; user: User | null; scoped: ScopedDb; deps: Deps };
  /** The procedure path: a key sent to another operation is another request. */
  path: string;
  getRawInput: () => Promise<unknown>;
  /** Runs the procedure; `answer` (keyed calls only) is the claim it answers in its own transaction. */
  next: (answer: IdempotentAnswer | undefined) => Promise<Result>;
  /** Builds the middleware result of a replay (init.ts owns tRPC's result shape). */
  replay: (data: unknown) => Result;
}

/** Runs `next` at most once per (user, key, body); see the header comment. Without a key, just runs. */
export async function runIdempotent<Result extends NextResult>(call: IdempotentCall<Result>): Promise<Result> {
  const { ctx } = call;
  const keyed = ctx.user ? keyedRequest(idempotencyOf(ctx.headers, ctx.user.id), call.path, await call.getRawInput()) : undefined;
  if (!keyed) return call.next(undefined);
  const { appSecret } = ctx.deps.config;
  const start = await startIdempotentRequest(ctx.scoped, keyed, appSecret);
  if (start.kind === "replay") return call.replay(start.response);
  const answer = new IdempotentAnswer(start.claimId, appSecret);
  let result: Result;
  try {
    result = await call.next(answer);
  } catch (error) {
    await releaseIdempotentRequest(ctx.scoped, start.claimId);
    throw error;
  }
  if (!result.ok) await releaseIdempotentRequest(ctx.scoped, start.claimId);
  else if (!answer.written) {
    // Every idempotent create answers in its own transaction (tests/foundation/idempotent-creates.test.ts
    // checks each); this late store is only the safety net for one that does not yet.
    ctx.deps.log.error({ path: call.path }, "idempotent create did not store its answer in its own transaction");
    await completeIdempotentRequest(ctx.scoped, start.claimId, result.data, appSecret, new Date());
  }
  return result;
}
