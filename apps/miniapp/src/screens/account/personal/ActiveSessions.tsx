// The caller's live sessions (issue 20.2): device and last use, ending one or all the others.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";

export function ActiveSessions() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.pathFilter());
  const onError = (error: unknown) => toast.failure(error, "account.errors.failedToSave");
  const endOne = useMutation(
    trpc.account.endSession.mutationOptions({
      onSuccess: () => {
        toast.success(t("account.sessions.ended"));
        void refresh();
      },
      onError,
    }),
  );
  const endOthers = useMutation(
    trpc.account.endOtherSessions.mutationOptions({
      onSuccess: () => {
        toast.success(t("account.sessions.ended"));
        void refresh();
      },
      onError,
    }),
  );

  if (!sessions.data?.length) return null;
  const busy = endOne.isPending || endOthers.isPending;
  return (
    <section className="panel-card" data-testid="active-sessions">
      <Text weight="2">{t("account.sessions.title")}</Text>
      {sessions.data.map((session) => (
        <div key={session.id} className="item-head" data-testid="active-session" data-current={session.current}>
          <Text>
            {session.device ?? t("account.sessions.unknownDevice")}
            {session.current && ` · ${t("account.sessions.thisDevice")}`}
            <br />
            <span className="muted">{t("account.sessions.lastUsed", { date: formatInstantDate(session.lastUsedAt, i18n.language) })}</span>
          </Text>
          {!session.current && (
            <Button size="s" mode="outline" disabled={busy} onClick={() => endOne.mutate({ id: session.id })}>
              {t("account.sessions.end")}
            </Button>
          )}
        </div>
      ))}
      {sessions.data.some((session) => !session.current) && (
        <Button size="m" mode="outline" disabled={busy} onClick={() => endOthers.mutate()}>
          {t("account.sessions.endOthers")}
        </Button>
      )}
    </section>
  );
}
