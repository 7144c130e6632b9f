// The optional promo code: forced to upper case and checked with the server after 500 ms without
// typing (spec §5, §9); the answer's reason picks the message (promo.<reason>).
import { PROMO_DEBOUNCE_MS } from "@booking/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/form/FormField.tsx";
import type { PlanName } from "../../data/api-types.ts";
import { lookupOptions, useTRPC } from "../../data/trpc.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

export type PromoStatus = "none" | "checking" | "valid" | "invalid";

export function usePromoStatus(code: string, plan: PlanName): { status: PromoStatus; reason: string | null } {
  const trpc = useTRPC();
  const debounced = useDebouncedValue(code, PROMO_DEBOUNCE_MS);
  // validate-promo is a POST (it counts as a lookup); cached per code and plan like a query.
  const check = useQuery({
    ...lookupOptions(trpc.tenantManagement.validatePromo.mutationOptions(), { code: debounced, plan }),
    enabled: !!debounced,
  });
  if (!code) return { status: "none", reason: null };
  if (debounced !== code || check.isPending) return { status: "checking", reason: null };
  if (!check.data) return { status: "invalid", reason: "invalidPromoCode" };
  return { status: check.data.valid ? "valid" : "invalid", reason: check.data.reason };
}

export function PromoField({
  code,
  plan,
  onChange,
  disabled,
}: {
  code: string;
  plan: PlanName;
  onChange(code: string): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { status, reason } = usePromoStatus(code, plan);
  const hint = status === "checking" ? t("promo.checking") : reason ? t(`promo.${reason}`) : undefined;
  return (
    <FormField
      name="promoCode"
      label={t("setup.promoCode")}
      placeholder={t("setup.promoPlaceholder")}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={code}
      disabled={disabled}
      invalid={status === "invalid"}
      hint={hint && <span data-promo-status={status}>{hint}</span>}
      onValueChange={(value) => onChange(value.toUpperCase().replace(/\s/g, ""))}
    />
  );
}
