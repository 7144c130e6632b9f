// The `message` of the API's error bodies (`{ error, message }`): the English text of the code in the
// one catalogue (en/errors.ts), so the API says what the screens say. The contracts keep only the
// codes and their statuses.
import type { ErrorCode } from "@booking/contracts/error-codes";
import { errors } from "../en/errors.ts";

/**
 * The one message the wire pins apart from the screens' text: the spec's client recognises a failed
 * password login by a message containing "Invalid password", while its screens show the vaguer
 * "Invalid email or password" (errors.invalidPassword).
 */
const WIRE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalidPassword: "Invalid password",
};

export function apiErrorMessage(code: ErrorCode): string {
  return WIRE_MESSAGES[code] ?? errors[code];
}
