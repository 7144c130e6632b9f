// Spec §2 "My bookings": the user's bookings with cancel (PENDING only, or within the business's
// self-service window, issue 25.4, after a confirmation that names the booking), move and each one's page and, where a booking can be paid online, Pay (POST /api/bookings/{id}/pay →
// the provider's page). Issue 14.5: upcoming and past apart, the tenant's zone beside the times
// when the viewer's differs, the business's contacts where the customer cannot cancel.
// Without a user: a please-login message.
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { ListStatus, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import type { Booking } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import { useZoneNote } from "../../tenant/time-zone.ts";
import { useCustomerClock } from "../../tenant/customer-clock.ts";
import { ClockSwitch } from "../../components/ClockSwitch.tsx";
import { formatCalendarDate, formatClock } from "../../lib/format.ts";
import { splitBookings } from "./booking-actions.ts";
import { usePayBooking } from "./usePayBooking.ts";
import { BookingCard } from "./BookingCard.tsx";
import { WaitlistSection } from "./WaitlistSection.tsx";
import { ReceiptContactPrompt } from "./ReceiptContactPrompt.tsx";
import { CalendarFeedPanel } from "../../components/CalendarFeedPanel.tsx";
import "./my-bookings.css";

function BookingList({ tenant }: { tenant: string }) {
  const { t, i18n } = useTranslation();
  const { profile } = useTenantProfile(tenant);
  const zone = useZoneNote();
  const clock = useCustomerClock(profile?.timeZone);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const { pay, paying, paymentsUnavailable, receiptFor, closeReceipt } = usePayBooking(tenant, tenantPath(tenant, "my-bookings"));
  const bookings = useQuery(trpc.bookings.my.queryOptions());

  const cancel = useMutation(
    trpc.bookings.cancel.mutationOptions({
      onSuccess: () => toast.success(t("alerts.success.bookingCancelled")),
      onError: (error) => toast.failure(error, "alerts.errors.failedToCancel"),
      // Cancelling frees slots too: every bookings answer (mine, available) is out of date.
      onSettled: () => {
        setToCancel(null);
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
      },
    }),
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
      <ListStatus
        loading={bookings.isPending}
        error={bookings.error}
        items={bookings.data}
        emptyText={t("myBookings.empty")}
        onRetry={() => void bookings.refetch()}
      >
        {(items) => {
          const groups = splitBookings(items, profile?.timeZone);
          const sections = (["upcoming", "past"] as const)
            .filter((group) => groups[group].length > 0)
            .map((group) => (
              <section key={group} className="booking-group" aria-labelledby={`bookings-${group}`} data-testid={`bookings-${group}`}>
                <Title level="2" weight="2" Component="h2" id={`bookings-${group}`} className="booking-group__title">
                  {t(`myBookings.${group}`)}
                </Title>
                <div className="card-grid">
                  {groups[group].map((booking) => (
                    <BookingCard
                      key={booking.id}
                      booking={booking}
                      showPay={!paymentsUnavailable}
                      busy={cancel.isPending || paying}
                      contacts={profile?.contacts}
                      chat={profile?.chat}
                      zone={zone}
                      clock={clock}
                      timeZone={profile?.timeZone}
                      onCancel={setToCancel}
                      onPay={(chosen) => pay(chosen.id)}
                    />
                  ))}
                </div>
              </section>
            ));
          return (
            <>
              <ClockSwitch clock={clock} className="my-bookings__clock" />
              {sections}
            </>
          );
        }}
      </ListStatus>
      <WaitlistSection />
      <CalendarFeedPanel kind="customer" />
      <ConfirmDialog
        open={!!toCancel}
        question={
          toCancel
            ? t("myBookings.cancelQuestion", {
                service: toCancel.serviceName,
                date: formatCalendarDate(clock.show(toCancel).date, i18n.language, { dateStyle: "long" }),
                time:
                  formatClock(clock.show(toCancel).startTime, i18n.language) +
                  (clock.choice === "device" ? ` (${clock.shownZone})` : zone ? ` (${zone.short})` : ""),
              })
            : ""
        }
        confirmLabel={t("myBookings.cancelBooking")}
        cancelLabel={t("myBookings.keep")}
        busy={cancel.isPending}
        onConfirm={() => {
          if (toCancel) cancel.mutate({ id: toCancel.id });
        }}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}

function MyBookingsScreen() {
  const { t } = useTranslation();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { user, loading, registrationNeeded } = useSession();
  let body = <BookingList tenant={tenant} />;
  if (loading) body = <LoadingState />;
  else if (!user && registrationNeeded) {
    // A Telegram user new to the platform (a "my bookings" start link): registering, not logging in.
    body = (
      <div className="form">
        <FormMessage tone="info">{t("myBookings.pleaseRegister")}</FormMessage>
        <div>
          <Button Component={RouteLink} href={tenantPath(tenant, "register")}>
            {t("nav.register")}
          </Button>
        </div>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="form">
        <FormMessage tone="info">{t("myBookings.pleaseLogin")}</FormMessage>
        <div>
          <Button Component={RouteLink} href={tenantPath(tenant, "login")}>
            {t("nav.login")}
          </Button>
        </div>
      </div>
    );
  }
  return <ScreenFrame title={t("myBookings.title")}>{body}</ScreenFrame>;
}

export default withData(MyBookingsScreen);
