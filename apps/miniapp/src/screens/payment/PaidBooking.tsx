// Issue 25.7: a booking's payment result names what was paid, in the business's name: the booking
// (service, specialist, local date and time with the business's zone), the amount with its
// currency and the business (logo, name), with the way to the booking's own page.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { BookingSummary } from "../../components/BookingSummary.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import type { Payment } from "../../data/api-types.ts";
import { formatMoney } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import type { PaymentOutcome } from "./payment-status.ts";

export function PaidBooking({
  booking,
  payment,
  outcome,
  tenant,
}: {
  booking: NonNullable<Payment["booking"]>;
  payment: Pick<Payment, "amount" | "currency">;
  outcome: PaymentOutcome;
  tenant: string;
}) {
  const { t, i18n } = useTranslation();
  const { profile } = useTenantProfile(tenant);
  const amount = formatMoney(payment.amount, payment.currency, i18n.language);
  // The default expert carries the business's name: said once, as the business (as on the done page).
  const expertName = booking.expertName !== profile?.name ? booking.expertName : null;
  return (
    <BookingSummary
      booking={booking}
      timeZone={booking.timeZone}
      testId="payment-booking"
      className="payment-result__booking"
      business={profile && { name: profile.name, logoUrl: profile.logoUrl }}
      expertName={expertName}
      money={t(outcome === "confirmed" ? "paymentResult.paid" : "paymentResult.amount", { amount })}
    >
      <div className="payment-result__actions">
        <Button
          size="m"
          mode="bezeled"
          Component={RouteLink}
          href={tenantPath(tenant, `my-bookings/${booking.id}`)}
          data-testid="payment-manage"
        >
          {t("manage.done.manage")}
        </Button>
      </div>
    </BookingSummary>
  );
}
