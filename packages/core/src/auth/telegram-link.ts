// Linking a web account to Telegram: the account screen gets a t.me link to the platform bot with a
// one-time token; the bot calls consumeTelegramLinkToken on `/start <token>` with the sender, who
// thereby proves they own that Telegram account. Tokens are stored as SHA-256, live 15 minutes.
import { AppError, TELEGRAM_LINK_START_PREFIX, TELEGRAM_LINK_TOKEN_TTL_MINUTES } from "@booking/contracts";
import type { User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { Deps } from "../deps.ts";
import { botStartLink } from "@booking/telegram";
import { randomToken, sha256 } from "../crypto/secret-box.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

export interface TelegramLinkSender {
  id: number | bigint;
  username?: string;
  /** The chat the bot can write to; defaults to the user's private chat (same id). */
  chatId?: number | bigint;
}

/** Starts linking: a fresh token replaces any unused one of this user. */
export async function createTelegramLink(
  db: PlatformDb,
  { config }: Pick<Deps, "config">,
  userId: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  if (!config.telegramBotUsername) throw new AppError("TELEGRAM_BOT_NOT_CONFIGURED");
  // 24 random bytes: 32 base64url characters, within Telegram's 64-character start payload.
  const token = `${TELEGRAM_LINK_START_PREFIX}${randomToken(24)}`;
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TOKEN_TTL_MINUTES * 60_000);
  await db.$transaction(async (tx) => {
    await tx.telegramLinkToken.deleteMany({ where: { userId, usedAt: null } });
    await tx.telegramLinkToken.create({ data: { tokenHash: sha256(token), userId, expiresAt, createdAt: now } });
  });
  return { url: botStartLink(config.telegramBotUsername, token), expiresAt };
}

function invalidLink(): AppError {
  return new AppError("LINK_TOKEN_INVALID");
}

/**
 * Called by the platform bot with the `/start` payload and its sender. One-time and expiring; sets
 * the Telegram fields, and a WEB account becomes HYBRID. Throws LINK_TOKEN_INVALID, or USER_EXISTS
 * when this Telegram account already belongs to another user (the token then stays usable).
 */
export async function consumeTelegramLinkToken(db: PlatformDb, token: string, sender: TelegramLinkSender, now = new Date()): Promise<User> {
  if (typeof token !== "string" || token.length === 0 || token.length > 128) throw invalidLink();
  const telegramId = BigInt(sender.id);
  try {
    return await db.$transaction(async (tx) => {
      const claimed = await tx.telegramLinkToken.updateManyAndReturn({
        where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      const link = claimed[0];
      if (!link) throw invalidLink();
      const holder = await tx.user.findUnique({ where: { telegramId }, select: { id: true } });
      if (holder && holder.id !== link.userId) {
        throw new AppError("USER_EXISTS", "This Telegram account is already linked to another user");
      }
      const user = await tx.user.findUniqueOrThrow({ where: { id: link.userId } });
      return tx.user.update({
        where: { id: user.id },
        data: {
          telegramId,
          telegramChatId: BigInt(sender.chatId ?? sender.id),
          telegramUsername: sender.username ?? null,
          telegramUnreachable: false,
          userType: user.userType === "WEB" ? "HYBRID" : user.userType,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("USER_EXISTS", "This Telegram account is already linked to another user");
    throw error;
  }
}
