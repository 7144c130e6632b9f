// The caller's own profile (spec §2 personal info) and password change (spec §5).
import { AppError } from "@booking/contracts";
import type { Session, User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { revokeOtherSessions } from "../auth/sessions.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

export interface ProfileUpdate {
  firstName: string;
  phone: string;
  /** Already lower-cased by the contracts schema. */
  email: string;
  currentPassword?: string;
}

/**
 * The email is where login codes and (later) resets go, so changing it needs proof of the owner: the
 * current password when the account has one. An account without a password (Telegram only) is
 * proven by the init data the platform bot signed for this very request.
 */
async function assertOwnerProof(user: User, currentPassword: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (!currentPassword) throw new AppError("currentPasswordRequired");
  await assertCurrentPassword(user.passwordHash, currentPassword);
}

async function assertCurrentPassword(passwordHash: string | null, currentPassword: string): Promise<void> {
  if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
    throw new AppError("invalidPassword", "Current password is incorrect");
  }
}

/** A changed email or phone is unverified again; an email someone else has is EMAIL_TAKEN. */
export async function updateProfile(db: PlatformDb, user: User, update: ProfileUpdate): Promise<User> {
  const emailChanged = update.email !== user.email;
  if (emailChanged) await assertOwnerProof(user, update.currentPassword);
  if (emailChanged && (await db.user.findUnique({ where: { email: update.email }, select: { id: true } }))) {
    throw new AppError("EMAIL_TAKEN");
  }
  try {
    return await db.user.update({
      where: { id: user.id },
      data: {
        firstName: update.firstName,
        phone: update.phone,
        email: update.email,
        ...(emailChanged ? { emailVerified: false, emailBouncedAt: null } : {}),
        ...(update.phone !== user.phone ? { phoneVerified: false } : {}),
      },
    });
  } catch (error) {
    // Another account took the email between the check and the write.
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Only accounts that log in with a password (WEB, HYBRID) have one to change. Every other session
 * of the user ends, so a stolen session does not outlive the new password.
 */
export async function changePassword(db: PlatformDb, user: User, session: Session | null, change: PasswordChange): Promise<void> {
  if (user.userType !== "WEB" && user.userType !== "HYBRID") throw new AppError("PASSWORD_CHANGE_NOT_ALLOWED");
  await assertCurrentPassword(user.passwordHash, change.currentPassword);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(change.newPassword) } });
  await revokeOtherSessions(db, user.id, session?.id);
}
