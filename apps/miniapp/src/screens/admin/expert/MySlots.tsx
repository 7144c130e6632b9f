// The expert's own hours (issue 16.2): their free and booked slots a week at a time (a weekly
// schedule fills 60 days: all of them at once would be a page of thousands of pixels), hours added
// for one day, and a free slot removed. A booked slot has no remove button: its booking is
// cancelled first (the server answers 409 SLOT_BOOKED otherwise).
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addDays } from "@booking/contracts/civil-date";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { todayIn } from "../../booking/calendar.ts";

const WEEK_DAYS = 7;
/** The booking window (spec: 60 days) in weeks after this one. */
const LAST_WEEK = 8;

export function MySlots() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = todayIn(undefined);
  const [date, setDate] = useState(today);
  const [startTime, setStartTime] = useState("09:00");
  const [endTime, setEndTime] = useState("18:00");
  const [week, setWeek] = useState(0);
  const from = addDays(today, week * WEEK_DAYS);
  const to = addDays(from, WEEK_DAYS - 1);
  const slots = useQuery(trpc.expert.slots.queryOptions({ from, to }));
  const refresh = () => queryClient.invalidateQueries(trpc.expert.slots.pathFilter());
  const generate = useMutation(
    trpc.expert.generate.mutationOptions({
      onSuccess: async (result) => {
        toast.success(t("admin.expertDesk.created", { count: result.created }));
        await refresh();
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToCreate"),
    }),
  );
  const remove = useMutation(
    trpc.expert.deleteSlot.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.slotsDeleted", { count: 1 }));
        await refresh();
      },
      onError: async (error) => {
        toast.failure(error, "alerts.errors.failedToDelete");
        await refresh();
      },
    }),
  );
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
        <FormField
          name="startTime"
          type="time"
          label={t("admin.expertDesk.from")}
          value={startTime}
          step={1800}
          onValueChange={setStartTime}
        />
        <FormField name="endTime" type="time" label={t("admin.expertDesk.to")} value={endTime} step={1800} onValueChange={setEndTime} />
        <div className="row-actions">
          <SubmitButton size="m" submitting={generate.isPending} disabled={!date}>
            {t("admin.expertDesk.create")}
          </SubmitButton>
        </div>
      </form>
      <div className="row-actions expert-week-nav" data-testid="expert-week-nav">
        <Button size="s" mode="outline" disabled={week === 0} onClick={() => setWeek(week - 1)} aria-label={t("admin.desk.previous")}>
          ‹
        </Button>
        <Button size="s" mode="outline" disabled={week === 0} onClick={() => setWeek(0)}>
          {t("admin.desk.today")}
        </Button>
        <Button size="s" mode="outline" disabled={week === LAST_WEEK} onClick={() => setWeek(week + 1)} aria-label={t("admin.desk.next")}>
          ›
        </Button>
        <Text weight="2">
          {formatCalendarDate(from, i18n.language, { day: "numeric", month: "short" })} –{" "}
          {formatCalendarDate(to, i18n.language, { day: "numeric", month: "short" })}
        </Text>
      </div>
      <ListStatus
        loading={slots.isPending}
        error={slots.error}
        items={slots.data}
        emptyText={t("admin.expertDesk.noSlots")}
        onRetry={() => void slots.refetch()}
      >
        {(items) => (
          <div className="desk-list" data-testid="expert-slots">
            {days.map((day) => (
              <section key={day} className="panel-card" data-date={day}>
                <Text weight="2">{formatCalendarDate(day, i18n.language, { dateStyle: "full" })}</Text>
                <ul className="desk-slots">
                  {items
                    .filter((slot) => slot.date === day)
                    .map((slot) => {
                      const time = formatClockRange(slot.startTime, slot.endTime, i18n.language);
                      return (
                        <li key={slot.id} className={slot.isBooked ? "desk-slot desk-slot--booked" : "desk-slot"}>
                          {time}
                          {slot.isBooked ? (
                            ` · ${t("admin.expertDesk.booked")}`
                          ) : (
                            <button
                              type="button"
                              className="desk-slot__remove"
                              disabled={remove.isPending}
                              aria-label={t("admin.expertDesk.removeSlot", { time })}
                              onClick={() => remove.mutate({ id: slot.id })}
                            >
                              ×
                            </button>
                          )}
                        </li>
                      );
                    })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListStatus>
    </div>
  );
}
