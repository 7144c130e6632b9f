// Idempotent creates (issue 15.10): a request carrying an Idempotency-Key first claims (tenant,
// user, key) with one INSERT .. ON CONFLICT DO NOTHING on the unique index, so of two identical
// requests racing (a double tap, a retry over a flaky network) exactly one runs. The others wait for
// its answer and replay it; a run that failed deletes its claim, so a retry runs again. Keys live
// 24 hours; expired ones of the user are deleted lazily on their next keyed request.
// The answer is written by the create itself, in its own transaction (`IdempotentAnswer`, issue
// 29.7): a create that committed has answered its key, so no retry can run it again, whatever
// fails after the commit. Answers are stored sealed (APP_SECRET); a secret shown once (an API key,
// a webhook's signing secret, an invitation link) is left out of the stored answer: a replay says
// the secret was shown and does not show it again.
import { randomUUID } from "node:crypto";
import { AppError } from "@booking/contracts";
import { decryptSecret, encryptSecret } from "../crypto/secret-box.ts";
import type { Prisma } from "@booking/db";
import type { KeyedRequest } from "../billing/open-payments.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { ScopedTx } from "../booking/booking-transaction.ts";

const DAY_MS = 86_400_000;
/** A claim still unanswered after this long belongs to a run that died (crash, restart): taken over. */
const CLAIM_LEASE_MS = 60_000;
const POLL_MS = 50;
/** How long a repeat waits for the running request before answering 409 IDEMPOTENCY_KEY_IN_USE. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

export type IdempotentStart =
  /** This request runs the operation; finish with `completeIdempotentRequest` or `releaseIdempotentRequest`. */
  | { kind: "claimed"; claimId: string }
  /** An earlier request with this key and body succeeded: its answer, parsed back from its JSON text. */
  | { kind: "replay"; response: unknown };

/**
 * Claims the key for this request, or waits for the request holding it: its stored answer is the
 * replay; its release lets this one claim. Another body under the key is 422 IDEMPOTENCY_KEY_REUSED;
 * still running after `waitMs` is 409 IDEMPOTENCY_KEY_IN_USE.
 */
export async function startIdempotentRequest(
  db: ScopedDb,
  keyed: KeyedRequest,
  appSecret: string,
  now = new Date(),
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<IdempotentStart> {
  const deadline = Date.now() + waitMs;
  await forgetExpiredKeys(db, keyed, now);
  for (;;) {
    const claimId = randomUUID();
    // The scoped client adds tenantId; the generated input type cannot know that.
    const claim = {
      id: claimId,
      userId: keyed.userId,
      key: keyed.key,
      requestHash: keyed.requestHash,
    } as Prisma.IdempotencyKeyCreateManyInput;
    const { count } = await db.idempotencyKey.createMany({ data: [claim], skipDuplicates: true });
    if (count === 1) return { kind: "claimed", claimId };
    const held = await db.idempotencyKey.findFirst({ where: { userId: keyed.userId, key: keyed.key } });
    if (!held) continue; // released between the two statements: claim again
    if (held.requestHash !== keyed.requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    if (held.completedAt) {
      return { kind: "replay", response: held.response === null ? undefined : JSON.parse(decryptSecret(held.response, appSecret)) };
    }
    if (held.paymentId) throw new AppError("IDEMPOTENCY_KEY_REUSED"); // a payment's key (billing), never a create's
    if (Date.now() >= deadline) throw new AppError("IDEMPOTENCY_KEY_IN_USE");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A transaction (or client) that can write the claim row: the create's own. */
type ClaimWriter = Pick<ScopedDb, "idempotencyKey">;

/**
 * The claim of a keyed create, answered inside the create's own transaction: `write` stores the
 * answer the repeats get (sealed) in the same commit as the created rows. If that transaction
 * rolls back, so does the answer, and the failed run releases the claim.
 */
export class IdempotentAnswer {
  private wrote = false;

  constructor(
    readonly claimId: string,
    private readonly appSecret: string,
  ) {}

  /** Stores `replay` (the answer without any shown-once secret) in `tx`, the create's transaction. */
  async write(tx: ClaimWriter, replay: unknown, now = new Date()): Promise<void> {
    await completeIdempotentRequest(tx, this.claimId, replay, this.appSecret, now);
    this.wrote = true;
  }

  /** Whether the create wrote its answer (else the caller stores it after the fact, as a fallback). */
  get written(): boolean {
    return this.wrote;
  }
}

/**
 * `view`, once `replay` (by default the view itself) is stored as the answer of a keyed call, in
 * `tx`, the create's transaction. Without a key: just the view.
 */
export async function answered<T>(tx: ClaimWriter, answer: IdempotentAnswer | undefined, view: T, replay: unknown = view): Promise<T> {
  await answer?.write(tx, replay);
  return view;
}

/** Runs a create that needs no transaction of its own in one when its answer must be stored with it. */
export function inAnswerTransaction<T>(db: ScopedDb, answer: IdempotentAnswer | undefined, work: (tx: ScopedTx) => Promise<T>): Promise<T> {
  return answer ? db.$transaction(work) : work(db);
}

/** Stores the success answer (its JSON text, sealed) for the repeats. */
export async function completeIdempotentRequest(
  db: ClaimWriter,
  claimId: string,
  response: unknown,
  appSecret: string,
  now: Date,
): Promise<void> {
  const json = response === undefined ? null : encryptSecret(JSON.stringify(response), appSecret);
  await db.idempotencyKey.updateMany({ where: { id: claimId }, data: { response: json, completedAt: now } });
}

/** The run failed: the key is free again, so the user's retry runs the operation anew. */
export async function releaseIdempotentRequest(db: ScopedDb, claimId: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { id: claimId, completedAt: null } });
}

/**
 * The user's keys past 24 hours, and this key's claim when its run died (unanswered past the lease).
 * Payment keys (billing) stay: their rows are the payments' own record.
 */
async function forgetExpiredKeys(db: ScopedDb, keyed: KeyedRequest, now: Date): Promise<void> {
  await db.idempotencyKey.deleteMany({
    where: {
      userId: keyed.userId,
      paymentId: null,
      OR: [
        { createdAt: { lt: new Date(now.getTime() - DAY_MS) } },
        { key: keyed.key, completedAt: null, createdAt: { lt: new Date(now.getTime() - CLAIM_LEASE_MS) } },
      ],
    },
  });
}
