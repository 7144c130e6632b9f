// Plan grid for visitors (spec §2): four columns from the shared catalogue (contracts), prices in
// dollars, translated features, the popular badge, and every card leading to /register (with
// its plan, kept through sign-up to the setup's checkout: lib/chosen-plan.ts).
import { PLAN_LIST, type PlanInfo } from "@booking/contracts/plans";
import { Badge, Button, Card, Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";
import { formatUsd } from "../../lib/format.ts";

/** Sign-up, carrying a paid plan so it is selected at the business setup (issue 25.8). */
function registerPathFor(plan: PlanInfo): string {
  return plan.plan === "FREE" ? "/register" : `/register?plan=${plan.plan}`;
}

function PlanCard({ plan }: { plan: PlanInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className={`landing-card plan-card${plan.popular ? " plan-card--popular" : ""}`}>
      <div className="plan-card__header" style={{ background: plan.gradient }}>
        <Title level="3" weight="2" Component="h3">
          {t(`plans.names.${plan.plan}`)}
        </Title>
        {plan.popular && (
          <Badge type="number" mode="critical" large>
            {t("plans.popular")}
          </Badge>
        )}
      </div>
      <div className="landing-card__body">
        <div className="plan-card__price">
          <span className="plan-card__amount">{formatUsd(plan.limits.priceMonthly, i18n.language)}</span>
          <Text className="plan-card__period">{t("common.perMonth")}</Text>
        </div>
        <ul className="plan-card__features">
          {plan.featureKeys.map((key) => (
            <li key={key}>
              <Text>{t(`plans.features.${key}`)}</Text>
            </li>
          ))}
        </ul>
        {/* Wrapped: a stretched Button grows along the card's column axis otherwise. */}
        <div>
          <Button stretched mode={plan.popular ? "filled" : "bezeled"} Component={RouteLink} href={registerPathFor(plan)}>
            {t("landing.plans.cta")}
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function PlanGrid() {
  const { t } = useTranslation();
  return (
    <section id="plans" className="landing-section">
      <Title level="2" weight="2" Component="h2" className="landing-section__title">
        {t("landing.plans.title")}
      </Title>
      <Text className="landing-section__subtitle">{t("landing.plans.subtitle")}</Text>
      <div className="landing-grid landing-grid--4">
        {PLAN_LIST.map((plan) => (
          <PlanCard key={plan.plan} plan={plan} />
        ))}
      </div>
    </section>
  );
}
