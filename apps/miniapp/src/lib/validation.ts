// Form rules of spec §5 shared by the registration and login forms. They return the spec's
// message keys; the server checks the same rules (contracts schemas) and answers the same codes.
import { LOGIN_CODE_LENGTH } from "@booking/contracts/constants";
import { EMAIL_PATTERN, LOGIN_CODE_PATTERN } from "@booking/contracts/patterns";
import { normalizePhone } from "@booking/contracts/phone";

export type EmailProblem = "emailRequired" | "invalidEmail";

export function emailProblem(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return "emailRequired";
  return EMAIL_PATTERN.test(trimmed) ? null : "invalidEmail";
}

/** Required and a valid number: the server's rule (contracts phone.ts), which also stores it in E.164. */
export function phoneProblem(phone: string): "invalidPhone" | null {
  return normalizePhone(phone) ? null : "invalidPhone";
}

/** Web registration: every field must be non-empty after trimming (allFieldsRequired). */
export function hasEmptyField<T extends { [K in keyof T]: string }>(values: T): boolean {
  return (Object.values(values) as string[]).some((value) => value.trim() === "");
}

const CODE_IN_TEXT = new RegExp(`(?<!\\d)\\d{${LOGIN_CODE_LENGTH}}(?!\\d)`);

/**
 * The one-time code input keeps digits only, capped at the code length. A pasted message ("Код:
 * 228420, действует 10 минут") gives its run of exactly that many digits, not every digit in it.
 */
export function sanitizeCode(raw: string): string {
  return (CODE_IN_TEXT.exec(raw)?.[0] ?? raw).replace(/\D/g, "").slice(0, LOGIN_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return LOGIN_CODE_PATTERN.test(code);
}
