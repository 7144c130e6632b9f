// Validation of Mini App init data (the `tgWebAppData` string Telegram hands the app).
// Hand-written on node:crypto rather than wrapping @telegram-apps/init-data-node 2.0.10: its
// `validate` compares hashes with `!==`, reads the clock itself (no injectable `now`), checks
// expiry before the signature, accepts "123abc" as an auth_date and has no future-date check.
import { timingSafeEqual } from "node:crypto";
import { AppError } from "@booking/contracts";
import { initDataCheckString, initDataHash } from "./init-data-hash.ts";
import { parseInitDataUser, type TelegramUser } from "./init-data-user.ts";

export type { TelegramUser } from "./init-data-user.ts";

export const DEFAULT_INIT_DATA_MAX_AGE_SECONDS = 86_400;
/** How far auth_date may be ahead of our clock: room for clock drift, not for forged dates. */
export const INIT_DATA_MAX_FUTURE_SKEW_SECONDS = 60;
/** Real init data is well under 4 kB; the bound keeps hostile input from costing anything. */
export const MAX_INIT_DATA_LENGTH = 16_384;

export interface ValidateInitDataOptions {
  /** Oldest accepted auth_date, in seconds before `now`; 0 disables the freshness check. */
  maxAgeSeconds?: number;
  now?: Date;
}

export interface ValidatedInitData {
  user: TelegramUser | undefined;
  authDate: Date;
  queryId?: string;
  startParam?: string;
  chatInstance?: string;
  chatType?: string;
  /** The string as received, e.g. to forward it to another service that validates it again. */
  raw: string;
}

/** The plain string fields of init data: our camelCase name and Telegram's. */
export const INIT_DATA_STRING_FIELDS = {
  queryId: "query_id",
  startParam: "start_param",
  chatInstance: "chat_instance",
  chatType: "chat_type",
} as const satisfies Record<string, string>;
export type InitDataStringField = keyof typeof INIT_DATA_STRING_FIELDS;

export interface InitDataBotMatch {
  result: ValidatedInitData;
  /** The token whose bot signed the data, i.e. the bot that opened the app. */
  botToken: string;
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const AUTH_DATE_PATTERN = /^[0-9]{1,11}$/;

function invalid(message: string): AppError {
  return new AppError("TELEGRAM_INIT_DATA_INVALID", message);
}

/** Validates init data signed by one bot; throws TELEGRAM_INIT_DATA_INVALID or _EXPIRED. */
export function validateInitData(raw: string, botToken: string, opts: ValidateInitDataOptions = {}): ValidatedInitData {
  return validateInitDataForAnyBot(raw, [botToken], opts).result;
}

/**
 * Validates init data against each candidate token (the platform bot, tenants' own bots) and says
 * which one signed it. Each candidate costs two HMACs, so pass the few bots that can apply (for
 * example the tenant's bot and the platform bot), not every bot on the platform. Empty tokens
 * (a tenant without its own bot) are skipped.
 */
export function validateInitDataForAnyBot(raw: string, tokens: readonly string[], opts: ValidateInitDataOptions = {}): InitDataBotMatch {
  const maxAgeSeconds = opts.maxAgeSeconds ?? DEFAULT_INIT_DATA_MAX_AGE_SECONDS;
  if (!Number.isFinite(maxAgeSeconds) || maxAgeSeconds < 0) {
    throw new AppError("INTERNAL_ERROR", "maxAgeSeconds must be a non-negative number");
  }
  const now = opts.now ?? new Date();
  // An invalid date would turn both time comparisons false and silently accept any auth_date.
  if (Number.isNaN(now.getTime())) throw new AppError("INTERNAL_ERROR", "now must be a valid date");
  const candidates = tokens.filter((token) => token.length > 0);
  if (candidates.length === 0) throw new AppError("INTERNAL_ERROR", "Bot token is not configured");

  const fields = parseFields(raw);
  const botToken = findSigningToken(fields, candidates);
  // Dates are judged only once the signature holds, so forged data never reports "expired".
  const authDate = readAuthDate(fields);
  checkFreshness(authDate, now, maxAgeSeconds);
  return { result: toResult(fields, authDate, raw), botToken };
}

function parseFields(raw: unknown): Map<string, string> {
  if (typeof raw !== "string" || raw.length === 0) throw invalid("Init data is empty");
  if (raw.length > MAX_INIT_DATA_LENGTH) throw invalid("Init data is too long");
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    // A repeated key would make the signed value and the value we read ambiguous.
    if (fields.has(key)) throw invalid(`Init data repeats the field "${key}"`);
    fields.set(key, value);
  }
  return fields;
}

function findSigningToken(fields: ReadonlyMap<string, string>, tokens: readonly string[]): string {
  const hash = fields.get("hash");
  if (hash === undefined) throw invalid("Init data has no hash");
  if (!HASH_PATTERN.test(hash)) throw invalid("Init data hash is malformed");
  const received = Buffer.from(hash, "hex");
  const checkString = initDataCheckString(fields);
  for (const token of tokens) {
    const expected = initDataHash(checkString, token);
    if (expected.length === received.length && timingSafeEqual(expected, received)) return token;
  }
  throw invalid("Init data signature is invalid");
}

function readAuthDate(fields: ReadonlyMap<string, string>): Date {
  const value = fields.get("auth_date");
  if (value === undefined || !AUTH_DATE_PATTERN.test(value)) throw invalid("Init data auth_date is missing or malformed");
  return new Date(Number(value) * 1000);
}

function checkFreshness(authDate: Date, now: Date, maxAgeSeconds: number): void {
  const ageSeconds = (now.getTime() - authDate.getTime()) / 1000;
  if (ageSeconds < -INIT_DATA_MAX_FUTURE_SKEW_SECONDS) throw invalid("Init data auth_date is in the future");
  if (maxAgeSeconds > 0 && ageSeconds > maxAgeSeconds) throw new AppError("TELEGRAM_INIT_DATA_EXPIRED");
}

function toResult(fields: ReadonlyMap<string, string>, authDate: Date, raw: string): ValidatedInitData {
  const user = fields.get("user");
  const result: ValidatedInitData = { user: user === undefined ? undefined : parseInitDataUser(user), authDate, raw };
  for (const [key, name] of Object.entries(INIT_DATA_STRING_FIELDS) as Array<[InitDataStringField, string]>) {
    const value = fields.get(name);
    if (value !== undefined) result[key] = value;
  }
  return result;
}
