// Opaque bearer tokens: 256 random bits handed to the client once, stored only as SHA-256.
import { SESSION_TTL_DAYS } from "@booking/contracts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { randomToken, sha256 } from "../crypto/secret-box.ts";

export async function createSession(db: PlatformDb, userId: string, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
  const token = randomToken();
  await db.session.create({
    data: {
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    },
  });
  return token;
}

export async function revokeSession(db: PlatformDb, sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** After a password change: every other session of the user ends. */
export async function revokeOtherSessions(db: PlatformDb, userId: string, keepSessionId?: string): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
