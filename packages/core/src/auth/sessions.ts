// Opaque bearer tokens: 256 random bits handed to the client once, stored only as SHA-256.
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from "@booking/contracts";
import type { Session } from "@booking/db";
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

const DAY_MS = 86_400_000;
/** lastUsedAt is written at most this often: a request per session per hour, not per request. */
const TOUCH_EVERY_MS = 3_600_000;

function lastUse(session: Pick<Session, "lastUsedAt" | "createdAt">): Date {
  return session.lastUsedAt ?? session.createdAt;
}

/** Unused for SESSION_IDLE_DAYS: the session no longer authenticates (the 30-day cap still holds). */
export function isIdle(session: Pick<Session, "lastUsedAt" | "createdAt">, now: Date): boolean {
  return now.getTime() - lastUse(session).getTime() >= SESSION_IDLE_DAYS * DAY_MS;
}

/** Records a use of a live session, which slides its idle timeout (throttled, see TOUCH_EVERY_MS). */
export async function touchSession(
  db: PlatformDb,
  session: Pick<Session, "id" | "lastUsedAt" | "createdAt">,
  now = new Date(),
): Promise<void> {
  if (session.lastUsedAt && now.getTime() - session.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { lastUsedAt: now } });
}
