// Issue 25.3: a booking ends here, not on a toast: /webapp/{tenant}/booking/done/{id} says what was
// booked (service, specialist, local date and time with the business's zone named, price, status)
// and what happens next (waiting for confirmation; pay now or later per the page's prepayment
// rule), with Pay (when payable), Add to calendar, Share and Manage (the booking's own page). An
// address, not a state of the booking screen: a reload or Back-then-Forward shows it again.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BookingSummary } from "../../../components/BookingSummary.tsx";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { PrepaymentRule } from "../../../components/PrepaymentRule.tsx";
import { RouteLink } from "../../../components/RouteLink.tsx";
import { ScreenFrame } from "../../../components/ScreenFrame.tsx";
import { SessionLocation } from "../../../components/SessionLocation.tsx";
import { ShareButton } from "../../../components/ShareButton.tsx";
import type { ManagedBooking } from "../../../data/api-types.ts";
import { useTRPC } from "../../../data/trpc.ts";
import { withData } from "../../../data/withData.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { tenantPath } from "../../../router/paths.ts";
import { useTenantName } from "../../../router/tenant-name.ts";
import { useTenantProfile } from "../../../tenant/tenant-profile.ts";
import { ReceiptContactPrompt } from "../../my-bookings/ReceiptContactPrompt.tsx";
import { usePayBooking } from "../../my-bookings/usePayBooking.ts";
import { serviceShareTarget } from "../share-target.ts";
import "../../my-bookings/my-bookings.css";
import "./booking-done.css";

/** What happens next, in the order the customer meets it: the business's answer, then paying. */
function NextSteps({ booking, payable }: { booking: ManagedBooking; payable: boolean }) {
  const { t } = useTranslation();
  let payment: string | null = null;
  if (payable) payment = t(booking.prepayment === "REQUIRED" ? "manage.done.payRequired" : "manage.done.payOptional");
  else if (booking.price > 0 && booking.status !== "PAID" && isLiveStatus(booking.status)) payment = t("manage.done.payAtVisit");
  return (
    <section className="booking-done__next" aria-labelledby="booking-done-next">
      <Title level="3" weight="2" Component="h2" id="booking-done-next">
        {t("manage.done.next")}
      </Title>
      <Text data-testid="done-status-note">{t(`manage.statusNote.${booking.status}`)}</Text>
      {payment && <Text data-testid="done-payment-note">{payment}</Text>}
      {payable && <PrepaymentRule prepayment={booking.prepayment} />}
    </section>
  );
}

function DoneDetails({ booking, tenant }: { booking: ManagedBooking; tenant: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const { profile } = useTenantProfile(tenant);
  const manage = tenantPath(tenant, `my-bookings/${booking.id}`);
  const { pay, paying, paymentsUnavailable, receiptFor, closeReceipt } = usePayBooking(tenant, manage);
  // The specialist's name: the public list of those who provide the service (one on most plans).
  const experts = useQuery(trpc.experts.list.queryOptions({ serviceId: booking.serviceId }));
  // The page's own expert carries the business's name: said once, as the business.
  const expert = experts.data?.find((candidate) => candidate.id === booking.expertId && candidate.name !== profile?.name);
  const payable = booking.canPay && !paymentsUnavailable;
  const price = formatMoney(booking.price, booking.currency, i18n.language);
  const share = serviceShareTarget(
    window.location.origin,
    tenant,
    { id: booking.serviceId, name: booking.serviceName },
    profile ?? undefined,
  );
  return (
    <>
      {receiptFor && (
        <ReceiptContactPrompt
          busy={paying}
          refused={receiptFor.refused}
          onSubmit={(receiptContact) => pay(receiptFor.id, receiptContact)}
          onCancel={closeReceipt}
        />
      )}
      <BookingSummary
        booking={booking}
        timeZone={booking.timeZone}
        testId="booking-done"
        className="booking-done"
        business={profile && { name: profile.name, logoUrl: profile.logoUrl }}
        expertName={expert?.name}
        money={booking.price > 0 ? t("manage.price", { price }) : null}
      >
        <SessionLocation location={booking.location} cancelled={!isLiveStatus(booking.status)} />
        <NextSteps booking={booking} payable={payable} />
        <div className="booking-done__actions">
          {payable && (
            <Button size="l" stretched loading={paying} disabled={paying} onClick={() => pay(booking.id)} data-testid="done-pay">
              {t("manage.done.pay", { amount: price })}
            </Button>
          )}
          <Button size="m" mode={payable ? "bezeled" : "filled"} Component={RouteLink} href={manage} data-testid="done-manage">
            {t("manage.done.manage")}
          </Button>
          {isLiveStatus(booking.status) && (
            <Button size="m" mode="bezeled" Component="a" href={booking.calendarUrl} download="booking.ics" data-testid="done-calendar">
              {t("calendar.addToCalendar")}
            </Button>
          )}
          {share && <ShareButton target={share} testId="done-share" size="m" />}
        </div>
      </BookingSummary>
      <div>
        <Button size="s" mode="plain" Component={RouteLink} href={tenantPath(tenant)} data-testid="done-home">
          {t("manage.done.home")}
        </Button>
      </div>
    </>
  );
}

function BookingDoneScreen() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { bookingId = "" } = useParams();
  const query = useQuery({ ...trpc.bookings.get.queryOptions({ id: bookingId }), retry: false });
  const title = query.data ? t(`manage.done.title.${query.data.status}`) : t("manage.title");
  let body = <LoadingState />;
  if (query.data) body = <DoneDetails booking={query.data} tenant={tenant} />;
  else if (query.error) body = <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  return <ScreenFrame title={title}>{body}</ScreenFrame>;
}

export default withData(BookingDoneScreen);
