// The checkout's order summary (spec §2): the subtotal, struck through when a promo applies, the
// discount line with the code, and the total; amounts as the server priced them.
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format.ts";

export interface PriceQuote {
  promoApplied: boolean;
  originalPrice: number;
  discountAmount: number;
  finalPrice: number;
  promoCode: string | null;
}

export function OrderSummary({ quote }: { quote: PriceQuote }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatUsd(amount, i18n.language);
  return (
    <section className="order-summary" aria-label={t("account.checkout.summary")} data-testid="order-summary">
      <Text weight="2">{t("account.checkout.summary")}</Text>
      <div className="order-summary__row">
        <Text>{t("account.checkout.subtotal")}</Text>
        <Text data-testid="order-subtotal">{quote.promoApplied ? <s>{money(quote.originalPrice)}</s> : money(quote.originalPrice)}</Text>
      </div>
      {quote.promoApplied && (
        <div className="order-summary__row" data-testid="order-discount">
          <Text>{t("account.checkout.discount", { code: quote.promoCode ?? "" })}</Text>
          <Text>−{money(quote.discountAmount)}</Text>
        </div>
      )}
      <div className="order-summary__row order-summary__row--total">
        <Text weight="1">{t("account.checkout.total")}</Text>
        <Text weight="1" data-testid="order-total">
          {money(quote.finalPrice)}
        </Text>
      </div>
    </section>
  );
}
