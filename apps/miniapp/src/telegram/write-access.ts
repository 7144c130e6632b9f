// Issue 18.1: a customer who opened the mini app from a shared link never started the bot, so it
// cannot message them. Right after their first booking (when it matters) the app explains why and
// asks Telegram's write-access request once per Telegram user and device; the answer goes to the
// server, which sends their booking messages by email when it is "no".
import { addStoredId, storedIds } from "../lib/stored-ids.ts";
import { STORAGE_KEYS } from "../lib/storage.ts";
import type { TelegramEnv } from "./telegram-env.ts";

/** Whether this launch should be asked: inside Telegram, a bot that may not write yet, not asked here before. */
export function shouldAskWriteAccess(env: TelegramEnv): boolean {
  if (!env.isTelegram || !env.user || !env.controls || env.user.allowsWriteToPm === true) return false;
  return !storedIds(STORAGE_KEYS.writeAccessAsked).includes(String(env.user.id));
}

export function rememberWriteAccessAsked(telegramId: number): void {
  addStoredId(STORAGE_KEYS.writeAccessAsked, telegramId);
}
