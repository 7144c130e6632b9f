// The three non-content states every list screen has (spec §2, §7): loading, empty, and a red
// box with the server's message when the load failed.
import { errorTextOf } from "@booking/i18n/error-text";
import { Placeholder, Spinner, Text } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./list-state.css";

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-state" role="status" aria-busy="true">
      <Spinner size="m" />
      <Text className="list-state__hint">{label ?? t("list.loading")}</Text>
    </div>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <Placeholder className="list-state" description={text ?? t("list.empty")} />;
}

/** Red box with the (translated, when the code is known) server message. */
export function ErrorBox({ error, fallbackKey }: { error: unknown; fallbackKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-box" role="alert">
      <Text weight="2">{t("list.errorTitle")}</Text>
      <Text className="error-box__message">{errorTextOf(t, error, fallbackKey)}</Text>
    </div>
  );
}

export interface ListStatusProps<T> {
  loading: boolean;
  error?: unknown;
  items: readonly T[] | undefined;
  emptyText?: string;
  children: (items: readonly T[]) => ReactNode;
}

/** Picks the right state for a list: loading → error → empty → the items. */
export function ListStatus<T>({ loading, error, items, emptyText, children }: ListStatusProps<T>) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorBox error={error} />;
  if (!items || items.length === 0) return <EmptyState text={emptyText} />;
  return <>{children(items)}</>;
}
