// Spec §2 Domain: a warning when the plan has no custom domain; the current domain with a visit
// link and Remove; the input with Save (disabled without the plan, while saving or when empty);
// a bare host name only (domain.invalidFormat); and the setup instructions.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useConfirmation } from "../../admin/ui/useConfirmation.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { Account } from "../account-data.ts";
import { domainSaveEnabled } from "../plan-gates.ts";
import { customDomainUrl, domainFormatProblem } from "./domain-rules.ts";
import { DomainInstructions } from "./DomainInstructions.tsx";
import { DomainDnsCheck } from "./DomainDnsCheck.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";

export function DomainTab({ account }: { account: Account }) {
  const { t } = useTranslation();
  const toast = useToast();
  const haptics = useHaptics();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { tenant: business, subscription } = account;
  const [input, setInput] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const serverError = useServerFieldError(["domain"]);
  const setDomain = useMutation(
    trpc.tenant.setCustomDomain.mutationOptions({
      onSuccess: async (result) => {
        toast.success(t(result.customDomain ? "alerts.success.domainSaved" : "alerts.success.domainRemoved"));
        setInput("");
        await queryClient.invalidateQueries(trpc.account.get.queryFilter());
      },
      onError: (error) => serverError.report(error, "account.errors.failedToSave"),
    }),
  );
  const canSave = domainSaveEnabled(subscription.limits, { saving: setDomain.isPending, input });

  function askRemove(domain: string) {
    confirmation.ask({
      question: t("domain.removeConfirm", { domain }),
      confirmLabel: t("domain.remove"),
      run: async () => {
        await setDomain.mutateAsync({ domain: null }).catch(() => undefined);
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const found = domainFormatProblem(input);
    setProblem(found);
    if (found) haptics.validationError();
    else setDomain.mutate({ domain: input.trim().toLowerCase() });
  }

  return (
    <>
      <Text className="inset">{t("domain.intro")}</Text>
      <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="domain-form">
        {!subscription.limits.allowsCustomDomain && (
          <div className="notice notice--warning" role="note" data-testid="domain-plan-warning">
            {t("domain.notAllowed")}
          </div>
        )}
        {business.customDomain && (
          <div className="status-line" data-testid="current-domain">
            <Text>
              {t("domain.current")}: <strong>{business.customDomain}</strong>
            </Text>
            <div className="row-actions">
              <Button
                size="s"
                mode="bezeled"
                Component="a"
                href={customDomainUrl(business.customDomain, business.id)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("domain.visit")}
              </Button>
              <Button size="s" mode="outline" disabled={setDomain.isPending} onClick={() => askRemove(business.customDomain ?? "")}>
                {t("domain.remove")}
              </Button>
            </div>
          </div>
        )}
        <FormField
          name="domain"
          label={t("domain.label")}
          placeholder={t("domain.placeholder")}
          hint={t("domain.hint")}
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={input}
          invalid={!!problem}
          disabled={!subscription.limits.allowsCustomDomain || setDomain.isPending}
          onValueChange={(value) => {
            setInput(value);
            setProblem(null);
            serverError.clear();
          }}
          error={serverError.fieldError("domain")}
        />
        {problem && <FormMessage>{t(problem)}</FormMessage>}
        <div className="row-actions">
          <SubmitButton size="m" submitting={setDomain.isPending} disabled={!canSave}>
            {t("domain.save")}
          </SubmitButton>
        </div>
      </form>
      <DomainDnsCheck domain={input.trim() || business.customDomain || ""} />
      <DomainInstructions domain={input.trim() || business.customDomain || ""} tenantId={business.id} target={business.domainTarget} />
      {confirmation.dialog}
    </>
  );
}
