// One booking as the administrator sees it: service, client, date and time, price, status, and
// whatever actions the calling tab offers for it; compact enough that a page of them stays short on
// a phone (issue 15.12).
import { isLiveStatus } from "@booking/contracts/booking-status";
import { Text, Title } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { cancelReasonText } from "../../../lib/cancel-reason.ts";
import { formatCalendarDate, formatClockRange, formatInstantDate, formatMoney } from "../../../lib/format.ts";
import type { AdminBooking } from "../admin-types.ts";
import { ClientContacts } from "./ClientContacts.tsx";
import { BookingAnswers } from "../../../components/BookingAnswers.tsx";
import { SessionLocation } from "../../../components/SessionLocation.tsx";

export function AdminBookingCard({ booking, children, select }: { booking: AdminBooking; children?: ReactNode; select?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <article className="content-card" data-testid="admin-booking" data-booking-id={booking.id} data-status={booking.status}>
      <div className="item-head">
        {select}
        <Title level="3" weight="2" className="item-head__title">
          {booking.serviceName}
        </Title>
        <BookingStatusBadge status={booking.status} />
        {booking.noShow && (
          <span className="status-badge status-badge--muted" data-testid="no-show-badge">
            {t("admin.desk.noShow")}
          </span>
        )}
      </div>
      <ClientContacts client={booking.client} />
      <Text>
        {formatCalendarDate(booking.date, language, { weekday: "short", day: "numeric", month: "short" })},{" "}
        {formatClockRange(booking.startTime, booking.endTime, language)}
        {booking.price > 0 && ` · ${formatMoney(booking.price, booking.currency, language)}`}
      </Text>
      <SessionLocation location={booking.location} cancelled={!isLiveStatus(booking.status)} />
      <BookingAnswers answers={booking.answers} />
      {!isLiveStatus(booking.status) && booking.cancelReason && (
        <Text className="muted" data-testid="cancel-reason">
          {t("common.cancelReason", { reason: cancelReasonText(t, language, booking) })}
        </Text>
      )}
      <Text className="muted admin-booking__created">
        {t("myBookings.created", { date: formatInstantDate(booking.createdAt, language) })}
      </Text>
      {children && <div className="row-actions">{children}</div>}
    </article>
  );
}
