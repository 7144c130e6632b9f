// On the register and login screens of a visitor who picked a plan on the landing page (issue
// 25.8): that plan waits for them at the business setup. `?plan=` (the landing's link) is kept here.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { chosenPlan, planOfParam, rememberPlan } from "../lib/chosen-plan.ts";
import { useTenantName } from "../router/tenant-name.ts";
import { FormMessage } from "./form/FormMessage.tsx";

export function KeptPlanNote() {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const [params] = useSearchParams();
  // Free needs no checkout: the setup starts on it anyway.
  const named = planOfParam(params.get("plan"));
  const fromLink = named === "FREE" ? undefined : named;
  const [kept] = useState(() => (tenant ? undefined : (fromLink ?? chosenPlan())));
  useEffect(() => {
    if (!tenant && fromLink) rememberPlan(fromLink);
  }, [tenant, fromLink]);
  if (!kept) return null;
  return (
    <FormMessage tone="info">
      <span data-testid="plan-kept" data-plan={kept}>
        {t("setup.planKept", { plan: t(`plans.names.${kept}`) })}
      </span>
    </FormMessage>
  );
}
