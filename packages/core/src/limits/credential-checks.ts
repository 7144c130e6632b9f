// One limiter per account for every check of its password or a code (issue 29.2: the current
// password asked for an email change took 60 wrong guesses in a second, then the right one; the
// other routes limited per IP only). Login, email change, password change, Telegram unlinking, the
// mini app's password reveal, login codes and email codes all count in the account's one bucket,
// wherever the guesses come from. An attempt is counted before the check (a burst cannot get past
// the limit side by side) and given back when it succeeds, so only wrong guesses use it up.
import type { Deps } from "../deps.ts";
import { PROCESS_CALL_COUNTERS, takeCalls, type WindowLimit } from "./call-counters.ts";

/** Wrong passwords or codes an account may take per window, across every route. */
export const CREDENTIAL_CHECKS: WindowLimit = { max: 10, windowMs: 15 * 60_000 };

const bucketOf = (userId: string) => `credential-checks:user:${userId}`;

/**
 * Runs `check` (true: the password or code was right) under the account's limit. Over it, 429
 * RATE_LIMITED before the check runs, the right password included.
 */
export async function checkCredential(deps: Pick<Deps, "counters">, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const counters = deps.counters ?? PROCESS_CALL_COUNTERS;
  await takeCalls(counters, bucketOf(userId), CREDENTIAL_CHECKS, 1, "Too many wrong passwords or codes for this account: try again later");
  const valid = await check();
  if (valid) await counters.remove(bucketOf(userId));
  return valid;
}
