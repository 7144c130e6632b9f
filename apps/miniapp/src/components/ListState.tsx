// The three non-content states every list screen has (spec §2, §7): loading, empty, and a red
// box with the server's message when the load failed.
import { errorTextOf } from "@booking/i18n/error-text";
import { Button, Spinner, Text } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toApiError } from "../api/api-error.ts";
import { useOnline, useRetryWhenOnline } from "../lib/use-online.ts";
import "./list-state.css";

/** "You are offline…": requests wait for the connection (issue 14.7). */
function OfflineNote() {
  const { t } = useTranslation();
  return (
    <Text className="list-state__offline" data-testid="offline-note">
      {t("common.offline")}
    </Text>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="list-state" role="status" aria-busy="true">
      <Spinner size="m" />
      <Text className="list-state__hint">{label ?? t("list.loading")}</Text>
      {!online && <OfflineNote />}
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  // Not telegram-ui's Placeholder: a description without a header there is a <dl> with a lone <dd>,
  // invalid markup that screen readers announce as an empty definition list.
  return (
    <div className="list-state">
      <Text className="list-state__hint">{text ?? t("list.empty")}</Text>
    </div>
  );
}

/**
 * Red box with the (translated, when the code is known) server message, and a retry when given;
 * offline, it says so, and it retries by itself when the connection comes back.
 */
export function ErrorBox({ error, fallbackKey, onRetry }: { error: unknown; fallbackKey?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  useRetryWhenOnline(onRetry);
  return (
    <div className="error-box" role="alert">
      <Text weight="2">{t("list.errorTitle")}</Text>
      <Text className="error-box__message">{errorTextOf(t, toApiError(error), fallbackKey)}</Text>
      {!online && <OfflineNote />}
      {onRetry && (
        <div>
          <Button size="s" mode="outline" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        </div>
      )}
    </div>
  );
}

export interface ListStatusProps<T> {
  loading: boolean;
  error?: unknown;
  items: readonly T[] | undefined;
  emptyText?: string;
  onRetry?: () => void;
  children: (items: readonly T[]) => ReactNode;
}

/** Picks the right state for a list: loading → error → empty → the items. */
export function ListStatus<T>({ loading, error, items, emptyText, onRetry, children }: ListStatusProps<T>) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorBox error={error} onRetry={onRetry} />;
  if (!items || items.length === 0) return <EmptyState text={emptyText} />;
  return <>{children(items)}</>;
}
