// The caller's own profile (spec §2 personal info), proof of the owner for sensitive changes and
// password change (spec §5).
import { AppError } from "@booking/contracts";
import type { Session, User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { revokeOtherSessions } from "../auth/sessions.ts";
import type { Deps } from "../deps.ts";
import { verifyLoginCode } from "../auth/login-codes.ts";
import { requestEmailChange } from "./email-codes.ts";
import { checkCredential } from "../limits/credential-checks.ts";

/** A fresh login code (POST /api/auth/request-code, sent by the platform bot): proof instead of the password. */
export interface LoginCodeProof {
  sessionId: string;
  code: string;
}

export interface OwnerProof {
  currentPassword?: string;
  loginCode?: LoginCodeProof;
}

export interface ProfileUpdate extends OwnerProof {
  firstName: string;
  phone: string;
  /** Already lower-cased by the contracts schema. */
  email: string;
}

/**
 * Sensitive changes (the email, Telegram unlinking) need proof of the owner (issue 20.2): the
 * current password, or a login code the platform bot just sent to the linked chat (spent here).
 * An account without a password (Telegram only) is proven by the init data the platform bot
 * signed for this very request.
 */
export async function assertOwnerProof(db: PlatformDb, deps: Deps, user: User, proof: OwnerProof, now = new Date()): Promise<void> {
  if (proof.loginCode) {
    const owner = await verifyLoginCode(db, deps, proof.loginCode, now);
    if (owner.id !== user.id) throw new AppError("invalidCode", "The code is invalid or expired");
    return;
  }
  if (!user.passwordHash) return;
  if (!proof.currentPassword) throw new AppError("currentPasswordRequired");
  await assertCurrentPassword(deps, user, proof.currentPassword);
}

/** Counted in the account's one credential limiter (issue 29.2). */
async function assertCurrentPassword(deps: Pick<Deps, "counters">, user: User, currentPassword: string): Promise<void> {
  const { passwordHash } = user;
  if (!passwordHash || !(await checkCredential(deps, user.id, () => verifyPassword(passwordHash, currentPassword)))) {
    throw new AppError("invalidPassword", "Current password is incorrect");
  }
}

export interface ProfileUpdateResult {
  user: User;
  /** A new email waiting for the code sent to it (it replaces the current one only then), else null. */
  pendingEmail: string | null;
}

/**
 * Saves the name and the phone (a changed phone is unverified again). A changed email is not
 * written: after proof of the owner, a code goes to the new address, and confirmEmailChange makes
 * the switch (EMAIL_TAKEN when another account has it).
 */
export async function updateProfile(
  db: PlatformDb,
  deps: Deps,
  user: User,
  update: ProfileUpdate,
  now = new Date(),
): Promise<ProfileUpdateResult> {
  let pendingEmail: string | null = null;
  if (update.email !== user.email) {
    await assertOwnerProof(db, deps, user, update, now);
    pendingEmail = (await requestEmailChange(db, deps, user, update.email, now)).email;
  }
  const saved = await db.user.update({
    where: { id: user.id },
    data: { firstName: update.firstName, phone: update.phone, ...(update.phone !== user.phone ? { phoneVerified: false } : {}) },
  });
  return { user: saved, pendingEmail };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Only accounts that log in with a password (WEB, HYBRID) have one to change. Every other session
 * of the user ends, so a stolen session does not outlive the new password.
 */
export async function changePassword(
  db: PlatformDb,
  deps: Pick<Deps, "counters">,
  user: User,
  session: Session | null,
  change: PasswordChange,
): Promise<void> {
  if (user.userType !== "WEB" && user.userType !== "HYBRID") throw new AppError("PASSWORD_CHANGE_NOT_ALLOWED");
  await assertCurrentPassword(deps, user, change.currentPassword);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(change.newPassword) } });
  await revokeOtherSessions(db, user.id, session?.id);
}

/**
 * Unlinks Telegram (issue 20.2) after proof of the owner (the current password or a fresh login
 * code). Only an account with a password can, so the user can still sign in afterwards.
 */
export async function unlinkTelegram(db: PlatformDb, deps: Deps, user: User, proof: OwnerProof, now = new Date()): Promise<User> {
  if (user.telegramId === null) return user;
  if (!user.passwordHash) throw new AppError("TELEGRAM_UNLINK_NOT_ALLOWED");
  if (!proof.loginCode && !proof.currentPassword)
    throw new AppError("currentPasswordRequired", "Enter your current password or a login code");
  await assertOwnerProof(db, deps, user, proof, now);
  return db.user.update({
    where: { id: user.id },
    data: {
      telegramId: null,
      telegramChatId: null,
      telegramUsername: null,
      telegramUnreachable: false,
      userType: user.userType === "HYBRID" ? "WEB" : user.userType,
    },
  });
}
