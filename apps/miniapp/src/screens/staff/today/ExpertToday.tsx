// An EXPERT's Today (issue 26.2, their own bookings only: GET /api/expert/bookings): what waits for
// their confirmation (Confirm in one tap), today's bookings in time order and the next days'. Their
// free hours and the other actions are in Schedule and Calendar.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { RouteLink } from "../../../components/RouteLink.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate } from "../../../lib/format.ts";
import { staffPath } from "../../../router/staff-paths.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useTenantToday } from "../../admin/availability/useTenantToday.ts";
import { ACTION_TEXTS } from "../../admin/bookings/booking-transitions.ts";
import { useLoadFailureToast } from "../../admin/ui/useLoadFailureToast.ts";
import { pendingBookings, splitByDay, type TodayBooking } from "./today-view.ts";
import { BookingLine, PendingLine, TodayCard } from "./TodayRows.tsx";
import "./today.css";

export function ExpertToday({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = useTenantToday();
  const bookings = useQuery(trpc.expert.bookings.queryOptions({}));
  useLoadFailureToast(bookings.error);
  const setStatus = useMutation(trpc.expert.setStatus.mutationOptions());
  const [confirming, setConfirming] = useState<string | null>(null);
  const rows: TodayBooking[] = (bookings.data ?? []).map((b) => ({ ...b, clientName: b.client.name }));
  const pending = pendingBookings(rows);
  const days = splitByDay(rows, today);

  async function confirm(booking: TodayBooking) {
    setConfirming(booking.id);
    try {
      await setStatus.mutateAsync({ id: booking.id, status: "CONFIRMED" });
      toast.success(t(ACTION_TEXTS.confirm.success));
    } catch (error) {
      toast.failure(error, ACTION_TEXTS.confirm.failure);
    } finally {
      setConfirming(null);
      await queryClient.invalidateQueries(trpc.expert.pathFilter());
    }
  }

  return (
    <div className="today" data-testid="today">
      <p className="today__date" data-testid="today-date">
        {formatCalendarDate(today, language, { weekday: "long", day: "numeric", month: "long" })}
      </p>
      <ListStatus
        loading={bookings.isPending}
        error={bookings.error}
        items={bookings.data ? [rows] : undefined}
        onRetry={() => void bookings.refetch()}
      >
        {() => (
          <div className="today__main">
            <TodayCard
              id="today-pending-title"
              title={pending.length > 0 ? t("staff.today.pendingCount", { count: pending.length }) : t("staff.today.pending")}
              testId="today-pending"
            >
              {pending.length === 0 ? (
                <p className="muted">{t("staff.today.noPending")}</p>
              ) : (
                <ul className="today-pending">
                  {pending.map((booking) => (
                    <PendingLine
                      key={booking.id}
                      booking={booking}
                      busy={confirming === booking.id}
                      onConfirm={() => void confirm(booking)}
                    />
                  ))}
                </ul>
              )}
            </TodayCard>
            <TodayCard id="today-bookings-title" title={t("staff.today.bookingsToday")} testId="today-bookings">
              {days.today.length === 0 ? (
                <p className="muted">{t("staff.today.noBookingsToday")}</p>
              ) : (
                <div className="today-lines">
                  {days.today.map((booking) => (
                    <BookingLine key={booking.id} booking={booking} />
                  ))}
                </div>
              )}
            </TodayCard>
            <TodayCard id="today-next-title" title={t("staff.today.nextDays")} testId="today-next">
              {days.nextDays.length === 0 && <p className="muted">{t("staff.today.noNextDays")}</p>}
              {days.nextDays.map((day) => (
                <div key={day.date} className="today-day">
                  <h3 className="today-day__title">
                    {formatCalendarDate(day.date, language, { weekday: "long", day: "numeric", month: "long" })}
                  </h3>
                  <div className="today-lines">
                    {day.bookings.map((booking) => (
                      <BookingLine key={booking.id} booking={booking} />
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
        )}
      </ListStatus>
    </div>
  );
}
