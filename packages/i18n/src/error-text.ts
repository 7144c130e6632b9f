// Maps a failed request (`{ error, message }` from the server, or an error object carrying `code`)
// to a text in the current language. Needs no resources of its own: every ErrorCode has a text
// under `errors.<CODE>` (enforced by the types of en/errors.ts and ru/errors.ts).
import { ERROR_STATUS } from "@booking/contracts/error-codes";

/** Any i18next-style `t` (only the plain `t(key)` form is used), so the client and the bot can pass theirs. */
export type Translate = (key: string) => string;

/** The generic text of spec §8, as the server and the client's HTTP layer spell it. */
export const REQUEST_FAILED = "Request failed";

const ERROR_CODES: ReadonlySet<string> = new Set(Object.keys(ERROR_STATUS));

/** Codes whose server message says more than their generic text (e.g. which field is wrong). */
const CODES_WITH_DETAIL: ReadonlySet<string> = new Set(["VALIDATION_ERROR"]);

export function hasErrorText(code: string | null | undefined): code is string {
  return !!code && ERROR_CODES.has(code);
}

/**
 * Order: a server message that is itself a code (the contracts schemas use codes as messages) →
 * the text of the error code → the server's message → `fallbackKey` (default: "Request failed";
 * screens pass their own, e.g. "alerts.errors.failedToSave").
 */
export function errorText(t: Translate, code?: string | null, serverMessage?: string | null, fallbackKey = "common.requestFailed"): string {
  if (hasErrorText(serverMessage)) return t(`errors.${serverMessage}`);
  const preferMessage = !!serverMessage && !!code && CODES_WITH_DETAIL.has(code);
  if (hasErrorText(code) && !preferMessage) return t(`errors.${code}`);
  if (serverMessage && serverMessage !== REQUEST_FAILED) return serverMessage;
  return t(fallbackKey);
}

/** `errorText` for anything thrown: an error object with `code`, or a raw `{ error, message }` body. */
export function errorTextOf(t: Translate, failure: unknown, fallbackKey?: string): string {
  if (typeof failure !== "object" || failure === null) return errorText(t, undefined, undefined, fallbackKey);
  const { code, error, message } = failure as { code?: unknown; error?: unknown; message?: unknown };
  const codeText = typeof code === "string" ? code : typeof error === "string" ? error : undefined;
  return errorText(t, codeText, typeof message === "string" ? message : undefined, fallbackKey);
}
