// One plan of the subscription tab: popular and current badges, price per month, the features and
// Select Plan (disabled on the current plan).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format.ts";
import type { PlanView } from "../account-data.ts";

export function PlanCard({ plan, isCurrent, onSelect }: { plan: PlanView; isCurrent: boolean; onSelect(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={`plan-card${isCurrent ? " plan-card--current" : ""}`} data-testid="plan-card" data-plan={plan.plan}>
      <div className="plan-card__band" style={{ background: plan.gradient }} aria-hidden="true" />
      <div className="plan-card__badges">
        {plan.popular && <span className="plan-badge plan-badge--popular">{t("account.subscription.popular")}</span>}
        {isCurrent && <span className="plan-badge plan-badge--current">{t("account.subscription.current")}</span>}
      </div>
      <Title level="3" weight="2">
        {t(`plans.names.${plan.plan}`)}
      </Title>
      <Text>
        <span className="plan-card__price">{formatUsd(plan.limits.priceMonthly, i18n.language)}</span> {t("account.subscription.perMonth")}
      </Text>
      <ul className="plan-card__features">
        {plan.featureKeys.map((feature) => (
          <li key={feature}>
            <Text>{t(`plans.features.${feature}`)}</Text>
          </li>
        ))}
      </ul>
      <Button size="m" stretched mode={isCurrent ? "gray" : "filled"} disabled={isCurrent} onClick={onSelect}>
        {t("account.subscription.selectPlan")}
      </Button>
    </article>
  );
}
