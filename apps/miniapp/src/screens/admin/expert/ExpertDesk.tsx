// An EXPERT member's page (issue 16.2): their own bookings (confirm, cancel) and their own schedule
// (the free and booked slots ahead, and new hours for a day). The server binds every call to the
// caller's expert (/api/expert/*), so nothing of another expert can show here.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addDays } from "@booking/contracts/civil-date";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { FormField } from "../../../components/form/FormField.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { ScreenFrame } from "../../../components/ScreenFrame.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { todayIn } from "../../booking/calendar.ts";
import { TabBar, tabPanelProps } from "../ui/TabBar.tsx";
import { useTabParam } from "../ui/use-tab-param.ts";
import "./expert-desk.css";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";

const DESK_TABS = ["bookings", "schedule"] as const;
const AHEAD_DAYS = 30;

function MyBookings() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const bookings = useQuery(trpc.expert.bookings.queryOptions({}));
  const setStatus = useMutation(trpc.expert.setStatus.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries(trpc.expert.pathFilter()),
    onError: (error) => toast.failure(error, "alerts.errors.failedToUpdate"),
  }));
  return (
    <ListStatus loading={bookings.isPending} error={bookings.error} items={bookings.data} emptyText={t("admin.expertDesk.noBookings")} onRetry={() => void bookings.refetch()}>
      {(items) => (
        <ul className="desk-list">
          {items.map((booking) => (
            <li key={booking.id} className="panel-card desk-item" data-testid="expert-booking">
              <div>
                <Text weight="2">{booking.serviceName}</Text>
                <Text className="desk-muted">{formatCalendarDate(booking.date, i18n.language, { dateStyle: "medium" })}, {formatClockRange(booking.startTime, booking.endTime, i18n.language)}</Text>
                <Text className="desk-muted">{booking.userName}</Text>
              </div>
              <div className="desk-actions">
                <BookingStatusBadge status={booking.status} />
                {booking.status === "PENDING" && (
                  <Button size="s" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: booking.id, status: "CONFIRMED" })}>{t("admin.expertDesk.confirm")}</Button>
                )}
                {booking.status !== "CANCELLED" && (
                  <Button size="s" mode="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: booking.id, status: "CANCELLED" })}>{t("admin.expertDesk.cancel")}</Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStatus>
  );
}

function MySchedule() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = todayIn(undefined);
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState("09:00");
  const [endTime, setEndTime] = useState("18:00");
  const slots = useQuery(trpc.expert.slots.queryOptions({ from: today, to: addDays(today, AHEAD_DAYS) }));
  const generate = useMutation(trpc.expert.generate.mutationOptions({
    onSuccess: async (result) => {
      toast.success(t("admin.expertDesk.created", { count: result.created }));
      await queryClient.invalidateQueries(trpc.expert.slots.pathFilter());
    },
    onError: (error) => toast.failure(error, "alerts.errors.failedToCreate"),
  }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!generate.isPending) generate.mutate({ dates: [date], startTime, endTime });
  };
  const days = [...new Set(slots.data?.map((slot) => slot.date))];
  return (
    <div className="desk-schedule">
      <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="expert-hours">
        <Text weight="2">{t("admin.expertDesk.addHours")}</Text>
        <FormField name="day" type="date" label={t("admin.expertDesk.day")} value={date} min={today} onValueChange={setDate} />
        <FormField name="startTime" type="time" label={t("admin.expertDesk.from")} value={startTime} step={1800} onValueChange={setStartTime} />
        <FormField name="endTime" type="time" label={t("admin.expertDesk.to")} value={endTime} step={1800} onValueChange={setEndTime} />
        <div className="row-actions"><SubmitButton size="m" submitting={generate.isPending} disabled={!date}>{t("admin.expertDesk.create")}</SubmitButton></div>
      </form>
      <ListStatus loading={slots.isPending} error={slots.error} items={slots.data} emptyText={t("admin.expertDesk.noSlots")} onRetry={() => void slots.refetch()}>
        {(items) => (
          <div className="desk-list" data-testid="expert-slots">
            {days.map((day) => (
              <section key={day} className="panel-card">
                <Text weight="2">{formatCalendarDate(day, i18n.language, { dateStyle: "full" })}</Text>
                <ul className="desk-slots">
                  {items.filter((slot) => slot.date === day).map((slot) => (
                    <li key={slot.id} className={slot.isBooked ? "desk-slot desk-slot--booked" : "desk-slot"}>
                      {formatClockRange(slot.startTime, slot.endTime, i18n.language)}{slot.isBooked ? ` · ${t("admin.expertDesk.booked")}` : ""}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListStatus>
    </div>
  );
}

export function ExpertDesk() {
  const { t } = useTranslation();
  const [active, setActive] = useTabParam(DESK_TABS, "bookings");
  return (
    <ScreenFrame title={t("admin.expertDesk.title")}>
      <TabBar idPrefix="desk" label={t("admin.expertDesk.title")} tabs={DESK_TABS.map((key) => ({ key, label: t(`admin.expertDesk.tabs.${key}`) }))} active={active} onChange={setActive} />
      <div className="tab-panel" {...tabPanelProps("desk", active)}>
        {active === "bookings" ? <MyBookings /> : <MySchedule />}
      </div>
    </ScreenFrame>
  );
}
