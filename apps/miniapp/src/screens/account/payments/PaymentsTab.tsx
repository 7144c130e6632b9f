// Spec §2 Payments: each provider (YOOKASSA, TBANK, SBP) with its configured / not configured
// label and the enabled checkbox, usable only on a plan with payment integration (not FREE) once
// the provider is configured; a warning on FREE; the provider's credentials form. Beyond the spec:
// the page's currency and whether prepayment is required.
import { TENANT_CURRENCIES, type TenantCurrency } from "@booking/contracts/currency";
import { PREPAYMENT_POLICIES } from "@booking/contracts/prepayment";
import { Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../../admin/ui/CheckboxField.tsx";
import { ChoicePills } from "../../admin/ui/ChoicePills.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { Account, PaymentMethod } from "../account-data.ts";
import { paymentCredentialsEnabled, paymentToggleEnabled } from "../plan-gates.ts";
import { CredentialsForm } from "./CredentialsForm.tsx";
import { ReceiptsSettings } from "./ReceiptsSettings.tsx";

function ProviderCard({ method, account, refresh }: { method: PaymentMethod; account: Account; refresh(): Promise<unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const limits = account.subscription.limits;
  const toggle = useMutation(
    trpc.account.setPaymentMethod.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.settingsSaved"));
        await refresh();
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  const configured = method.config.isConfigured;

  return (
    <section
      className="panel-card"
      data-testid="payment-provider"
      data-provider={method.provider}
      aria-label={t(`account.payments.providers.${method.provider}`)}
    >
      <div className="status-line">
        <Title level="3" weight="2" className="panel-card__title">
          {t(`account.payments.providers.${method.provider}`)}
        </Title>
        <span className={configured ? "status-ok" : "status-missing"} data-configured={configured}>
          {t(configured ? "account.payments.configured" : "account.payments.notConfigured")}
        </span>
      </div>
      <CheckboxField
        name={`enabled-${method.provider}`}
        label={t("account.payments.enabled")}
        checked={method.isEnabled}
        disabled={!paymentToggleEnabled(limits, configured) || toggle.isPending}
        onCheckedChange={(isEnabled) => toggle.mutate({ provider: method.provider, isEnabled })}
      />
      <CredentialsForm method={method} enabled={paymentCredentialsEnabled(limits)} onSaved={refresh} />
    </section>
  );
}

/** What a saved setting answers: a toast and the account read again, or the refusal shown. */
function useSaveFeedback(refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const toast = useToast();
  return {
    onSuccess: async () => {
      toast.success(t("alerts.success.settingsSaved"));
      await refresh();
    },
    onError: (error: unknown) => toast.failure(error, "account.errors.failedToSave"),
  };
}

/** The tenant's currency: every price on its page is shown and charged in it. */
function CurrencyChoice({ account, refresh }: { account: Account; refresh(): Promise<unknown> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useMutation(trpc.account.setCurrency.mutationOptions(useSaveFeedback(refresh)));
  const options = TENANT_CURRENCIES.map((key) => ({ key, label: t(`account.payments.currencies.${key}`) }));
  return (
    <section className="panel-card" data-testid="tenant-currency">
      <ChoicePills
        label={t("account.payments.currency")}
        options={options}
        value={account.tenant.currency as TenantCurrency}
        onChange={(currency) => {
          if (!save.isPending) save.mutate({ currency });
        }}
      />
      <Text>{t("account.payments.currencyHint")}</Text>
    </section>
  );
}

/** Whether an unpaid booking is released when its payment window passes (issue 20.1); customers are told the same. */
function PrepaymentChoice({ account, refresh }: { account: Account; refresh(): Promise<unknown> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useMutation(trpc.account.setPrepayment.mutationOptions(useSaveFeedback(refresh)));
  const value = account.tenant.prepayment;
  const options = PREPAYMENT_POLICIES.map((key) => ({ key, label: t(`account.payments.prepaymentOptions.${key}`) }));
  return (
    <section className="panel-card" data-testid="tenant-prepayment">
      <ChoicePills
        label={t("account.payments.prepayment")}
        options={options}
        value={value}
        onChange={(prepayment) => {
          if (!save.isPending) save.mutate({ prepayment });
        }}
      />
      <Text data-testid="prepayment-hint">{t(`account.payments.prepaymentHints.${value}`)}</Text>
    </section>
  );
}

const PAYMENT_STEPS = ["currency", "prepayment", "credentials", "check", "enable"] as const;

/** Issue 26.5: the way from nothing to taking payments, open until a method is on. */
function PaymentsGuide({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="panel-card guide" open={open} data-testid="payments-guide">
      <summary className="guide__summary">
        <Title level="3" weight="2" Component="h2" className="panel-card__title guide__title">
          {t("account.payments.stepsTitle")}
        </Title>
      </summary>
      <ol className="instructions guide__steps">
        {PAYMENT_STEPS.map((step) => (
          <li key={step}>
            <Text>{t(`account.payments.steps.${step}`)}</Text>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function PaymentsTab({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const refresh = () => queryClient.invalidateQueries(trpc.account.get.queryFilter());
  return (
    <>
      <Text className="inset">{t("account.payments.intro")}</Text>
      {!account.subscription.limits.allowsPaymentIntegration && (
        <div className="notice notice--warning inset" role="note" data-testid="payments-plan-warning">
          {t("account.payments.freePlanWarning")}
        </div>
      )}
      <PaymentsGuide open={!account.paymentMethods.some((method) => method.isEnabled)} />
      <CurrencyChoice account={account} refresh={refresh} />
      <PrepaymentChoice account={account} refresh={refresh} />
      {account.paymentMethods.map((method) => (
        <ProviderCard key={method.provider} method={method} account={account} refresh={refresh} />
      ))}
      <ReceiptsSettings account={account} />
    </>
  );
}
