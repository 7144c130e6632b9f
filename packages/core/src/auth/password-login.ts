// Email step and password step of the login screen (spec §4 "Login flow").
import { AppError } from "@booking/contracts";
import type { User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { randomToken } from "../crypto/secret-box.ts";
import { isTelegramLinked } from "../users/user-view.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { checkCredential } from "../limits/credential-checks.ts";
import type { Deps } from "../deps.ts";

export interface UserLookup {
  exists: boolean;
  hasTelegram: boolean;
  hasPassword: boolean;
}

/** Reveals whether an account exists and how it can log in: the login screen needs exactly this. */
export async function checkUser(db: PlatformDb, email: string): Promise<UserLookup> {
  const user = await db.user.findUnique({ where: { email }, select: { telegramId: true, passwordHash: true } });
  return { exists: !!user, hasTelegram: !!user && isTelegramLinked(user), hasPassword: !!user?.passwordHash };
}

// Verifying against a throwaway hash when there is no account keeps the answer time the same.
let decoyHash: Promise<string> | undefined;

/**
 * Any failure is the same invalidPassword answer, whatever the reason. An existing account's
 * guesses count in its one credential limiter (issue 29.2), from whichever IP they come.
 */
export async function loginWithPassword(db: PlatformDb, deps: Pick<Deps, "counters">, email: string, password: string): Promise<User> {
  const user = await db.user.findUnique({ where: { email } });
  decoyHash ??= hashPassword(randomToken());
  const valid = user?.passwordHash
    ? await checkCredential(deps, user.id, () => verifyPassword(user.passwordHash!, password))
    : await verifyPassword(await decoyHash, password);
  if (!user?.passwordHash || !valid) throw new AppError("invalidPassword", "Invalid email or password");
  return user;
}
