// The overview's bookings (issue 15.8): today's and the next upcoming ones, and how many wait for a
// confirmation, with links into the staff area's calendar and confirmations. One existing call
// (GET /api/admin/bookings, the server's default range) feeds all three.
import { awaitsDecision, type BookingStatus, isLiveStatus } from "@booking/contracts/booking-status";
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../../components/RouteLink.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClock } from "../../../lib/format.ts";
import { staffPath } from "../../../router/staff-paths.ts";
import { useTenantToday } from "../../admin/availability/useTenantToday.ts";
import { filterCounts } from "../../admin/bookings/booking-transitions.ts";

const UPCOMING_SHOWN = 5;
type Row = { id: string; date: string; startTime: string; serviceName: string; userName: string; status: BookingStatus };

function BookingRows({ rows, testId, empty }: { rows: Row[]; testId: string; empty: string }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="muted" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <ul className="overview-bookings__list" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.id}>
          {/* In the reader's language (issue 26.7): "29 нояб., 10:30", "Nov 29, 10:30 AM". */}
          <span className="overview-bookings__when">
            {formatCalendarDate(row.date, i18n.language, { day: "numeric", month: "short" })}, {formatClock(row.startTime, i18n.language)}
          </span>{" "}
          {row.serviceName} · {row.userName}
          {awaitsDecision(row.status) && <span className="status-missing"> · {t("account.overview.pendingMark")}</span>}
        </li>
      ))}
    </ul>
  );
}

export function OverviewBookings({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const today = useTenantToday();
  const bookings = useQuery(useTRPC().admin.bookings.list.queryOptions({}));
  if (!bookings.data) return null;
  const live = bookings.data
    .filter((b) => isLiveStatus(b.status))
    .sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const todays = live.filter((b) => b.date === today);
  const upcoming = live.filter((b) => b.date > today).slice(0, UPCOMING_SHOWN);
  const pending = filterCounts(bookings.data).pending;
  return (
    <section className="panel-card overview-bookings" data-testid="overview-bookings" aria-labelledby="overview-bookings-title">
      <Title level="3" weight="2" Component="h2" id="overview-bookings-title" className="panel-card__title">
        {t("account.overview.bookingsTitle")}
      </Title>
      <p data-testid="overview-pending" className={pending > 0 ? "status-missing" : "muted"}>
        {t("account.overview.pending", { count: pending })}
      </p>
      <h3 className="overview-bookings__heading">{t("account.overview.today")}</h3>
      <BookingRows rows={todays} testId="overview-today" empty={t("account.overview.noToday")} />
      <h3 className="overview-bookings__heading">{t("account.overview.upcoming")}</h3>
      <BookingRows rows={upcoming} testId="overview-upcoming" empty={t("account.overview.noUpcoming")} />
      <div className="row-actions">
        <Button size="s" mode="bezeled" Component={RouteLink} href={staffPath(slug, "calendar")}>
          {t("account.overview.openBookings")}
        </Button>
        <Button
          size="s"
          mode={pending > 0 ? "filled" : "bezeled"}
          Component={RouteLink}
          href={staffPath(slug, "calendar", "confirmations")}
          data-testid="overview-open-confirmations"
        >
          {t("account.overview.openConfirmations")}
        </Button>
      </div>
    </section>
  );
}
