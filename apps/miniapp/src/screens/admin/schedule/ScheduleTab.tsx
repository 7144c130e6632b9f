// Issue 15.3 "Schedule" tab: an expert's weekly working hours with breaks, date exceptions (a day
// off or special hours), Save (which lays the next 60 days out at once) and "Apply now", each
// answered with what changed (created / removed / already there / skipped). Admins pick the expert
// when the page has several (the page's own by default) and below find the page's booking rules
// (minimum notice, buffer: BookingRulesForm); an EXPERT edits their own hours only (/api/expert).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayHoursProblem, WEEKDAYS, type DayHours, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { FormField } from "../../../components/form/FormField.tsx";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate } from "../../../lib/format.ts";
import { useToast, useValidationError } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { BookingRulesForm } from "./BookingRulesForm.tsx";
import { ExpertSelect } from "../ui/ExpertSelect.tsx";
import { DayHoursEditor } from "./DayHoursEditor.tsx";
import "./schedule.css";

const WORKDAY: DayHours = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };

interface ApplyResult { created: number; removed: number; kept: number; skipped: number }

/** The first problem of the schedule as an error key ("errors.X"), or null. */
function scheduleProblem(weekly: WeeklyHours, overrides: readonly ScheduleOverride[]): string | null {
  for (const day of [...weekly, ...overrides.map((o) => o.hours)]) {
    if (!day) continue;
    if (![day.start, day.end, ...day.breaks.flatMap((b) => [b.start, b.end])].every((time) => /^\d{2}:(00|30)$/.test(time))) return "errors.TIME_OFF_GRID";
    const problem = dayHoursProblem(day);
    if (problem) return `errors.${problem.key}`;
  }
  return null;
}

/** The admins' tab: any expert's schedule. */
export function ScheduleTab() {
  const [expertId, setExpertId] = useState("");
  return (
    <>
      <ExpertSelect value={expertId} onChange={setExpertId} />
      {/* Keyed: another expert's schedule starts from what is stored for them. */}
      <ScheduleEditor key={expertId} mode="admin" expertId={expertId || undefined} />
      <BookingRulesForm />
    </>
  );
}

/** The EXPERT's own schedule (their desk). */
export function OwnScheduleTab() {
  return <ScheduleEditor mode="expert" />;
}

function ScheduleEditor({ mode, expertId }: { mode: "admin" | "expert"; expertId?: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const validationError = useValidationError();
  // Both routers take and answer the same shapes; the expert's is bound to the caller on the server.
  const api = mode === "expert" ? trpc.expert.schedule : trpc.admin.schedule;
  const stored = useQuery(api.get.queryOptions({ expertId }));
  const [weekly, setWeekly] = useState<WeeklyHours | null>(null);
  const [overrides, setOverrides] = useState<ScheduleOverride[]>([]);
  const [result, setResult] = useState<ApplyResult | null>(null);
  const [newDate, setNewDate] = useState("");
  const [newDayOff, setNewDayOff] = useState(true);

  useEffect(() => {
    if (!stored.data || weekly) return;
    // Until saved, propose the common week: Monday to Friday 09-18 with lunch 13-14.
    setWeekly(stored.data.configured ? stored.data.weekly : [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, null, null]);
    setOverrides(stored.data.overrides);
  }, [stored.data, weekly]);

  const refresh = () => Promise.all([
    queryClient.invalidateQueries(api.pathFilter()),
    queryClient.invalidateQueries(mode === "expert" ? trpc.expert.slots.pathFilter() : trpc.admin.availability.listSlots.pathFilter()),
    queryClient.invalidateQueries(trpc.bookings.pathFilter()),
  ]);
  const save = useMutation(api.save.mutationOptions({
    onSuccess: async (answer) => { setResult(answer.result); setOverrides(answer.schedule.overrides); toast.success(t("admin.schedule.saved")); await refresh(); },
    onError: (error) => toast.failure(error, "alerts.errors.failedToSave"),
  }));
  const applyNow = useMutation(api.applyNow.mutationOptions({
    onSuccess: async (answer) => { setResult(answer); await refresh(); },
    onError: (error) => toast.failure(error, "alerts.errors.failedToUpdate"),
  }));

  if (!weekly) return stored.error ? <ErrorBox error={stored.error} fallbackKey="alerts.errors.failedToLoad" onRetry={() => void stored.refetch()} /> : <LoadingState />;
  const busy = save.isPending || applyNow.isPending;
  const setDay = (index: number, day: DayHours | null) => setWeekly(weekly.map((d, i) => (i === index ? day : d)));

  function submit() {
    const problem = scheduleProblem(weekly!, overrides);
    if (problem) return validationError(t(problem));
    save.mutate({ expertId, weekly: weekly!, overrides });
  }
  function addOverride() {
    if (!newDate) return validationError(t("admin.schedule.dateRequired"));
    const hours = newDayOff ? null : { ...WORKDAY, breaks: [] };
    setOverrides([...overrides.filter((o) => o.date !== newDate), { date: newDate, hours }].sort((a, b) => a.date.localeCompare(b.date)));
    setNewDate("");
  }

  return (
    <div className="schedule-tab" data-testid="schedule-tab">
      <Text className="muted">{t("admin.schedule.intro")}</Text>
      <ul className="schedule-week">
        {WEEKDAYS.map((key, index) => {
          const day = weekly[index] ?? null;
          return (
            <li key={key} className="panel-card schedule-day" data-weekday={key}>
              <Title level="3" weight="2">{t(`admin.schedule.weekdays.${key}`)}</Title>
              <CheckboxField name={`${key}-working`} label={t("admin.schedule.working")} checked={day !== null} onCheckedChange={(on) => setDay(index, on ? WORKDAY : null)} />
              {day ? <DayHoursEditor name={key} hours={day} onChange={(hours) => setDay(index, hours)} /> : <Text className="muted">{t("admin.schedule.dayOff")}</Text>}
            </li>
          );
        })}
      </ul>
      <section className="panel-card" aria-labelledby="schedule-overrides">
        <Title level="3" weight="2" id="schedule-overrides">{t("admin.schedule.overrides")}</Title>
        {overrides.length === 0 && <Text className="muted">{t("admin.schedule.noOverrides")}</Text>}
        <ul className="schedule-overrides">
          {overrides.map((override, index) => (
            <li key={override.date} data-date={override.date}>
              <Text weight="2">{formatCalendarDate(override.date, i18n.language, { weekday: "short", day: "numeric", month: "short" })}</Text>
              {override.hours
                ? <DayHoursEditor name={`override-${override.date}`} hours={override.hours} onChange={(hours) => setOverrides(overrides.map((o, i) => (i === index ? { ...o, hours } : o)))} />
                : <Text className="muted">{t("admin.schedule.dayOff")}</Text>}
              <Button size="s" mode="plain" onClick={() => setOverrides(overrides.filter((_, i) => i !== index))}>{t("admin.schedule.removeOverride")}</Button>
            </li>
          ))}
        </ul>
        <div className="date-range-fields">
          <FormField type="date" name="overrideDate" label={t("admin.schedule.overrideDate")} value={newDate} onValueChange={setNewDate} />
          <CheckboxField name="overrideDayOff" label={t("admin.schedule.dayOff")} checked={newDayOff} onCheckedChange={setNewDayOff} />
        </div>
        <div className="row-actions">
          <Button size="s" mode="outline" onClick={addOverride}>{t("admin.schedule.addOverride")}</Button>
        </div>
      </section>
      <div className="row-actions">
        <Button size="m" loading={save.isPending} disabled={busy} onClick={submit}>{t("admin.schedule.save")}</Button>
        <Button size="m" mode="bezeled" loading={applyNow.isPending} disabled={busy || !stored.data?.configured} onClick={() => applyNow.mutate({ expertId })}>{t("admin.schedule.applyNow")}</Button>
      </div>
      {result && <Text role="status" data-testid="schedule-result">{t("admin.schedule.result", { ...result })}</Text>}
    </div>
  );
}
