// Codes mailed to prove an address (issue 16.5, 20.2): VERIFY goes to the user's own email and sets
// emailVerified; CHANGE goes to a new address, which replaces the old one only with that code (the
// old address is then told). 6 digits stored as an HMAC, valid 30 minutes and 5 guesses; at most one
// a minute and 5 an hour per account. The code and its email are written in one transaction, so a
// code exists exactly when its email is queued.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { AppError } from "@booking/contracts";
import type { EmailCode, EmailCodePurpose, User } from "@booking/db";
import type { Deps } from "../deps.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import { uuidV7 } from "../booking/uuid-v7.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { supportedLanguage } from "../notifications/recipients.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";
import { checkCredential } from "../limits/credential-checks.ts";

export const EMAIL_CODE_TTL_MINUTES = 30;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODES_PER_HOUR = 5;
export const EMAIL_CODE_INTERVAL_SECONDS = 60;

function codeHash(appSecret: string, id: string, code: string): string {
  return createHmac("sha256", appSecret).update(`email-code:${id}:${code}`).digest("hex");
}

/** The URL parameter of each purpose's code in the email's link. */
export const EMAIL_CODE_PARAMS: Record<EmailCodePurpose, string> = { VERIFY: "emailCode", CHANGE: "emailChangeCode" };

/** Where the email's button leads: the personal-info tab, which confirms the code it carries. */
export function emailCodeLink(publicUrl: string, purpose: EmailCodePurpose, code: string): string {
  return `${publicUrl}/account?tab=personalInfo&${EMAIL_CODE_PARAMS[purpose]}=${code}`;
}

/** Under a lock on the user row, so the caps hold under concurrent requests. */
async function issueCode(
  db: PlatformDb,
  { config }: Deps,
  user: User,
  purpose: EmailCodePurpose,
  email: string,
  now: Date,
): Promise<EmailCode> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id}::uuid FOR UPDATE`;
    const recent = await tx.emailCode.findMany({
      where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - 3_600_000) } },
      select: { createdAt: true },
      orderBy: { createdAt: "desc" },
    });
    const last = recent[0]?.createdAt.getTime() ?? 0;
    if (recent.length >= EMAIL_CODES_PER_HOUR || now.getTime() - last < EMAIL_CODE_INTERVAL_SECONDS * 1000) {
      throw new AppError("RATE_LIMITED", "Too many codes requested, try again later");
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const id = uuidV7(now.getTime());
    const row = await tx.emailCode.create({
      data: {
        id,
        userId: user.id,
        purpose,
        email,
        codeHash: codeHash(config.appSecret, id, code),
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      },
    });
    await enqueueEmail(
      tx,
      {
        to: email,
        locale: supportedLanguage(user.language),
        key: `email-code:${row.id}`,
        template: purpose === "VERIFY" ? "email-verification" : "email-change",
        data: { code, minutes: EMAIL_CODE_TTL_MINUTES, link: emailCodeLink(config.publicUrl, purpose, code) },
      },
      now,
    );
    return row;
  });
}

/** Mails a code to the user's own, unverified address. */
export async function requestEmailVerification(
  db: PlatformDb,
  deps: Deps,
  user: User,
  now = new Date(),
): Promise<{ email: string; expiresAt: Date }> {
  if (!user.email) throw new AppError("emailRequired");
  if (user.emailVerified) throw new AppError("EMAIL_ALREADY_VERIFIED");
  if (user.emailBouncedAt) throw new AppError("EMAIL_UNDELIVERABLE");
  const row = await issueCode(db, deps, user, "VERIFY", user.email, now);
  return { email: row.email, expiresAt: row.expiresAt };
}

/** Mails a code to `email`, the address the user wants instead of theirs (proof of the owner is checked before). */
export async function requestEmailChange(
  db: PlatformDb,
  deps: Deps,
  user: User,
  email: string,
  now = new Date(),
): Promise<{ email: string; expiresAt: Date }> {
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("EMAIL_TAKEN");
  const row = await issueCode(db, deps, user, "CHANGE", email, now);
  return { email: row.email, expiresAt: row.expiresAt };
}

function sameHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a, "hex"), Buffer.from(b, "hex")];
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Spends the user's latest live code of `purpose` if `code` matches it: the guess is counted first
 * in one conditional UPDATE (concurrent guesses stay within the cap), and the code works once.
 */
async function spendCode(db: PlatformDb, deps: Deps, user: User, purpose: EmailCodePurpose, code: string, now: Date): Promise<EmailCode> {
  const live = { userId: user.id, purpose, usedAt: null, expiresAt: { gt: now }, attempts: { lt: EMAIL_CODE_MAX_ATTEMPTS } };
  const latest = await db.emailCode.findFirst({ where: live, orderBy: { createdAt: "desc" }, select: { id: true } });
  const [attempt] = latest
    ? await db.emailCode.updateManyAndReturn({ where: { id: latest.id, ...live }, data: { attempts: { increment: 1 } } })
    : [];
  // Every code guess also counts in the account's one credential limiter (issue 29.2).
  const right = await checkCredential(deps, user.id, async () =>
    attempt ? sameHash(attempt.codeHash, codeHash(deps.config.appSecret, attempt.id, code)) : false,
  );
  if (!attempt || !right) throw new AppError("invalidCode", "The code is invalid or expired");
  const claimed = await db.emailCode.updateMany({ where: { id: attempt.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw new AppError("invalidCode", "The code is invalid or expired");
  return attempt;
}

/** The code from the user's own address: verified (only if the address is still the one it went to). */
export async function confirmEmailVerification(db: PlatformDb, deps: Deps, user: User, code: string, now = new Date()): Promise<User> {
  const spent = await spendCode(db, deps, user, "VERIFY", code, now);
  const { count } = await db.user.updateMany({ where: { id: user.id, email: spent.email }, data: { emailVerified: true } });
  if (count !== 1) throw new AppError("invalidCode", "The code is invalid or expired");
  return db.user.findUniqueOrThrow({ where: { id: user.id } });
}

/**
 * The code from the new address: it becomes the account's email, verified; the old address (when
 * there was one) is told, in the same transaction.
 */
export async function confirmEmailChange(db: PlatformDb, deps: Deps, user: User, code: string, now = new Date()): Promise<User> {
  const spent = await spendCode(db, deps, user, "CHANGE", code, now);
  try {
    return await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { email: spent.email, emailVerified: true, emailBouncedAt: null },
      });
      if (before.email && before.email !== spent.email) {
        await enqueueEmail(
          tx,
          {
            to: before.email,
            locale: supportedLanguage(before.language),
            template: "email-changed",
            data: { newEmail: spent.email },
            key: `email-changed:${spent.id}`,
          },
          now,
        );
      }
      return updated;
    });
  } catch (error) {
    // Another account took the address after the code was sent.
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
}
