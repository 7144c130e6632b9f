// What the bots change on accounts, keyed by the Telegram id of whoever wrote to them.
import type { Language } from "@booking/contracts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { supportedLanguage } from "../notifications/recipients.ts";

/** The interface language of the account linked to this Telegram user; null without one. */
export async function accountLanguageOf(db: PlatformDb, telegramId: number): Promise<Language | null> {
  const user = await db.user.findUnique({ where: { telegramId: BigInt(telegramId) }, select: { language: true } });
  return user ? supportedLanguage(user.language) : null;
}

/** Stores the language on the linked account; false when this Telegram user has none. */
export async function setAccountLanguage(db: PlatformDb, telegramId: number, language: Language): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { telegramId: BigInt(telegramId) }, data: { language } });
  return count === 1;
}

/** Whoever writes to a bot has unblocked it: notifications may reach them again. */
export async function markTelegramReachable(db: PlatformDb, telegramId: number): Promise<void> {
  await db.user.updateMany({ where: { telegramId: BigInt(telegramId), telegramUnreachable: true }, data: { telegramUnreachable: false } });
}

/** Telegram answered 403 (the bot is blocked): stop sending until they write again. */
export async function markTelegramUnreachable(db: PlatformDb, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { telegramUnreachable: true } });
}

/**
 * The answer to the mini app's write-access request (issue 18.1), for the account linked to this
 * Telegram user: allowed, the bots may message them again; refused, they are unreachable and their
 * booking messages go by email (notifications/booking-emails.ts). False when no account is linked.
 */
export async function recordTelegramWriteAccess(db: PlatformDb, telegramId: number, allowed: boolean): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { telegramId: BigInt(telegramId) }, data: { telegramUnreachable: !allowed } });
  return count === 1;
}
