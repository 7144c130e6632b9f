// What a form shows under its fields: either a spec message key the client decided on (a failed
// validation, "user not found"), or a failed request shown by its server code, falling back to
// the form's own key (spec §8: "server messages are shown when present"). When the server names
// the field at fault (`field` in the error body), the text goes under that field, and always in
// the reader's language: a raw zod sentence ("email: Invalid email") is never shown.
import { errorTextOf, type Translate } from "@booking/i18n/error-text";
import { ApiError } from "../api/http.ts";
import { toApiError } from "../api/api-error.ts";

export type FormError = { key: string } | { failure: unknown; fallbackKey: string };

function serverError(error: FormError | null): ApiError | undefined {
  if (!error || "key" in error) return undefined;
  const normalized = toApiError(error.failure);
  return normalized instanceof ApiError ? normalized : undefined;
}

/** The input field the server named as the cause, if any. */
export function formErrorField(error: FormError | null): string | undefined {
  return serverError(error)?.field;
}

export function formErrorText(t: Translate, error: FormError): string {
  if ("key" in error) return t(error.key);
  const server = serverError(error);
  // A validation failure without its own error key: its message is the server's English.
  if (server?.code === "VALIDATION_ERROR") return t(server.field ? "common.invalidValue" : error.fallbackKey);
  return errorTextOf(t, toApiError(error.failure), error.fallbackKey);
}

/** The text to show under field `name`, when the server blamed that field. */
export function fieldErrorText(t: Translate, error: FormError | null, name: string): string | undefined {
  return error && formErrorField(error) === name ? formErrorText(t, error) : undefined;
}

/** The text for the form as a whole: none when it is already shown under one of `fields`. */
export function formLevelErrorText(t: Translate, error: FormError | null, fields: readonly string[]): string | undefined {
  if (!error) return undefined;
  const field = formErrorField(error);
  return field && fields.includes(field) ? undefined : formErrorText(t, error);
}
