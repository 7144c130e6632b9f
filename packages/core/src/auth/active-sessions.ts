// The account screen's list of the user's live sessions (issue 20.2): which device, when last used,
// and ending one or all the others. Sessions are the user's own, never a tenant's.
import { AppError, SESSION_IDLE_DAYS } from "@booking/contracts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { revokeOtherSessions, revokeSession } from "./sessions.ts";

export interface ActiveSessionView {
  id: string;
  /** "Chrome on Windows", from the user agent; null when it said nothing useful. */
  device: string | null;
  lastUsedAt: string;
  createdAt: string;
  /** The session making this request. */
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/YaBrowser/, "Yandex Browser"],
  [/Firefox\//, "Firefox"],
  [/Chrome\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iOS/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** A short, human name for a user agent (no library: the list only needs to tell devices apart). */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** Live sessions (not revoked, not expired, not idle), most recently used first. */
export async function listActiveSessions(
  db: PlatformDb,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<ActiveSessionView[]> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000);
  const sessions = await db.session.findMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: now },
      OR: [{ lastUsedAt: { gt: idleSince } }, { lastUsedAt: null, createdAt: { gt: idleSince } }],
    },
    orderBy: [{ lastUsedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
  });
  return sessions.map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    lastUsedAt: (session.lastUsedAt ?? session.createdAt).toISOString(),
    createdAt: session.createdAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; anyone else's, or an unknown id, is SESSION_NOT_FOUND. */
export async function endSession(db: PlatformDb, userId: string, sessionId: string): Promise<void> {
  const owned = await db.session.findFirst({ where: { id: sessionId, userId, revokedAt: null }, select: { id: true } });
  if (!owned) throw new AppError("SESSION_NOT_FOUND");
  await revokeSession(db, owned.id);
}

/** Ends every session of the user but the current one; answers how many ended. */
export function endOtherSessions(db: PlatformDb, userId: string, currentSessionId: string | null): Promise<number> {
  return revokeOtherSessions(db, userId, currentSessionId ?? undefined);
}
