// The page's prepayment rule, told to the customer before they pay (issue 20.1): at the booking
// confirmation when the page takes online payments, and beside each Pay button in "my bookings".
import type { PrepaymentPolicy } from "@booking/contracts/prepayment";
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

export function PrepaymentRule({ prepayment }: { prepayment: PrepaymentPolicy }) {
  const { t } = useTranslation();
  return (
    <Text className="content-card__meta" data-testid="prepayment-rule" data-prepayment={prepayment}>
      {t(`booking.prepayment.${prepayment}`)}
    </Text>
  );
}
