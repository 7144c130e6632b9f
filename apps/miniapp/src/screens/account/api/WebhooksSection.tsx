// Webhooks (issue 16.3): register an https:// endpoint and see its signing secret once; the list of
// endpoints with Delete (after a confirmation); and the delivery log (event, status, attempts, time).
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useConfirmation } from "../../admin/ui/useConfirmation.tsx";
import { OnceSecret } from "./OnceSecret.tsx";

export function WebhooksSection() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const confirmation = useConfirmation();
  const [url, setUrl] = useState("");
  // `secret: null`: a repeat of an earlier try answered, and a secret is shown once only (issue 29.7).
  const [created, setCreated] = useState<{ secret: string | null } | null>(null);
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  const deliveries = useQuery(trpc.webhooks.deliveries.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.webhooks.list.queryFilter());
  const onError = (error: unknown) => toast.failure(error, "account.errors.failedToSave");
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: async (answer) => {
        setCreated({ secret: answer.secret });
        setUrl("");
        await refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(trpc.webhooks.delete.mutationOptions({ onSuccess: refresh, onError }));
  const when = (iso: string) => formatInstantDate(iso, i18n.language, true);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || url.trim() === "") return;
    setCreated(null);
    create.mutate({ url: url.trim() });
  }

  return (
    <>
      <section className="panel-card" aria-labelledby="api-webhooks-title" data-testid="api-webhooks">
        <h3 id="api-webhooks-title" className="api-tab__heading">
          {t("apiAccess.webhooks.title")}
        </h3>
        <p className="api-tab__hint">{t("apiAccess.webhooks.hint")}</p>
        <form noValidate onSubmit={onSubmit}>
          <FormField
            name="webhookUrl"
            type="url"
            inputMode="url"
            label={t("apiAccess.webhooks.url")}
            placeholder="https://"
            autoComplete="off"
            value={url}
            onValueChange={setUrl}
          />
          <div className="row-actions">
            <Button type="submit" size="m" loading={create.isPending} disabled={create.isPending || url.trim() === ""}>
              {t("apiAccess.webhooks.add")}
            </Button>
          </div>
        </form>
        {created && created.secret === null && (
          <p className="api-tab__muted" role="status" data-testid="webhook-secret-shown-before">
            {t("apiAccess.webhooks.secretShownBefore")}
          </p>
        )}
        {created?.secret && (
          <OnceSecret
            value={created.secret}
            label={t("apiAccess.webhooks.secretLabel")}
            warning={t("apiAccess.webhooks.secretOnce")}
            testId="webhook-secret-once"
          />
        )}
        {endpoints.data && endpoints.data.length === 0 && <p className="api-tab__muted">{t("apiAccess.webhooks.empty")}</p>}
        {endpoints.data && endpoints.data.length > 0 && (
          <ul className="api-tab__list">
            {endpoints.data.map((endpoint) => (
              <li key={endpoint.id} className="api-tab__item" data-testid="webhook-endpoint">
                <div className="api-tab__who">
                  <strong>{endpoint.url}</strong>
                  <span className="api-tab__muted">
                    {when(endpoint.createdAt)}
                    {endpoint.isActive ? "" : ` · ${t("apiAccess.webhooks.inactive")}`}
                  </span>
                </div>
                <Button
                  size="s"
                  mode="outline"
                  onClick={() =>
                    confirmation.ask({
                      question: t("apiAccess.webhooks.removeConfirm", { url: endpoint.url }),
                      confirmLabel: t("apiAccess.webhooks.remove"),
                      run: () =>
                        remove.mutateAsync({ id: endpoint.id }).then(
                          () => undefined,
                          () => undefined,
                        ),
                    })
                  }
                >
                  {t("apiAccess.webhooks.remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel-card" aria-labelledby="api-deliveries-title" data-testid="api-deliveries">
        <h3 id="api-deliveries-title" className="api-tab__heading">
          {t("apiAccess.webhooks.deliveries")}
        </h3>
        {deliveries.data && deliveries.data.length === 0 && <p className="api-tab__muted">{t("apiAccess.webhooks.noDeliveries")}</p>}
        {deliveries.data && deliveries.data.length > 0 && (
          <div className="api-log-wrap">
            <table className="api-log">
              <thead>
                <tr>
                  {(["event", "status", "attempts", "time"] as const).map((key) => (
                    <th key={key} scope="col">
                      {t(`apiAccess.webhooks.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((delivery) => (
                  <tr key={delivery.id} data-testid="webhook-delivery">
                    <td>{delivery.eventType}</td>
                    <td>
                      {t(`apiAccess.webhooks.statuses.${delivery.status}`)}
                      {delivery.lastStatusCode ? ` (${delivery.lastStatusCode})` : ""}
                    </td>
                    <td>{delivery.attempts}</td>
                    <td>{when(delivery.deliveredAt ?? delivery.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {confirmation.dialog}
    </>
  );
}
