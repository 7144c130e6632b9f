// A booking's own page (issue 25.4): /webapp/{tenant}/my-bookings/{id}, from "my bookings" (signed
// in) or from the signed link of a confirmation or reminder (`?t=`, no password). It shows what was
// booked (service, local date and time with the business's zone, price, status and what happens
// next) and offers what the business's policy allows now: Move, Cancel (after a question naming the
// booking), Add to calendar; past the window it says until when it was possible and how to reach the
// business. A link that is forged, another booking's, ended or cancelled says so in the reader's language.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { SessionLocation } from "../../components/SessionLocation.tsx";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { errorCodeOf } from "../../api/api-error.ts";
import { BookingSummary } from "../../components/BookingSummary.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import type { ManagedBooking } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { withBookingToken } from "../../lib/booking-token.ts";
import { formatCalendarDate, formatClock, formatMoney } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import { useCustomerClock } from "../../tenant/customer-clock.ts";
import { ContactAdmin } from "./ContactAdmin.tsx";
import { MoveBooking } from "./MoveBooking.tsx";
import { SelfServiceNote } from "./SelfServiceNote.tsx";
import "./my-bookings.css";

/** Answers meaning the page cannot show this booking to this caller. */
const UNREACHABLE = new Set(["MANAGE_LINK_INVALID", "MANAGE_LINK_EXPIRED", "BOOKING_NOT_FOUND", "UNAUTHORIZED"]);

function Unreachable({ code, tenant }: { code: string; tenant: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="form" data-testid="manage-unreachable" data-code={code}>
      <FormMessage>{t(`errors.${code}`)}</FormMessage>
      <Text>{t("manage.linkProblem")}</Text>
      <div>
        <Button Component={RouteLink} href={tenantPath(tenant, user ? "my-bookings" : "login")}>
          {user ? t("manage.allBookings") : t("manage.login")}
        </Button>
      </div>
    </div>
  );
}

function BookingDetails({
  booking,
  tenant,
  token,
  onChanged,
}: {
  booking: ManagedBooking;
  tenant: string;
  token: string | null;
  onChanged(next: ManagedBooking): void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { profile } = useTenantProfile(tenant);
  const [searchParams] = useSearchParams();
  const [moving, setMoving] = useState(() => searchParams.get("move") === "1" && booking.selfService.move.allowed);
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    trpc.bookings.cancel.mutationOptions({
      trpc: withBookingToken(token),
      onSuccess: (cancelled) => {
        toast.success(t("alerts.success.bookingCancelled"));
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onChanged(cancelled);
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToCancel"),
      onSettled: () => setAsking(false),
    }),
  );
  const { selfService } = booking;
  const live = isLiveStatus(booking.status);
  // The cancel question reads the time on the clock the summary shows (issue 31.5).
  const shown = useCustomerClock(booking.timeZone).show(booking);
  const dateText = formatCalendarDate(shown.date, language, { dateStyle: "full" });
  const nothingOnline = live && !selfService.cancel.allowed && !selfService.move.allowed;

  if (moving) {
    return (
      <MoveBooking
        booking={booking}
        token={token}
        onMoved={(moved) => {
          setMoving(false);
          onChanged(moved);
        }}
        onClose={() => setMoving(false)}
      />
    );
  }
  return (
    <>
      <BookingSummary
        booking={booking}
        timeZone={booking.timeZone}
        testId="manage-booking"
        className="manage-card"
        money={booking.price > 0 ? t("manage.price", { price: formatMoney(booking.price, booking.currency, language) }) : null}
      >
        <Text data-testid="manage-status-note">{t(`manage.statusNote.${booking.status}`)}</Text>
        <SessionLocation location={booking.location} cancelled={!isLiveStatus(booking.status)} />
        <SelfServiceNote booking={booking} timeZone={booking.timeZone} />
        {live && (
          <div className="booking-card__actions">
            {selfService.move.allowed && (
              <Button size="s" data-testid="move-booking-button" disabled={cancel.isPending} onClick={() => setMoving(true)}>
                {t("manage.move")}
              </Button>
            )}
            {selfService.cancel.allowed && (
              <Button
                size="s"
                mode="outline"
                data-testid="cancel-booking-button"
                disabled={cancel.isPending}
                onClick={() => setAsking(true)}
              >
                {t("myBookings.cancel")}
              </Button>
            )}
            <Button size="s" mode="plain" Component="a" href={booking.calendarUrl} download="booking.ics">
              {t("calendar.addToCalendar")}
            </Button>
          </div>
        )}
        {nothingOnline && <ContactAdmin contacts={profile?.contacts ?? []} chat={profile?.chat ?? null} />}
        {!live && (
          <div className="booking-card__actions">
            <Button
              size="s"
              Component={RouteLink}
              href={tenantPath(tenant, `booking?service=${booking.serviceId}`)}
              data-testid="book-again"
            >
              {t("manage.bookAgain")}
            </Button>
          </div>
        )}
      </BookingSummary>
      {user && (
        <div>
          <Button size="s" mode="plain" Component={RouteLink} href={tenantPath(tenant, "my-bookings")}>
            {t("manage.allBookings")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        question={t("myBookings.cancelQuestion", {
          service: booking.serviceName,
          date: dateText,
          time: formatClock(shown.startTime, language),
        })}
        confirmLabel={t("myBookings.cancelBooking")}
        cancelLabel={t("myBookings.keep")}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: booking.id })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function ManageBookingScreen() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { bookingId = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [token, setToken] = useState(() => searchParams.get("t"));
  const { loading } = useSession();
  const query = useQuery({
    ...trpc.bookings.get.queryOptions({ id: bookingId }, { trpc: withBookingToken(token) }),
    enabled: !loading,
    retry: false,
  });
  // An answer given through the link may carry a fresh token (the booking moved): the address keeps the working one.
  const [shown, setShown] = useState<ManagedBooking | null>(null);
  const booking = shown ?? query.data ?? null;
  useEffect(() => {
    const fresh = booking?.manageToken;
    if (!fresh || fresh === token) return;
    setToken(fresh);
    const next = new URLSearchParams(searchParams);
    next.set("t", fresh);
    next.delete("move");
    setSearchParams(next, { replace: true });
  }, [booking?.manageToken, token, searchParams, setSearchParams]);

  const code = errorCodeOf(query.error);
  let body = <LoadingState />;
  if (booking) body = <BookingDetails booking={booking} tenant={tenant} token={token} onChanged={setShown} />;
  else if (code && UNREACHABLE.has(code)) body = <Unreachable code={code} tenant={tenant} />;
  else if (query.error) body = <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  return <ScreenFrame title={t("manage.title")}>{body}</ScreenFrame>;
}

export default withData(ManageBookingScreen);
