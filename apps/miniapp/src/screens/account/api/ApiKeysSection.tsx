// API keys (issue 16.3): create one with a name and scopes, see it once with Copy; the list shows
// name, scopes, prefix, last use and creator, each revocable after a confirmation.
import { API_KEY_SCOPES } from "@booking/contracts";
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../../admin/ui/CheckboxField.tsx";
import { useConfirmation } from "../../admin/ui/useConfirmation.tsx";
import { OnceSecret } from "./OnceSecret.tsx";

type Scope = (typeof API_KEY_SCOPES)[number];
// i18next reads ":" as a namespace separator, so the scope names have plain keys.
const SCOPE_KEY = {
  "bookings:read": "bookingsRead",
  "bookings:write": "bookingsWrite",
  "content:manage": "contentManage",
} as const satisfies Record<Scope, string>;

export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const confirmation = useConfirmation();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["bookings:read"]);
  // `key: null`: a repeat of an earlier try answered, and a key is shown once only (issue 29.7).
  const [created, setCreated] = useState<{ key: string | null } | null>(null);
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.apiKeys.list.queryFilter());
  const onError = (error: unknown) => toast.failure(error, "account.errors.failedToSave");
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: async (answer) => {
        setCreated({ key: answer.key });
        setName("");
        await refresh();
      },
      onError,
    }),
  );
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: refresh, onError }));
  const ready = name.trim() !== "" && scopes.length > 0;
  const when = (iso: string) => formatInstantDate(iso, i18n.language, true);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending || !ready) return;
    setCreated(null);
    create.mutate({ name: name.trim(), scopes });
  }
  const toggle = (scope: Scope, on: boolean) =>
    setScopes((current) => (on ? API_KEY_SCOPES.filter((s) => s === scope || current.includes(s)) : current.filter((s) => s !== scope)));

  return (
    <section className="panel-card" aria-labelledby="api-keys-title" data-testid="api-keys">
      <h3 id="api-keys-title" className="api-tab__heading">
        {t("apiAccess.keys.title")}
      </h3>
      <p className="api-tab__hint">{t("apiAccess.keys.hint")}</p>
      <form noValidate onSubmit={onSubmit}>
        <FormField name="apiKeyName" label={t("apiAccess.keys.name")} autoComplete="off" value={name} onValueChange={setName} />
        <fieldset className="api-tab__scopes">
          <legend className="api-tab__muted">{t("apiAccess.keys.scopes")}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              name={`scope-${scope}`}
              label={t(`apiAccess.keys.scopeNames.${SCOPE_KEY[scope]}`)}
              checked={scopes.includes(scope)}
              onCheckedChange={(on) => toggle(scope, on)}
            />
          ))}
        </fieldset>
        <div className="row-actions">
          <Button type="submit" size="m" loading={create.isPending} disabled={create.isPending || !ready}>
            {t("apiAccess.keys.create")}
          </Button>
        </div>
      </form>
      {created?.key && (
        <OnceSecret
          value={created.key}
          label={t("apiAccess.keys.keyLabel")}
          warning={t("apiAccess.keys.createdOnce")}
          testId="api-key-once"
        />
      )}
      {created && created.key === null && (
        <p className="api-tab__muted" role="status" data-testid="api-key-shown-before">
          {t("apiAccess.keys.shownBefore")}
        </p>
      )}
      {keys.isPending && <LoadingState />}
      {keys.error && <ErrorBox error={keys.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void keys.refetch()} />}
      {keys.data && keys.data.length === 0 && <p className="api-tab__muted">{t("apiAccess.keys.empty")}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="api-tab__list">
          {keys.data.map((key) => (
            <li key={key.id} className="api-tab__item" data-testid="api-key">
              <div className="api-tab__who">
                <strong>{key.name}</strong>
                <span className="api-tab__muted">
                  {key.scopes.map((scope) => t(`apiAccess.keys.scopeNames.${SCOPE_KEY[scope]}`)).join(", ")}
                </span>
                <span className="api-tab__muted">{t("apiAccess.keys.prefix", { prefix: key.prefix })}</span>
                <span className="api-tab__muted">
                  {key.lastUsedAt ? t("apiAccess.keys.lastUsed", { date: when(key.lastUsedAt) }) : t("apiAccess.keys.neverUsed")}
                </span>
                <span className="api-tab__muted">
                  {t("apiAccess.keys.createdBy", { name: key.createdBy.name, date: when(key.createdAt) })}
                </span>
              </div>
              <Button
                size="s"
                mode="outline"
                onClick={() =>
                  confirmation.ask({
                    question: t("apiAccess.keys.revokeConfirm", { name: key.name }),
                    confirmLabel: t("apiAccess.keys.revoke"),
                    run: () =>
                      revoke.mutateAsync({ id: key.id }).then(
                        () => undefined,
                        () => undefined,
                      ),
                  })
                }
              >
                {t("apiAccess.keys.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirmation.dialog}
    </section>
  );
}
