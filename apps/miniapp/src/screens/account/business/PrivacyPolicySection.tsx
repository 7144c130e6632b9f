// The business's privacy policy (issue 30): a link to its own, or its text shown on the booking page;
// neither keeps the platform's standard policy (with the business's name and contacts). Customers
// agree to it at sign-up and first booking; a changed one is a new version they agree to again.
import { PRIVACY_POLICY_TEXT_MAX } from "@booking/contracts/privacy";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { fieldErrorText, type FormError } from "../../../lib/form-error.ts";
import { tenantPath } from "../../../router/paths.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { TextAreaField } from "../../admin/ui/TextAreaField.tsx";

function PolicyForm({ slug, initial }: { slug: string; initial: { url: string; text: string } }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(initial.url);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<FormError | null>(null);
  const save = useMutation(
    trpc.privacy.setPolicy.mutationOptions({
      onSuccess: () => {
        toast.success(t("alerts.success.settingsSaved"));
        void queryClient.invalidateQueries(trpc.privacy.pathFilter());
      },
      onError: (failure) => setError({ failure, fallbackKey: "account.errors.failedToSave" }),
    }),
  );
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (!save.isPending) save.mutate({ url: url.trim() || null, text: url.trim() ? null : text.trim() || null });
      }}
    >
      <FormField
        name="privacyPolicyUrl"
        label={t("personalData.policy.url")}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        disabled={save.isPending}
        error={fieldErrorText(t, error, "url")}
        onValueChange={setUrl}
      />
      {!url.trim() && (
        <TextAreaField
          label={t("personalData.policy.text")}
          value={text}
          rows={6}
          maxLength={PRIVACY_POLICY_TEXT_MAX}
          error={fieldErrorText(t, error, "text")}
          onValueChange={setText}
        />
      )}
      <Text className="muted">{t("personalData.policy.changed")}</Text>
      <div className="form-actions">
        <Button type="submit" size="m" loading={save.isPending} disabled={save.isPending}>
          {t("personalData.policy.save")}
        </Button>
        <Button size="m" mode="plain" Component="a" href={tenantPath(slug, "privacy")} target="_blank" rel="noopener noreferrer">
          {t("personalData.policy.view")}
        </Button>
      </div>
    </form>
  );
}

export function PrivacyPolicySection({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const policy = useQuery(trpc.privacy.policy.queryOptions());
  return (
    <section className="panel-card" data-testid="privacy-policy-settings" aria-labelledby="privacy-policy-title">
      <Title level="3" weight="2" className="panel-card__title" id="privacy-policy-title">
        {t("personalData.policy.title")}
      </Title>
      <Text>{t("personalData.policy.lead")}</Text>
      {policy.isPending ? (
        <LoadingState />
      ) : policy.error || !policy.data ? (
        <ErrorBox error={policy.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void policy.refetch()} />
      ) : (
        <PolicyForm key={policy.data.version} slug={slug} initial={{ url: policy.data.url ?? "", text: policy.data.text ?? "" }} />
      )}
    </section>
  );
}
