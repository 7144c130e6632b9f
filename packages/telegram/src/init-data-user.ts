// The `user` field of init data: a JSON object in Telegram's snake_case, exposed in camelCase.
import { AppError } from "@booking/contracts";

export interface TelegramUser {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  languageCode?: string;
  photoUrl?: string;
  isPremium?: boolean;
  allowsWriteToPm?: boolean;
}

type OptionalUserKey = Exclude<keyof TelegramUser, "id" | "firstName">;

// One table drives both directions, so parsing and signing agree on every name.
const OPTIONAL_USER_FIELDS: Record<OptionalUserKey, { wire: string; type: "string" | "boolean" }> = {
  lastName: { wire: "last_name", type: "string" },
  username: { wire: "username", type: "string" },
  languageCode: { wire: "language_code", type: "string" },
  photoUrl: { wire: "photo_url", type: "string" },
  isPremium: { wire: "is_premium", type: "boolean" },
  allowsWriteToPm: { wire: "allows_write_to_pm", type: "boolean" },
};

const optionalUserFields = Object.entries(OPTIONAL_USER_FIELDS) as Array<[OptionalUserKey, (typeof OPTIONAL_USER_FIELDS)[OptionalUserKey]]>;

function invalid(message: string): AppError {
  return new AppError("TELEGRAM_INIT_DATA_INVALID", message);
}

/**
 * Reads an already signature-checked `user` value. Identity needs `id` and `first_name`, so those
 * must be well-formed; an optional field of an unexpected type is dropped instead, because a format
 * change on Telegram's side must not lock real users out.
 */
export function parseInitDataUser(json: string): TelegramUser {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalid("Init data user is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid("Init data user is not an object");
  }
  const wire = value as Record<string, unknown>;
  const { id, first_name: firstName } = wire;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) {
    throw invalid("Init data user has no valid id");
  }
  if (typeof firstName !== "string") throw invalid("Init data user has no first name");

  const user: TelegramUser = { id, firstName };
  for (const [key, { wire: name, type }] of optionalUserFields) {
    const fieldValue = wire[name];
    // The table pairs each key with its type, which TypeScript cannot follow through the loop.
    if (typeof fieldValue === type) (user as unknown as Record<string, unknown>)[key] = fieldValue;
  }
  return user;
}

/** The JSON Telegram would put in the `user` field for this user. */
export function serializeInitDataUser(user: TelegramUser): string {
  const wire: Record<string, unknown> = { id: user.id, first_name: user.firstName };
  for (const [key, { wire: name }] of optionalUserFields) {
    if (user[key] !== undefined) wire[name] = user[key];
  }
  return JSON.stringify(wire);
}
