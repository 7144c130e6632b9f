// One-time login codes (spec §4, ARCHITECTURE.md, Identity and sessions): 6 random digits sent by the platform bot to the linked
// chat, stored as an HMAC, valid for 10 minutes and 5 guesses, at most 10 per account per hour.
// The LoginCode row id is the spec's `sessionId`.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { AppError, LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES, LOGIN_CODES_PER_HOUR } from "@booking/contracts";
import type { User } from "@booking/db";
import { textsOf } from "@booking/i18n";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { Deps } from "../deps.ts";
import { createBotApi } from "@booking/telegram";
import type { AppConfig } from "../config.ts";
import { supportedLanguage } from "../notifications/recipients.ts";
import { isTelegramLinked } from "../users/user-view.ts";
import { checkCredential } from "../limits/credential-checks.ts";

const HOUR_MS = 3_600_000;

/** Keyed with the app secret, so a leaked table does not give the codes away by brute force. */
function codeHash(config: Pick<AppConfig, "appSecret">, userId: string, code: string): string {
  return createHmac("sha256", config.appSecret).update(`login-code:${userId}:${code}`).digest("hex");
}

function randomCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, "0");
}

function invalidCode(): AppError {
  return new AppError("invalidCode", "The code is invalid or expired");
}

function requireCodeRecipient(user: User | null): asserts user is User & { telegramId: bigint } {
  if (!user) throw new AppError("userNotFound");
  if (!isTelegramLinked(user)) {
    throw new AppError(user.passwordHash ? "telegramNotLinked" : "accountNotConfigured");
  }
}

/** Counting and inserting under a lock on the user row makes the hourly cap exact under concurrency. */
async function storeCode(db: PlatformDb, user: User, hash: string, ip: string | undefined, now: Date) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
    const recent = await tx.loginCode.count({ where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } } });
    if (recent >= LOGIN_CODES_PER_HOUR) throw new AppError("RATE_LIMITED", "Too many codes requested, try again in an hour");
    return tx.loginCode.create({
      data: {
        userId: user.id,
        codeHash: hash,
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * 60_000),
        requestIp: ip,
        createdAt: now,
      },
    });
  });
}

/** Sends a text to a chat through the platform bot. */
export type PlatformMessageSender = (chatId: number, text: string) => Promise<unknown>;

/**
 * Without a sender from the host process (scripts, this module's own tests): a plain Bot API
 * client. The API server passes one that shares the platform bot's flood limiter (@booking/bot registry).
 */
function directSender(config: AppConfig): PlatformMessageSender {
  return (chatId, text) => {
    if (!config.telegramBotToken) throw new AppError("TELEGRAM_BOT_NOT_CONFIGURED");
    return createBotApi(config.telegramBotToken, { apiRoot: config.telegramApiRoot }).sendMessage(chatId, text);
  };
}

export async function requestLoginCode(
  db: PlatformDb,
  { config }: Deps,
  input: { email: string; ip?: string },
  now = new Date(),
  send: PlatformMessageSender = directSender(config),
): Promise<{ sessionId: string; expiresAt: Date }> {
  const user = await db.user.findUnique({ where: { email: input.email } });
  requireCodeRecipient(user);
  const code = randomCode();
  const row = await storeCode(db, user, codeHash(config, user.id, code), input.ip, now);
  const text = textsOf(supportedLanguage(user.language), "server").loginCode(code, LOGIN_CODE_TTL_MINUTES);
  try {
    await send(Number(user.telegramChatId ?? user.telegramId), text);
  } catch (error) {
    // A code that never arrived must not be guessable or use up the hourly allowance.
    await db.loginCode.delete({ where: { id: row.id } });
    // 403 is Telegram's "bot was blocked by the user": remember it so notifications stop trying.
    if ((error as { error_code?: unknown }).error_code === 403) {
      await db.user.update({ where: { id: user.id }, data: { telegramUnreachable: true } });
    }
    if (error instanceof AppError) throw error;
    throw new AppError("failedToSend");
  }
  if (user.telegramUnreachable) await db.user.update({ where: { id: user.id }, data: { telegramUnreachable: false } });
  return { sessionId: row.id, expiresAt: row.expiresAt };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The user whose code this was; each code works once, and not after its 5th wrong guess. */
export async function verifyLoginCode(
  db: PlatformDb,
  deps: Deps,
  input: { sessionId: string; code: string },
  now = new Date(),
): Promise<User> {
  // Counting the attempt first, in one conditional UPDATE, keeps concurrent guesses within the cap.
  const [attempt] = await db.loginCode.updateManyAndReturn({
    where: { id: input.sessionId, usedAt: null, expiresAt: { gt: now }, attempts: { lt: LOGIN_CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (!attempt) throw invalidCode();
  // The account's one credential limiter (issue 29.2) counts code guesses with password guesses.
  const right = await checkCredential(deps, attempt.userId, async () =>
    sameHash(attempt.codeHash, codeHash(deps.config, attempt.userId, input.code)),
  );
  if (!right) throw invalidCode();
  const claimed = await db.loginCode.updateMany({ where: { id: attempt.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw invalidCode();
  return db.user.findUniqueOrThrow({ where: { id: attempt.userId } });
}
