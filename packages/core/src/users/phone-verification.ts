// Phone verification through Telegram (issue 16.6): a phone is verified only when Telegram vouches
// that it is the user's own: a `contact` message to a bot whose user_id is the sender (the bot's
// update comes from Telegram over the webhook), or the mini app's requestContact answer, signed by
// the bot like init data and checked here. Either sets the account's phone and phoneVerified.
import { AppError } from "@booking/contracts";
import { normalizePhone } from "@booking/contracts/phone";
import type { User } from "@booking/db";
import { validateInitDataForAnyBot } from "@booking/telegram";
import type { Deps } from "../deps.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { botTokensFor } from "../auth/resolve-identity.ts";

/** Telegram sends numbers in international form, often without the "+". */
function telegramPhone(raw: string): string {
  const phone = normalizePhone(/^\+/.test(raw) ? raw : `+${raw}`);
  if (!phone) throw new AppError("invalidPhone");
  return phone;
}

/** The account linked to this Telegram user, with the shared phone verified; null without one. */
export async function verifyPhoneFromTelegram(db: PlatformDb, telegramId: bigint, phoneNumber: string): Promise<User | null> {
  const phone = telegramPhone(phoneNumber);
  const { count } = await db.user.updateMany({ where: { telegramId }, data: { phone, phoneVerified: true } });
  return count === 1 ? db.user.findUnique({ where: { telegramId } }) : null;
}

/**
 * The mini app's requestContact answer (`contact=<json>&auth_date=...&hash=...`), signed by the bot
 * that opened the app: valid, fresh, and the contact of the caller's own linked Telegram account.
 */
export async function verifyPhoneFromMiniApp(
  db: PlatformDb,
  scoped: ScopedDb,
  deps: Deps,
  user: User,
  signedContact: string,
): Promise<User> {
  const tokens = await botTokensFor(scoped, deps);
  if (tokens.length === 0) throw new AppError("TELEGRAM_BOT_NOT_CONFIGURED");
  validateInitDataForAnyBot(signedContact, tokens, { maxAgeSeconds: deps.config.initDataMaxAgeSeconds });
  let contact: { user_id?: unknown; phone_number?: unknown };
  try {
    contact = JSON.parse(new URLSearchParams(signedContact).get("contact") ?? "null") ?? {};
  } catch {
    throw new AppError("TELEGRAM_INIT_DATA_INVALID", "The contact is malformed");
  }
  if (user.telegramId === null || String(contact.user_id) !== user.telegramId.toString()) throw new AppError("PHONE_NOT_OWN");
  if (typeof contact.phone_number !== "string") throw new AppError("invalidPhone");
  const verified = await verifyPhoneFromTelegram(db, user.telegramId, contact.phone_number);
  if (!verified) throw new AppError("PHONE_NOT_OWN");
  return verified;
}
