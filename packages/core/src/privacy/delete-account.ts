// A person deletes their account (issue 30, DELETE /api/user): proven by their password or a fresh
// login code; refused while they own a business (hand it over or close it first). Every tenant
// forgets them (forget.ts); then their row is anonymised in place (name, email, phone, password,
// Telegram link and profile erased; `deletedAt` set), so tenants' past bookings keep a nameless
// client; every session, login code and link token is deleted. Audit-logged (PrivacyEvent).
import { AppError, ERASED_PERSON_NAME } from "@booking/contracts";
import type { User } from "@booking/db";
import { verifyLoginCode } from "../auth/login-codes.ts";
import { verifyPassword } from "../auth/password.ts";
import { checkCredential } from "../limits/credential-checks.ts";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import { forgetInTenant } from "./forget.ts";
import { userDataTenants } from "./privacy-sql.ts";

export type DeletionProof = { password?: string; sessionId?: string; code?: string };

export interface DeletionResult {
  deleted: true;
  tenants: number;
  cancelledBookings: number;
}

/** The password (when the account has one) or a login code sent for this very account. */
async function assertProof(dbs: Databases, deps: Deps, user: User, proof: DeletionProof): Promise<void> {
  if (proof.sessionId || proof.code) {
    if (!proof.sessionId || !proof.code) throw new AppError("codeRequired", undefined, { field: "code" });
    const owner = await verifyLoginCode(dbs.platform, deps, { sessionId: proof.sessionId, code: proof.code });
    if (owner.id !== user.id) throw new AppError("invalidCode");
    return;
  }
  if (!proof.password) throw new AppError(user.passwordHash ? "passwordRequired" : "codeRequired");
  // The account's one credential bucket (issue 29.2): deleting must not be a way around it.
  const { passwordHash } = user;
  if (!passwordHash || !(await checkCredential(deps, user.id, () => verifyPassword(passwordHash, proof.password!)))) {
    throw new AppError("invalidPassword");
  }
}

export async function deleteAccount(
  dbs: Databases,
  deps: Deps,
  request: { userId: string; proof: DeletionProof; now: Date },
): Promise<DeletionResult> {
  const { userId, now } = request;
  const user = await dbs.platform.user.findUniqueOrThrow({ where: { id: userId } });
  await assertProof(dbs, deps, user, request.proof);
  const tenantIds = (await dbs.sql.rows(userDataTenants, [userId])).map((row) => row.tenantId);
  const owned: string[] = [];
  for (const tenantId of tenantIds) {
    const membership = await dbs.tenant(tenantId).membership.findFirst({ where: { userId, role: "OWNER" }, select: { id: true } });
    if (membership) owned.push(tenantId);
  }
  if (owned.length > 0) throw new AppError("ACCOUNT_OWNS_TENANT", undefined, { tenants: owned.length });

  let cancelledBookings = 0;
  for (const tenantId of tenantIds) {
    const counts = await forgetInTenant(dbs.tenant(tenantId), { tenantId, userId, actorId: userId, mode: "account", now });
    cancelledBookings += counts.cancelledBookings;
  }
  await dbs.platform.$transaction(async (tx) => {
    await tx.session.deleteMany({ where: { userId } });
    await tx.loginCode.deleteMany({ where: { userId } });
    await tx.emailCode.deleteMany({ where: { userId } });
    await tx.telegramLinkToken.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: null,
        passwordHash: null,
        telegramId: null,
        telegramChatId: null,
        telegramUsername: null,
        telegramUnreachable: false,
        username: null,
        firstName: ERASED_PERSON_NAME,
        lastName: null,
        phone: null,
        photoUrl: null,
        emailVerified: false,
        emailBouncedAt: null,
        phoneVerified: false,
        deletedAt: now,
      },
    });
    await tx.privacyEvent.create({
      data: { userId, action: "ACCOUNT_DELETED", details: { tenants: tenantIds.length, cancelledBookings }, createdAt: now },
    });
  });
  deps.log.info({ userId, tenants: tenantIds.length, cancelledBookings }, "account deleted");
  return { deleted: true, tenants: tenantIds.length, cancelledBookings };
}
