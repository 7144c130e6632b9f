// The own bot's live state (issue 26.5, GET /api/account/bot-status): what Telegram says now, with
// what to do about it, when it was checked, and a way to check again.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import type { AppRouter } from "@booking/trpc";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate } from "../../../lib/format.ts";

export type BotStatus = inferRouterOutputs<AppRouter>["account"]["botStatus"];

/** Good, needs the owner, or unknown: the dot's colour and the card's tone. */
const TONE: Readonly<Record<BotStatus["state"], "ok" | "attention" | "neutral">> = {
  live: "ok",
  notConnected: "neutral",
  off: "neutral",
  unreachable: "neutral",
  tokenRejected: "attention",
  webhookMissing: "attention",
};

export function useBotStatusQuery() {
  return useQuery({ ...useTRPC().account.botStatus.queryOptions(), staleTime: 0, retry: false });
}

export function BotStatusCard({ status }: { status: ReturnType<typeof useBotStatusQuery> }) {
  const { t, i18n } = useTranslation();
  const data = status.data;
  return (
    <section className="panel-card bot-status" aria-labelledby="bot-status-title" data-testid="bot-status" data-state={data?.state}>
      <Title level="3" weight="2" Component="h2" id="bot-status-title" className="panel-card__title">
        {t("account.botSettings.statusTitle")}
      </Title>
      {status.error ? (
        <ErrorBox error={status.error} onRetry={() => void status.refetch()} />
      ) : data ? (
        <>
          <p className={`bot-status__state bot-status__state--${TONE[data.state]}`} role="status" data-testid="bot-status-text">
            <span className="bot-status__dot" aria-hidden="true" />
            {t(`account.botSettings.states.${data.state}`)}
          </p>
          {data.username && data.state !== "tokenRejected" && (
            <a href={`https://t.me/${data.username}`} target="_blank" rel="noopener noreferrer" data-testid="bot-status-link">
              {t("account.botSettings.openBot", { username: data.username })}
              {data.name && ` · ${data.name}`}
            </a>
          )}
          {data.pendingUpdates !== null && data.pendingUpdates > 0 && (
            <Text className="muted">{t("account.botSettings.pending", { count: data.pendingUpdates })}</Text>
          )}
          {data.lastError && data.lastErrorAt && (
            <Text className="status-missing" data-testid="bot-status-error">
              {t("account.botSettings.lastError", {
                time: formatInstantDate(data.lastErrorAt, i18n.language, true),
                error: data.lastError,
              })}
            </Text>
          )}
          <div className="row-actions">
            <Text className="muted">
              {t("account.botSettings.checkedAt", { time: formatInstantDate(data.checkedAt, i18n.language, true) })}
            </Text>
            <Button
              size="s"
              mode="bezeled"
              loading={status.isFetching}
              onClick={() => void status.refetch()}
              data-testid="bot-status-check"
            >
              {t("account.botSettings.checkAgain")}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
