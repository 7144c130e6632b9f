// Spec §2 Subscription: a banner with the current plan, its expiry and monthly price (and, issue
// 15.6, auto-renewal, the queued plan and a waiting invoice: SubscriptionStatus); the plan
// cards (the server's list, or the built-in catalogue when it cannot be loaded) and the checkout.
import { PLAN_LIST } from "@booking/contracts/plans";
import { useState } from "react";
import { LoadingState } from "../../../components/ListState.tsx";
import { usePlansQuery, type Account, type PlanView } from "../account-data.ts";
import { CheckoutDialog } from "./CheckoutDialog.tsx";
import { PastPayments } from "./PastPayments.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { SubscriptionStatus } from "./SubscriptionStatus.tsx";

export function SubscriptionTab({ account }: { account: Account }) {
  const plansQuery = usePlansQuery();
  const [selected, setSelected] = useState<PlanView | null>(null);
  const { subscription } = account;
  const plans: readonly PlanView[] | undefined = plansQuery.data ?? (plansQuery.isError ? PLAN_LIST : undefined);

  return (
    <>
      <SubscriptionStatus account={account} />
      {plans ? (
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard key={plan.plan} plan={plan} isCurrent={plan.plan === subscription.plan} onSelect={() => setSelected(plan)} />
          ))}
        </div>
      ) : (
        <LoadingState />
      )}
      <PastPayments />
      {selected && (
        <CheckoutDialog plan={selected} tenantSlug={account.tenant.id} subscription={subscription} onClose={() => setSelected(null)} />
      )}
    </>
  );
}
