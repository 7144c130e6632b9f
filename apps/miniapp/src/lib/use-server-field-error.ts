// The one way a mutation-driven form shows a failed save: when the server names one of the form's
// fields, a translated text under that field; anything else as a translated toast (lib/form-error.ts).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/ToastProvider.tsx";
import { fieldErrorText, formErrorField, type FormError } from "./form-error.ts";

export function useServerFieldError(fields: readonly string[]) {
  const { t } = useTranslation();
  const toast = useToast();
  const [error, setError] = useState<FormError | null>(null);
  return {
    /** For a mutation's onError. */
    report(failure: unknown, fallbackKey: string) {
      const next = { failure, fallbackKey };
      const field = formErrorField(next);
      if (field && fields.includes(field)) {
        setError(next);
      } else {
        setError(null);
        toast.failure(failure, fallbackKey);
      }
    },
    fieldError: (name: string) => fieldErrorText(t, error, name),
    clear: () => setError(null),
  };
}
