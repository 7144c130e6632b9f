// App-wide success/error toasts. Screens call `useToast().success(...)`, `.error(...)`, or
// `.failure(error, "alerts.errors.failedToSave")` to show a translated server error.
import { errorTextOf } from "@booking/i18n/error-text";
import { Text } from "@telegram-apps/telegram-ui";
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf, toApiError } from "../api/api-error.ts";
import { useHaptics } from "../telegram/haptic.ts";
import { createToastQueue, type ToastQueue } from "./toast-queue.ts";
import { PLAN_LIMIT_CODE, PlanLimitNotice } from "./PlanLimitNotice.tsx";
import "./toast.css";

export interface ToastApi {
  success(text: string): void;
  error(text: string): void;
  /** Error toast for a failed request: translated code, else server message, else `fallbackKey`. */
  failure(error: unknown, fallbackKey?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children, queue: givenQueue }: { children: ReactNode; queue?: ToastQueue }) {
  const [queue] = useState(() => givenQueue ?? createToastQueue());
  const { t } = useTranslation();
  const [limitCode, setLimitCode] = useState<string | null>(null);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => {
        queue.show("success", text);
      },
      error: (text) => {
        queue.show("error", text);
      },
      failure: (error, fallbackKey) => {
        const code = errorCodeOf(error);
        if (code && PLAN_LIMIT_CODE.test(code)) setLimitCode(code);
        else queue.show("error", errorTextOf(t, toApiError(error), fallbackKey));
      },
    }),
    [queue, t],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {limitCode && (
        <div className="toast-stack toast-stack--notice">
          <PlanLimitNotice code={limitCode} onClose={() => setLimitCode(null)} />
        </div>
      )}
      <ToastStack queue={queue} />
    </ToastContext.Provider>
  );
}

function ToastStack({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const { t } = useTranslation();
  return (
    <div className="toast-stack" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={`toast toast--${toast.kind}${toast.leaving ? " toast--leaving" : ""}`}
        >
          <Text className="toast__text">{toast.text}</Text>
          <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={() => queue.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** For forms: an error toast plus the heavy haptic of spec §5 (no-op on the web). */
export function useValidationError(): (text: string) => void {
  const toast = useToast();
  const haptics = useHaptics();
  return (text) => {
    haptics.validationError();
    toast.error(text);
  };
}
