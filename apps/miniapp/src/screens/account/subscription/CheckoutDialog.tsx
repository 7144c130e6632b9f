// Spec §2 checkout: plan name, price, its first three features, a promo code checked as it is
// typed, the order summary priced by the server (POST /api/tenant-management/calculate-price) and
// Cancel / Buy Now. Buying (POST /api/tenant-management/checkout) sends the owner to the payment
// page, or activates the plan at once when the total is 0.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/ListState.tsx";
import { lookupOptions, useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate, formatUsd } from "../../../lib/format.ts";
import { newIdempotencyKey, withIdempotencyKey } from "../../../lib/idempotency-key.ts";
import { rememberPayment } from "../../../lib/payment-return.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { usePromoStatus } from "../../setup/PromoField.tsx";
import { accountPath, type Account, type PlanView } from "../account-data.ts";
import { Dialog } from "../Dialog.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PromoCodeField } from "./PromoCodeField.tsx";
import { useOpenExternal } from "../../../telegram/useOpenExternal.ts";

const FEATURES_SHOWN = 3;

/**
 * Where a plan bought now goes: another plan bought while a paid one runs waits for its end
 * (nextPlan, as the server's settlement does), so its success must not read as an upgrade.
 */
export function queuedStart(current: Account["subscription"] | undefined, bought: PlanView["plan"]): string | null {
  if (!current || current.plan === "FREE" || !current.expiresAt) return null;
  return current.plan === bought ? null : current.expiresAt;
}

export function CheckoutDialog({
  plan,
  tenantSlug,
  subscription,
  onClose,
}: {
  plan: PlanView;
  tenantSlug: string;
  subscription?: Account["subscription"];
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const openExternal = useOpenExternal();
  const [code, setCode] = useState("");
  const promo = usePromoStatus(code, plan.plan);
  // Only a code the server called valid is priced; any other is simply not applied.
  const appliedCode = promo.status === "valid" ? code : "";

  const order = { plan: plan.plan, promoCode: appliedCode || null };

  const quote = useQuery({
    ...lookupOptions(trpc.tenantManagement.calculatePrice.mutationOptions(), order),
    // The old summary stays in place while the new one is priced.
    placeholderData: keepPreviousData,
  });

  // One purchase, one key: Buy Now again (after an error) repeats the same purchase; another code is another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedCode is the trigger: another code is another purchase, so a new key
  const idempotencyKey = useMemo(() => newIdempotencyKey(), [appliedCode]);
  const buy = useMutation(
    trpc.tenantManagement.checkout.mutationOptions({
      trpc: withIdempotencyKey(idempotencyKey),
      onSuccess: async (result) => {
        if (result.confirmationUrl && !result.activated) {
          rememberPayment({ paymentId: result.paymentId, tenant: tenantSlug, returnTo: accountPath(tenantSlug, "subscription") });
          openExternal(result.confirmationUrl);
          return;
        }
        const startsAt = queuedStart(subscription, plan.plan);
        toast.success(
          startsAt
            ? t("account.subscription.queued", { plan: t(`plans.names.${plan.plan}`), date: formatInstantDate(startsAt, i18n.language) })
            : t("alerts.success.upgradeSuccess"),
        );
        onClose();
        await queryClient.invalidateQueries(trpc.account.get.queryFilter());
      },
      onError: (error) => toast.failure(error, "account.errors.failedToUpgrade"),
    }),
  );
  const busy = buy.isPending || buy.isSuccess;

  return (
    <Dialog
      title={`${t("account.checkout.title")}: ${t(`plans.names.${plan.plan}`)}`}
      onClose={onClose}
      busy={busy}
      testId="checkout-dialog"
    >
      <Text weight="2">
        {formatUsd(plan.limits.priceMonthly, i18n.language)} {t("account.subscription.perMonth")}
      </Text>
      <ul className="plan-card__features">
        {plan.featureKeys.slice(0, FEATURES_SHOWN).map((feature) => (
          <li key={feature}>
            <Text>{t(`plans.features.${feature}`)}</Text>
          </li>
        ))}
      </ul>
      <PromoCodeField code={code} status={promo.status} reason={promo.reason} disabled={busy} onChange={setCode} />
      {quote.data ? <OrderSummary quote={quote.data} /> : <LoadingState />}
      <div className="row-actions">
        <Button size="m" mode="gray" disabled={busy} onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button
          size="m"
          loading={busy}
          disabled={busy || !quote.data || quote.isPlaceholderData || promo.status === "checking"}
          onClick={() => buy.mutate(order)}
        >
          {t("account.checkout.buyNow")}
        </Button>
      </div>
    </Dialog>
  );
}
