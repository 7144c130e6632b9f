// What a form shows under its fields: either a spec message key the client decided on (a failed
// validation, "user not found"), or a failed request shown by its server code, falling back to
// the form's own key (spec §8: "server messages are shown when present").
import { errorTextOf, type Translate } from "@booking/i18n/error-text";
import { toApiError } from "../api/api-error.ts";

export type FormError = { key: string } | { failure: unknown; fallbackKey: string };

export function formErrorText(t: Translate, error: FormError): string {
  return "key" in error ? t(error.key) : errorTextOf(t, toApiError(error.failure), error.fallbackKey);
}
