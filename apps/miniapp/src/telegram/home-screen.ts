// Issue 18.5: after a booking, a customer inside Telegram is offered to put the app on their
// device's home screen, once per Telegram user and device (whatever they answer), and only where
// the client can do it and it is not there already (checkHomeScreenStatus).
import { addStoredId, storedIds } from "../lib/stored-ids.ts";
import { STORAGE_KEYS } from "../lib/storage.ts";
import type { TelegramEnv } from "./telegram-env.ts";

/** Inside Telegram, and this user was never offered it on this device. */
export function mayOfferHomeScreen(env: TelegramEnv): env is TelegramEnv & Required<Pick<TelegramEnv, "user" | "controls">> {
  if (!env.isTelegram || !env.user || !env.controls) return false;
  return !storedIds(STORAGE_KEYS.homeScreenOffered).includes(String(env.user.id));
}

export function rememberHomeScreenOffered(telegramId: number): void {
  addStoredId(STORAGE_KEYS.homeScreenOffered, telegramId);
}
