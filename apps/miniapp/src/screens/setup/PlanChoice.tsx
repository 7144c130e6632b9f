// The plan of a new business (/setup): every plan with its monthly price in full, one per row, so
// nothing is cut on a 360 px phone in either language (a select showed only the start of the
// chosen line). Native radios: the keyboard, screen readers and the form's `plan` field for free.
import { PLAN_LIST } from "@booking/contracts/plans";
import { useTranslation } from "react-i18next";
import type { PlanName } from "../../data/api-types.ts";
import { formatUsd } from "../../lib/format.ts";
import "./plan-choice.css";

export function PlanChoice({ plan, disabled, onChange }: { plan: PlanName; disabled: boolean; onChange(plan: PlanName): void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="plan-choice" disabled={disabled}>
      <legend className="plan-choice__legend">{t("setup.plan")}</legend>
      {PLAN_LIST.map((option) => (
        <label key={option.plan} className="plan-choice__option">
          <input type="radio" name="plan" value={option.plan} checked={plan === option.plan} onChange={() => onChange(option.plan)} />
          <span className="plan-choice__name">{t(`plans.names.${option.plan}`)}</span>
          <span className="plan-choice__price">
            {formatUsd(option.limits.priceMonthly, i18n.language)}
            {t("common.perMonth")}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
