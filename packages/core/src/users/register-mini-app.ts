// Mini-app registration (spec §4 "Registration form"): the identity comes from the validated init
// data only; the body adds phone and email. An email that already has an account needs that
// account's password (the "is this your account?" reveal), and then the Telegram identity is linked
// to it (userType HYBRID) instead of creating a second account.
import { AppError, LANGUAGES } from "@booking/contracts";
import type { User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { TelegramIdentity } from "../auth/resolve-identity.ts";
import { verifyPassword } from "../auth/password.ts";
import { isUniqueViolation, isUniqueViolationOf, USERNAME_INDEX } from "./unique-violation.ts";
import type { Deps } from "../deps.ts";
import { checkCredential } from "../limits/credential-checks.ts";

export interface MiniAppRegistration {
  phone: string;
  email: string;
  password?: string;
  /** Optional echo of the identity (spec payload); must match the init data when present. */
  telegramId?: number | string;
}

/** Signed is not sanitised: a tenant bot's owner can sign any text, and PostgreSQL refuses U+0000. */
function text(value: string | undefined): string | null {
  return value === undefined ? null : value.replaceAll("\u0000", "");
}

function telegramFields(telegram: TelegramIdentity) {
  const { user } = telegram;
  return {
    telegramId: BigInt(user.id),
    // A private chat with a user has the user's id.
    telegramChatId: BigInt(user.id),
    telegramUsername: text(user.username),
    telegramUnreachable: false,
  };
}

function languageOf(code: string | undefined): string | undefined {
  const short = code?.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short ?? "") ? short : undefined;
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("USER_EXISTS");
  throw error;
}

async function linkExistingAccount(
  db: PlatformDb,
  deps: Pick<Deps, "counters">,
  account: User,
  telegram: TelegramIdentity,
  input: MiniAppRegistration,
): Promise<User> {
  if (input.password === undefined) throw new AppError("USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED");
  // Already linked to another Telegram account: this email cannot be taken over from here.
  if (account.telegramId !== null) throw new AppError("EMAIL_TAKEN");
  const { passwordHash } = account;
  const password = input.password;
  // The account's one credential limiter (issue 29.2): this is a password check like the login.
  if (!passwordHash || !(await checkCredential(deps, account.id, () => verifyPassword(passwordHash, password)))) {
    throw new AppError("invalidPassword", "Invalid password");
  }
  return db.user
    .update({
      where: { id: account.id },
      data: {
        ...telegramFields(telegram),
        userType: account.userType === "WEB" ? "HYBRID" : account.userType,
        phone: account.phone ?? input.phone,
      },
    })
    .catch(conflict);
}

/**
 * Returns the account for this Telegram user: the existing one, the email's account after the right
 * password, or a new TELEGRAM account. The caller makes it a member of the tenant.
 */
export async function registerMiniAppUser(
  db: PlatformDb,
  deps: Pick<Deps, "counters">,
  telegram: TelegramIdentity,
  input: MiniAppRegistration,
): Promise<User> {
  if (input.telegramId !== undefined && String(input.telegramId) !== String(telegram.user.id)) {
    throw new AppError("registrationFailed", "telegramId does not match the signed Telegram data");
  }
  const existing = await db.user.findUnique({ where: { telegramId: BigInt(telegram.user.id) } });
  if (existing) {
    // A tenant's own bot is vouched for only by that tenant's owner (who holds its token), so it
    // cannot attach an existing platform account to the tenant; logging in there proves ownership.
    if (!telegram.isPlatformBot) {
      throw new AppError("USER_EXISTS", "This Telegram account is already registered: log in with your email to use it here");
    }
    return existing;
  }
  const byEmail = await db.user.findUnique({ where: { email: input.email } });
  if (byEmail) return linkExistingAccount(db, deps, byEmail, telegram, input);

  const { user } = telegram;
  const data = {
    ...telegramFields(telegram),
    email: input.email,
    phone: input.phone,
    firstName: text(user.firstName) ?? "",
    lastName: text(user.lastName),
    username: text(user.username),
    photoUrl: text(user.photoUrl),
    userType: "TELEGRAM" as const,
    language: languageOf(user.languageCode),
  };
  // The Telegram username is a suggestion here: when another account holds it (in any case), the
  // account is made without one rather than refused (telegramUsername still keeps it).
  return db.user.create({ data }).catch((error: unknown) => {
    if (!isUniqueViolationOf(error, USERNAME_INDEX)) return conflict(error);
    return db.user.create({ data: { ...data, username: null } }).catch(conflict);
  });
}
