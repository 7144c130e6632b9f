// A provider's credentials (PUT /api/account/payment-methods/credentials) and the connection test
// (POST /api/account/payment-methods/test). Stored credentials are never shown again; saving
// replaces them.
import { Button, Select } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { PaymentMethod } from "../account-data.ts";
import {
  CREDENTIAL_FIELDS,
  SBP_CARRIERS,
  credentialsComplete,
  credentialsConfig,
  fieldsProvider,
  type CredentialsProvider,
} from "./provider-credentials.ts";

export function CredentialsForm({ method, enabled, onSaved }: { method: PaymentMethod; enabled: boolean; onSaved(): Promise<unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const [via, setVia] = useState<CredentialsProvider>("TBANK");
  const [values, setValues] = useState<Record<string, string>>({});
  const { provider } = method;

  const save = useMutation(
    trpc.account.setPaymentCredentials.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.settingsSaved"));
        setValues({});
        await onSaved();
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  const test = useMutation(
    trpc.account.testPaymentMethod.mutationOptions({
      onSuccess: () => toast.success(t("account.payments.testOk")),
      onError: (error) => toast.failure(error, "account.errors.failed"),
    }),
  );
  const busy = save.isPending || test.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (enabled && !busy && credentialsComplete(provider, via, values))
      save.mutate({ provider, config: credentialsConfig(provider, via, values) });
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t("account.payments.credentials")}>
      {provider === "SBP" && (
        <Select
          header={t("account.payments.via")}
          aria-label={t("account.payments.via")}
          name="via"
          value={via}
          disabled={!enabled || busy}
          onChange={(event) => {
            setVia(event.target.value as CredentialsProvider);
            setValues({});
          }}
        >
          {SBP_CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {t(`account.payments.providers.${carrier}`)}
            </option>
          ))}
        </Select>
      )}
      {CREDENTIAL_FIELDS[fieldsProvider(provider, via)].map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={t(field.labelKey)}
          hint={field.hintKey ? t(field.hintKey) : undefined}
          type={field.secret ? "password" : "text"}
          autoComplete="off"
          spellCheck={false}
          value={values[field.name] ?? ""}
          disabled={!enabled || busy}
          onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <div className="row-actions">
        <Button type="submit" size="s" loading={save.isPending} disabled={!enabled || busy || !credentialsComplete(provider, via, values)}>
          {t("account.payments.saveCredentials")}
        </Button>
        <Button
          type="button"
          size="s"
          mode="outline"
          loading={test.isPending}
          disabled={!enabled || busy || !method.config.isConfigured}
          onClick={() => test.mutate({ provider })}
        >
          {t("account.payments.test")}
        </Button>
      </div>
    </form>
  );
}
