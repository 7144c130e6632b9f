// The checkout's promo code: forced to upper case; while the code is being checked (500 ms after
// the last key, see usePromoStatus) a spinner shows, then whether it is valid and why not.
import { Spinner } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import type { PromoStatus } from "../../setup/PromoField.tsx";

export function normalizePromoCode(raw: string): string {
  return raw.toUpperCase().replace(/\s/g, "");
}

export function PromoCodeField({
  code,
  status,
  reason,
  disabled,
  onChange,
}: {
  code: string;
  status: PromoStatus;
  reason: string | null;
  disabled: boolean;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  let hint = null;
  if (status === "checking") {
    hint = (
      <span className="promo-status" data-promo-status="checking">
        <Spinner size="s" />
        {t("promo.checking")}
      </span>
    );
  } else if (reason) {
    hint = (
      <span className={`promo-status promo-status--${status}`} data-promo-status={status}>
        {t(`promo.${reason}`)}
      </span>
    );
  }
  return (
    <FormField
      name="promoCode"
      label={t("account.checkout.promoCode")}
      placeholder={t("account.checkout.promoPlaceholder")}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={code}
      disabled={disabled}
      invalid={status === "invalid"}
      hint={hint}
      onValueChange={(value) => onChange(normalizePromoCode(value))}
    />
  );
}
