// Spec §8: a list that fails to load shows the failedToLoad toast (once per failure), besides the
// red box with the server's message that ListStatus renders in place of the list.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../toast/ToastProvider.tsx";

export function useLoadFailureToast(error: unknown, textKey = "alerts.errors.failedToLoad"): void {
  const toast = useToast();
  const { t } = useTranslation();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    toast.error(t(textKey));
  }, [error, textKey, toast, t]);
}
