// The desk's day and week views (issue 15.2): each day's bookings and free time side by side (a
// column per day on wide screens, one day under another on phones), per expert when there are
// several. A booking opens its actions (confirm, reschedule, no-show...) in a dialog.
import { Button, Select, Text } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClock, formatClockRange } from "../../../lib/format.ts";
import { addDays } from "../../booking/calendar.ts";
import { useTenantToday } from "../availability/useTenantToday.ts";
import { useBookingAction } from "../bookings/useBookingAction.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { BookingDialog } from "./BookingDialog.tsx";
import { WaitlistPanel } from "./WaitlistPanel.tsx";
import { datesFrom, freeRanges, weekStart, type DeskBooking } from "./desk-booking.ts";

export function BookingsCalendar({ mode, onReschedule }: { mode: "day" | "week"; onReschedule(booking: DeskBooking): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const today = useTenantToday();
  const [anchor, setAnchor] = useState<string | null>(null);
  const [expertId, setExpertId] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const action = useBookingAction();
  const day = anchor ?? today;
  const from = mode === "week" ? weekStart(day) : day;
  const days = datesFrom(from, mode === "week" ? 7 : 1);
  const to = days.at(-1)!;
  const calendar = useQuery({
    ...trpc.admin.bookings.calendar.queryOptions({ from, to, expertId: expertId || undefined }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(calendar.error);
  const step = mode === "week" ? 7 : 1;
  const opened = calendar.data?.bookings.find((booking) => booking.id === openId);

  return (
    <>
      <div className="panel-card">
        <div className="row-actions desk-nav">
          <Button size="s" mode="outline" onClick={() => setAnchor(addDays(day, -step))} aria-label={t("admin.desk.previous")}>
            ‹
          </Button>
          <Button size="s" mode="outline" onClick={() => setAnchor(null)}>
            {t("admin.desk.today")}
          </Button>
          <Button size="s" mode="outline" onClick={() => setAnchor(addDays(day, step))} aria-label={t("admin.desk.next")}>
            ›
          </Button>
          <Text weight="2" data-testid="desk-range">
            {formatCalendarDate(from, language, { dateStyle: "medium" })}
            {from !== to && ` – ${formatCalendarDate(to, language, { dateStyle: "medium" })}`}
          </Text>
        </div>
        {(calendar.data?.experts.length ?? 0) > 1 && (
          <Select
            header={t("admin.desk.expert")}
            aria-label={t("admin.desk.expert")}
            value={expertId}
            onChange={(e) => setExpertId(e.target.value)}
          >
            <option value="">{t("admin.desk.allExperts")}</option>
            {calendar.data!.experts.map((expert) => (
              <option key={expert.id} value={expert.id}>
                {expert.name}
              </option>
            ))}
          </Select>
        )}
      </div>
      <ListStatus
        loading={calendar.isPending}
        error={calendar.error}
        items={calendar.data ? [calendar.data] : undefined}
        emptyText=""
        onRetry={() => void calendar.refetch()}
      >
        {([data]) => (
          <div className={`desk-grid desk-grid--${mode}`} data-testid={`desk-${mode}`}>
            {days.map((date) => {
              const bookings = data!.bookings.filter((booking) => booking.date === date);
              const free = freeRanges(data!.free.filter((slot) => slot.date === date));
              const items = [
                ...bookings.map((booking) => ({
                  at: booking.startTime,
                  key: booking.id,
                  node: (
                    <button
                      type="button"
                      key={booking.id}
                      className={`desk-booking desk-booking--${booking.status.toLowerCase()}`}
                      data-testid="desk-booking"
                      data-booking-id={booking.id}
                      onClick={() => setOpenId(booking.id)}
                    >
                      <span className="desk-booking__time">{formatClockRange(booking.startTime, booking.endTime, language)}</span>
                      <span className="desk-booking__who">
                        {booking.clientName} · {booking.serviceName}
                      </span>
                      <BookingStatusBadge status={booking.status} />
                    </button>
                  ),
                })),
                ...free.map((range) => ({
                  at: range.from,
                  key: `free-${range.from}`,
                  node: (
                    <div key={`free-${range.from}`} className="desk-free" data-testid="desk-free">
                      {t("admin.desk.free", { from: formatClock(range.from, language), to: formatClock(range.to, language) })}
                    </div>
                  ),
                })),
              ].sort((a, b) => a.at.localeCompare(b.at));
              return (
                <section
                  key={date}
                  className={`desk-day${date === today ? " desk-day--today" : ""}`}
                  aria-label={formatCalendarDate(date, language, { dateStyle: "full" })}
                >
                  <h4 className="desk-day__title">
                    {formatCalendarDate(date, language, { weekday: "short", day: "numeric", month: "short" })}
                  </h4>
                  {items.length === 0 ? <Text className="muted">{t("admin.desk.dayEmpty")}</Text> : items.map((item) => item.node)}
                </section>
              );
            })}
          </div>
        )}
      </ListStatus>
      <WaitlistPanel from={from} to={to} />
      {opened && <BookingDialog booking={opened} action={action} onClose={() => setOpenId(null)} onReschedule={onReschedule} />}
      {action.dialog}
    </>
  );
}
