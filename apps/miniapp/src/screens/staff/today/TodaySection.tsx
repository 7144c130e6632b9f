// The staff area opens here (issue 26.2): what needs an answer (bookings waiting for a confirmation,
// Confirm in one tap), today's bookings in time order, the next days', today's free time with
// "Book a client", and the booking page's link with copy and QR. Two requests of the desk's own
// procedures feed it: the calendar of the next seven days and the bookings list (pending ones may
// lie beyond the week).
import { Button } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { addDays } from "@booking/contracts/civil-date";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { RouteLink } from "../../../components/RouteLink.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClock } from "../../../lib/format.ts";
import { staffPath } from "../../../router/staff-paths.ts";
import { useTenantToday } from "../../admin/availability/useTenantToday.ts";
import { useBookingAction } from "../../admin/bookings/useBookingAction.tsx";
import { BookingDialog } from "../../admin/desk/BookingDialog.tsx";
import { freeRanges, type DeskBooking } from "../../admin/desk/desk-booking.ts";
import { PhoneInDialog } from "../../admin/desk/PhoneInDialog.tsx";
import { RescheduleDialog } from "../../admin/desk/RescheduleDialog.tsx";
import { useLoadFailureToast } from "../../admin/ui/useLoadFailureToast.ts";
import { pendingBookings, splitByDay, TODAY_HORIZON_DAYS, type TodayBooking } from "./today-view.ts";
import { BookingLine, PendingLine, TodayCard } from "./TodayRows.tsx";
import { TodayPageCard } from "./TodayPageCard.tsx";
import "../../admin/desk/desk.css";
import "./today.css";

/** Pending bookings shown here; the rest are one tap away in Calendar → Confirmations. */
const PENDING_SHOWN = 5;

export function TodaySection({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const today = useTenantToday();
  const to = addDays(today, TODAY_HORIZON_DAYS - 1);
  const calendar = useQuery(trpc.admin.bookings.calendar.queryOptions({ from: today, to }));
  const list = useQuery(trpc.admin.bookings.list.queryOptions({}));
  useLoadFailureToast(calendar.error ?? list.error);
  const action = useBookingAction();
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<DeskBooking | null>(null);
  const [phoneIn, setPhoneIn] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  const pending = pendingBookings<TodayBooking>((list.data ?? []).map((b) => ({ ...b, clientName: b.userName })));
  const days = calendar.data ? splitByDay(calendar.data.bookings, today) : undefined;
  const free = calendar.data ? freeRanges(calendar.data.free.filter((slot) => slot.date === today)) : [];
  const opened = calendar.data?.bookings.find((booking) => booking.id === openId);

  async function confirm(booking: TodayBooking) {
    setConfirming(booking.id);
    try {
      await action.run(booking, "confirm");
    } finally {
      setConfirming(null);
    }
  }

  return (
    <div className="today" data-testid="today">
      <p className="today__date" data-testid="today-date">
        {formatCalendarDate(today, language, { weekday: "long", day: "numeric", month: "long" })}
      </p>
      <div className="today__grid">
        <div className="today__main">
          <TodayCard
            id="today-pending-title"
            title={pending.length > 0 ? t("staff.today.pendingCount", { count: pending.length }) : t("staff.today.pending")}
            testId="today-pending"
          >
            <ListStatus
              loading={list.isPending}
              error={list.error}
              items={pending}
              emptyText={t("staff.today.noPending")}
              onRetry={() => void list.refetch()}
            >
              {(items) => (
                <>
                  <ul className="today-pending">
                    {items.slice(0, PENDING_SHOWN).map((booking) => (
                      <PendingLine
                        key={booking.id}
                        booking={booking}
                        busy={confirming === booking.id}
                        onConfirm={() => void confirm(booking)}
                      />
                    ))}
                  </ul>
                  {items.length > PENDING_SHOWN && (
                    <Button size="s" mode="plain" Component={RouteLink} href={staffPath(slug, "calendar", "confirmations")}>
                      {t("staff.today.allConfirmations")}
                    </Button>
                  )}
                </>
              )}
            </ListStatus>
          </TodayCard>
          <TodayCard id="today-bookings-title" title={t("staff.today.bookingsToday")} testId="today-bookings">
            <ListStatus
              loading={calendar.isPending}
              error={calendar.error}
              items={days?.today}
              emptyText={t("staff.today.noBookingsToday")}
              onRetry={() => void calendar.refetch()}
            >
              {(items) => (
                <div className="today-lines">
                  {items.map((booking) => (
                    <BookingLine key={booking.id} booking={booking} onOpen={() => setOpenId(booking.id)} />
                  ))}
                </div>
              )}
            </ListStatus>
          </TodayCard>
          <TodayCard id="today-next-title" title={t("staff.today.nextDays")} testId="today-next">
            {days && days.nextDays.length === 0 && <p className="muted">{t("staff.today.noNextDays")}</p>}
            {days?.nextDays.map((day) => (
              <div key={day.date} className="today-day">
                <h3 className="today-day__title">
                  {formatCalendarDate(day.date, language, { weekday: "long", day: "numeric", month: "long" })}
                </h3>
                <div className="today-lines">
                  {day.bookings.map((booking) => (
                    <BookingLine key={booking.id} booking={booking} onOpen={() => setOpenId(booking.id)} />
                  ))}
                </div>
              </div>
            ))}
            <div>
              <Button size="s" mode="bezeled" Component={RouteLink} href={staffPath(slug, "calendar")}>
                {t("staff.today.allBookings")}
              </Button>
            </div>
          </TodayCard>
        </div>
        <div className="today__side">
          <TodayCard id="today-free-title" title={t("staff.today.freeToday")} testId="today-free">
            {calendar.data &&
              (free.length === 0 ? (
                <p className="muted">{t("staff.today.noFreeToday")}</p>
              ) : (
                <ul className="today-free">
                  {free.map((range) => (
                    <li key={range.from} data-testid="today-free-range">
                      {t("admin.desk.free", { from: formatClock(range.from, language), to: formatClock(range.to, language) })}
                    </li>
                  ))}
                </ul>
              ))}
            <div>
              <Button size="s" mode="filled" onClick={() => setPhoneIn(true)} data-testid="today-new-booking">
                {t("staff.today.newBooking")}
              </Button>
            </div>
          </TodayCard>
          <TodayPageCard slug={slug} />
        </div>
      </div>
      {opened && <BookingDialog booking={opened} action={action} onClose={() => setOpenId(null)} onReschedule={setMoving} />}
      {moving && <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />}
      {phoneIn && <PhoneInDialog onClose={() => setPhoneIn(false)} />}
      {action.dialog}
    </div>
  );
}
