// The rows of the Today section: a booking as one line (time, client, service, status) that opens
// its actions when tapped, and the one-tap Confirm of a booking waiting for it (issue 26.2).
import { Button, Title } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import type { TodayBooking } from "./today-view.ts";

/** One booking; `onOpen` makes the line a button opening its actions. */
export function BookingLine({ booking, onOpen, withDate = false }: { booking: TodayBooking; onOpen?(): void; withDate?: boolean }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const when = formatClockRange(booking.startTime, booking.endTime, language);
  const body = (
    <>
      <span className="today-line__time">
        {withDate && `${formatCalendarDate(booking.date, language, { weekday: "short", day: "numeric", month: "short" })}, `}
        {when}
      </span>
      <span className="today-line__who">
        <span className="today-line__client">{booking.clientName}</span>
        <span className="today-line__service">{booking.serviceName}</span>
      </span>
      <BookingStatusBadge status={booking.status} />
    </>
  );
  return onOpen ? (
    <button
      type="button"
      className="today-line today-line--button"
      data-testid="today-booking"
      data-booking-id={booking.id}
      onClick={onOpen}
    >
      {body}
    </button>
  ) : (
    <div className={`today-line${withDate ? " today-line--stacked" : ""}`} data-testid="today-booking" data-booking-id={booking.id}>
      {body}
    </div>
  );
}

/** A booking waiting for a confirmation: its line and Confirm, which acts at once. */
export function PendingLine({ booking, onConfirm, busy }: { booking: TodayBooking; onConfirm(): void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const when = `${formatCalendarDate(booking.date, i18n.language, { day: "numeric", month: "short" })} ${formatClockRange(booking.startTime, booking.endTime, i18n.language)}`;
  return (
    <li className="today-pending__item" data-testid="today-pending-item" data-booking-id={booking.id}>
      <BookingLine booking={booking} withDate />
      <Button
        size="s"
        mode="filled"
        loading={busy}
        onClick={onConfirm}
        aria-label={t("staff.today.confirmNamed", { client: booking.clientName, when })}
        data-testid="today-confirm"
      >
        {t("staff.today.confirm")}
      </Button>
    </li>
  );
}

/** A titled card of the Today section. */
export function TodayCard({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId: string }) {
  return (
    <section className="panel-card today-card" aria-labelledby={id} data-testid={testId}>
      <Title level="3" weight="2" Component="h2" id={id} className="panel-card__title">
        {title}
      </Title>
      {children}
    </section>
  );
}
