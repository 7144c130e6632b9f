// 54-FZ receipts (issue 30): off (the owner issues their own, e.g. self-employed), or on with the
// tax system, the VAT rate and when customers pay; then the provider fiscalizes a receipt with every
// booking payment and refund. Receipts are in roubles, so the page's currency must be RUB.
import {
  RECEIPT_PAYMENT_MODES,
  RECEIPT_TAX_SYSTEMS,
  RECEIPT_VATS,
  type ReceiptPaymentMode,
  type ReceiptTaxSystem,
  type ReceiptVatRate,
} from "@booking/contracts/receipts";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../../admin/ui/CheckboxField.tsx";
import { ChoicePills } from "../../admin/ui/ChoicePills.tsx";
import type { Account } from "../account-data.ts";

interface Draft {
  enabled: boolean;
  taxSystem: ReceiptTaxSystem;
  vat: ReceiptVatRate;
  paymentMode: ReceiptPaymentMode;
}

function ReceiptsForm({ initial, rub }: { initial: Draft; rub: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const save = useMutation(
    trpc.account.setReceipts.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.settingsSaved"));
        await queryClient.invalidateQueries(trpc.account.receipts.queryFilter());
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  // The keys are typed per group; the translation lookup reads them as plain strings.
  const label = t as (key: string) => string;
  const options = <K extends string>(keys: readonly K[], group: "taxSystems" | "vats" | "paymentModes") =>
    keys.map((key) => ({ key, label: label(`personalData.receipts.${group}.${key}`) }));
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate(draft);
      }}
    >
      <CheckboxField
        name="receiptsEnabled"
        label={t("personalData.receipts.enabled")}
        checked={draft.enabled}
        disabled={!rub && !draft.enabled}
        onCheckedChange={(enabled) => set("enabled", enabled)}
      />
      {!rub && (
        <div className="notice notice--warning" role="note" data-testid="receipts-need-rub">
          {t("personalData.receipts.needsRub")}
        </div>
      )}
      {draft.enabled ? (
        <>
          <Text weight="2">{t("personalData.receipts.taxSystem")}</Text>
          <ChoicePills
            label={t("personalData.receipts.taxSystem")}
            options={options(RECEIPT_TAX_SYSTEMS, "taxSystems")}
            value={draft.taxSystem}
            onChange={(value) => set("taxSystem", value)}
          />
          <Text weight="2">{t("personalData.receipts.vat")}</Text>
          <ChoicePills
            label={t("personalData.receipts.vat")}
            options={options(RECEIPT_VATS, "vats")}
            value={draft.vat}
            onChange={(value) => set("vat", value)}
          />
          <Text weight="2">{t("personalData.receipts.paymentMode")}</Text>
          <ChoicePills
            label={t("personalData.receipts.paymentMode")}
            options={options(RECEIPT_PAYMENT_MODES, "paymentModes")}
            value={draft.paymentMode}
            onChange={(value) => set("paymentMode", value)}
          />
        </>
      ) : (
        <Text>{t("personalData.receipts.offHint")}</Text>
      )}
      <div>
        <Button type="submit" size="m" loading={save.isPending} disabled={save.isPending}>
          {t("personalData.receipts.save")}
        </Button>
      </div>
    </form>
  );
}

export function ReceiptsSettings({ account }: { account: Account }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const receipts = useQuery(trpc.account.receipts.queryOptions());
  return (
    <section className="panel-card" data-testid="receipt-settings" aria-label={t("personalData.receipts.title")}>
      <Title level="3" weight="2" className="panel-card__title">
        {t("personalData.receipts.title")}
      </Title>
      <Text>{t("personalData.receipts.lead")}</Text>
      {receipts.isPending ? (
        <LoadingState />
      ) : receipts.error || !receipts.data ? (
        <ErrorBox error={receipts.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void receipts.refetch()} />
      ) : (
        <ReceiptsForm
          key={JSON.stringify(receipts.data)}
          rub={account.tenant.currency === "RUB"}
          initial={{
            enabled: receipts.data.enabled,
            taxSystem: receipts.data.taxSystem ?? "USN_INCOME",
            vat: receipts.data.vat ?? "NONE",
            paymentMode: receipts.data.paymentMode,
          }}
        />
      )}
    </section>
  );
}
