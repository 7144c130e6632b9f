// Produces init data the way Telegram signs it, for tests, the dev mock environment and e2e runs.
// Written on the same hashing code as validation; the tests cross-check both directions against
// @telegram-apps/init-data-node, so a shared mistake would not go unnoticed.
import { initDataCheckString, initDataHash } from "./init-data-hash.ts";
import { INIT_DATA_STRING_FIELDS, type InitDataStringField } from "./init-data.ts";
import { serializeInitDataUser, type TelegramUser } from "./init-data-user.ts";

export type InitDataFields = { user?: TelegramUser } & Partial<Record<InitDataStringField, string>>;

/** Signs typed fields; `validateInitData` of the result gives the same fields back. */
export function signInitData(fields: InitDataFields, botToken: string, authDate: Date): string {
  const wire: Record<string, string> = { auth_date: String(Math.floor(authDate.getTime() / 1000)) };
  if (fields.user) wire.user = serializeInitDataUser(fields.user);
  for (const [key, name] of Object.entries(INIT_DATA_STRING_FIELDS) as Array<[InitDataStringField, string]>) {
    const value = fields[key];
    if (value !== undefined) wire[name] = value;
  }
  return signRawInitData(wire, botToken);
}

/**
 * Signs arbitrary wire fields (any `hash` given is replaced), so tests can build signed data that
 * typed fields cannot express: a malformed user, a garbled auth_date, extra keys.
 */
export function signRawInitData(fields: Readonly<Record<string, string>>, botToken: string): string {
  const unsigned = new Map(Object.entries(fields).filter(([key]) => key !== "hash"));
  const hash = initDataHash(initDataCheckString(unsigned), botToken).toString("hex");
  return new URLSearchParams([...unsigned, ["hash", hash]]).toString();
}
