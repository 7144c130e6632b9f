// What a booking is, said the same way everywhere a customer meets it (issue 25.3, 25.4, 25.7): the
// done page after booking, the booking's own page, the payment result and (its heading and time)
// the card in "my bookings". The service and status, the business (logo and name) and specialist
// when the page names them, the local date and time with the business's zone named, and a money line.
// Where the device's zone differs, a switch to read the time on the customer's own clock (issue 31.5).
import type { BookingStatus } from "@booking/contracts/booking-status";
import { Text, Title } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatClockRange } from "../lib/format.ts";
import { useCustomerClock } from "../tenant/customer-clock.ts";
import { zoneName } from "../tenant/time-zone.ts";
import { ClockSwitch } from "./ClockSwitch.tsx";
import { BookingStatusBadge } from "./BookingStatusBadge.tsx";
import "./booking-summary.css";

export interface SummarizedBooking {
  id: string;
  serviceName: string;
  status: BookingStatus;
  /** yyyy-MM-dd and HH:mm, the business's local date and times. */
  date: string;
  startTime: string;
  endTime: string;
}

/** "Saturday, 14 March 2031, 10:00–10:30" in the reader's language (the booking's own local time). */
export function bookingWhen(booking: Pick<SummarizedBooking, "date" | "startTime" | "endTime">, language: string): string {
  return `${formatCalendarDate(booking.date, language, { dateStyle: "full" })}, ${formatClockRange(booking.startTime, booking.endTime, language)}`;
}

/** The service's name beside the status; `level` 2 on a booking's own page, 3 in a list. */
export function BookingHeading({ booking, level }: { booking: Pick<SummarizedBooking, "serviceName" | "status">; level: "2" | "3" }) {
  return (
    <div className="booking-summary__head">
      <Title level={level} weight="2" Component={`h${level}`}>
        {booking.serviceName}
      </Title>
      <BookingStatusBadge status={booking.status} />
    </div>
  );
}

export interface BookingSummaryProps {
  booking: SummarizedBooking;
  /** The business's IANA zone: named under the time. */
  timeZone: string;
  /** The card's test id (each page's own). */
  testId: string;
  className?: string;
  business?: { name: string; logoUrl: string | null } | null;
  expertName?: string | null;
  /** The money line as the page words it ("Price: …", "Paid: …"); none for a free booking. */
  money?: string | null;
  /** What follows the facts: what happens next, the page's actions. */
  children?: ReactNode;
}

export function BookingSummary({ booking, timeZone, testId, className, business, expertName, money, children }: BookingSummaryProps) {
  const { t, i18n } = useTranslation();
  const clock = useCustomerClock(timeZone);
  return (
    <article
      className={`content-card booking-summary${className ? ` ${className}` : ""}`}
      data-testid={testId}
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <BookingHeading booking={booking} level="2" />
      {business && (
        <Text className="booking-summary__business" data-testid="summary-business">
          {business.logoUrl && <img className="booking-summary__logo" src={business.logoUrl} alt="" width={24} height={24} />}
          {business.name}
        </Text>
      )}
      {expertName && <Text data-testid="summary-expert">{t("manage.done.expert", { name: expertName })}</Text>}
      <Text data-testid="summary-when">{bookingWhen(clock.show(booking), i18n.language)}</Text>
      <Text data-testid="summary-zone">{t("manage.timeZone", { zone: zoneName(clock.shownZone ?? timeZone, i18n.language) })}</Text>
      <ClockSwitch clock={clock} />
      {money && <Text data-testid="summary-money">{money}</Text>}
      {children}
    </article>
  );
}
