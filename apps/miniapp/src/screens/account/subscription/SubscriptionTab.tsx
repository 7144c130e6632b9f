// Spec §2 Subscription: a banner with the current plan, its expiry and monthly price; the plan
// cards (the server's list, or the built-in catalogue when it cannot be loaded) and the checkout.
import { PLAN_LIST } from "@booking/contracts/plans";
import { Text } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/ListState.tsx";
import { formatInstantDate, formatUsd } from "../../../lib/format.ts";
import { usePlansQuery, type Account, type PlanView } from "../account-data.ts";
import { CheckoutDialog } from "./CheckoutDialog.tsx";
import { PlanCard } from "./PlanCard.tsx";

export function SubscriptionTab({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const plansQuery = usePlansQuery();
  const [selected, setSelected] = useState<PlanView | null>(null);
  const { subscription } = account;
  const plans: readonly PlanView[] | undefined = plansQuery.data ?? (plansQuery.isError ? PLAN_LIST : undefined);

  return (
    <>
      <div className="panel-card" data-testid="subscription-banner">
        <Text weight="2">{t("account.subscription.currentPlan", { plan: t(`plans.names.${subscription.plan}`) })}</Text>
        {subscription.expiresAt && <Text>{t("account.subscription.expiresAt", { date: formatInstantDate(subscription.expiresAt, i18n.language) })}</Text>}
        <Text>{t("account.subscription.monthlyPrice", { price: formatUsd(subscription.limits.priceMonthly, i18n.language) })}</Text>
      </div>
      {plans ? (
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard key={plan.plan} plan={plan} isCurrent={plan.plan === subscription.plan} onSelect={() => setSelected(plan)} />
          ))}
        </div>
      ) : <LoadingState />}
      {selected && <CheckoutDialog plan={selected} tenantSlug={account.tenant.id} onClose={() => setSelected(null)} />}
    </>
  );
}
