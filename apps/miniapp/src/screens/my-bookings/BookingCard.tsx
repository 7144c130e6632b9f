// One booking in "My bookings": service, status badge, date, start–end (with the tenant's zone when
// the viewer's clock differs), created date, and the actions the business's policy allows now
// (issue 25.4: cancel, move, until when; otherwise how to reach the business: its contacts, else its
// bot or the platform's support), pay with the page's prepayment rule beside it, and its own page.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { BookingAnswers } from "../../components/BookingAnswers.tsx";
import { SessionLocation } from "../../components/SessionLocation.tsx";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { BookingHeading, bookingWhen } from "../../components/BookingSummary.tsx";
import type { BusinessContact } from "../../components/BusinessContacts.tsx";
import { ContactAdmin, type TenantChat } from "./ContactAdmin.tsx";
import { PrepaymentRule } from "../../components/PrepaymentRule.tsx";
import type { Booking } from "../../data/api-types.ts";
import { formatInstantDate, formatMoney } from "../../lib/format.ts";
import type { ZoneNote } from "../../tenant/time-zone.ts";
import type { CustomerClock } from "../../tenant/customer-clock.ts";
import { RouteLink } from "../../components/RouteLink.tsx";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { SelfServiceNote } from "./SelfServiceNote.tsx";

export interface BookingCardProps {
  booking: Booking;
  /** false once the server said this page takes no online payments after all. */
  showPay: boolean;
  busy: boolean;
  /** The business's contacts (public profile): how to change a booking the customer cannot cancel. */
  contacts?: readonly BusinessContact[];
  /** Where to write when the business set no contacts: its bot, else the platform's support. */
  chat?: TenantChat | null;
  zone?: ZoneNote | null;
  /** The clock the times are read on (issue 31.5); the business's when none is given. */
  clock?: CustomerClock;
  /** The business's IANA zone: deadlines are said in it. */
  timeZone?: string;
  onCancel(booking: Booking): void;
  onPay(booking: Booking): void;
}

export function BookingCard({
  booking,
  showPay,
  busy,
  contacts = [],
  chat = null,
  zone,
  clock,
  timeZone,
  onCancel,
  onPay,
}: BookingCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const page = tenantPath(tenant, `my-bookings/${booking.id}`);
  const live = isLiveStatus(booking.status);
  const { cancel, move } = booking.selfService;
  return (
    <article className="content-card" data-testid="booking-card" data-booking-id={booking.id}>
      <BookingHeading booking={booking} level="3" />
      <Text>
        {bookingWhen(clock ? clock.show(booking) : booking, language)}
        {clock?.choice === "device" ? ` (${clock.shownZone})` : zone && ` (${zone.short})`}
      </Text>
      {booking.price > 0 && <Text className="content-card__meta">{formatMoney(booking.price, booking.currency, language)}</Text>}
      <SessionLocation location={booking.location} cancelled={!isLiveStatus(booking.status)} />
      <BookingAnswers answers={booking.answers} />
      {showPay && booking.canPay && <PrepaymentRule prepayment={booking.prepayment} />}
      <Text className="content-card__meta">{t("myBookings.created", { date: formatInstantDate(booking.createdAt, language) })}</Text>
      <SelfServiceNote booking={booking} timeZone={timeZone} />
      <div className="booking-card__actions">
        {showPay && booking.canPay && (
          <Button size="s" disabled={busy} onClick={() => onPay(booking)}>
            {t("myBookings.pay")}
          </Button>
        )}
        {live && move.allowed && (
          <Button size="s" mode="outline" disabled={busy} Component={RouteLink} href={`${page}?move=1`} data-testid="card-move">
            {t("manage.move")}
          </Button>
        )}
        {live && cancel.allowed && (
          <Button size="s" mode="outline" disabled={busy} onClick={() => onCancel(booking)}>
            {t("myBookings.cancel")}
          </Button>
        )}
        {live && (
          <Button size="s" mode="plain" Component="a" href={booking.calendarUrl} download="booking.ics">
            {t("calendar.addToCalendar")}
          </Button>
        )}
      </div>
      <Button size="s" mode="plain" Component={RouteLink} href={page} data-testid="card-details">
        {t("manage.details")}
      </Button>
      {live && !cancel.allowed && !move.allowed && <ContactAdmin contacts={contacts} chat={chat} />}
    </article>
  );
}
