// Issue 15.3 "Schedule" tab: an expert's weekly working hours with breaks, date exceptions (a day
// off or special hours), Save (which lays the next 60 days out at once) and "Apply now", each
// answered with what changed (created / removed / already there / skipped). Admins pick the expert
// when the page has several (the page's own by default) and below find the page's booking rules
// (minimum notice, buffer: BookingRulesForm); an EXPERT edits their own hours only (/api/expert).
// Issue 15.12: each day is one compact row (DayRow) and one day's editor is open at a time.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { WEEKDAYS, type DayHours, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useMainButton } from "../../../telegram/useMainButton.ts";
import { useToast, useValidationError } from "../../../toast/ToastProvider.tsx";
import { BookingRulesForm } from "./BookingRulesForm.tsx";
import { ExpertSelect } from "../ui/ExpertSelect.tsx";
import { DayRow } from "./DayRow.tsx";
import { overrideRow, ScheduleOverrides } from "./ScheduleOverrides.tsx";
import { dayProblem, WORKDAY } from "./schedule-day.ts";
import "./schedule.css";

/** Monday to Friday: what "same hours Mon–Fri" fills. */
const WORKWEEK = [0, 1, 2, 3, 4];

interface ApplyResult {
  created: number;
  removed: number;
  kept: number;
  skipped: number;
}

/** The first day with a problem, as the row to open and its error key, or null. */
function firstProblem(weekly: WeeklyHours, overrides: readonly ScheduleOverride[]): { row: string; key: string } | null {
  for (const [index, day] of weekly.entries()) {
    const problem = dayProblem(day);
    if (problem) return { row: WEEKDAYS[index]!, key: problem.key };
  }
  for (const override of overrides) {
    const problem = dayProblem(override.hours);
    if (problem) return { row: overrideRow(override.date), key: problem.key };
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
  const { t } = useTranslation();
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
  // The one open day: a weekday key or overrideRow(date); all collapsed at first.
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (!stored.data || weekly) return;
    // Until saved, propose the common week: Monday to Friday 09-18 with lunch 13-14.
    setWeekly(stored.data.configured ? stored.data.weekly : [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, null, null]);
    setOverrides(stored.data.overrides);
  }, [stored.data, weekly]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(api.pathFilter()),
      queryClient.invalidateQueries(mode === "expert" ? trpc.expert.slots.pathFilter() : trpc.admin.availability.listSlots.pathFilter()),
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
    ]);
  const save = useMutation(
    api.save.mutationOptions({
      onSuccess: async (answer) => {
        setResult(answer.result);
        setOverrides(answer.schedule.overrides);
        toast.success(t("admin.schedule.saved"));
        await refresh();
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToSave"),
    }),
  );
  const applyNow = useMutation(
    api.applyNow.mutationOptions({
      onSuccess: async (answer) => {
        setResult(answer);
        await refresh();
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToUpdate"),
    }),
  );

  if (!weekly)
    return stored.error ? (
      <ErrorBox error={stored.error} fallbackKey="alerts.errors.failedToLoad" onRetry={() => void stored.refetch()} />
    ) : (
      <LoadingState />
    );
  const busy = save.isPending || applyNow.isPending;
  const setDay = (index: number, day: DayHours | null) => setWeekly(weekly.map((d, i) => (i === index ? day : d)));
  const toggle = (row: string) => setOpen(open === row ? null : row);

  function submit() {
    const problem = firstProblem(weekly!, overrides);
    if (problem) {
      // Open the day at fault: its field shows the error.
      setOpen(problem.row);
      return validationError(t(problem.key));
    }
    save.mutate({ expertId, weekly: weekly!, overrides });
  }
  function copyToWorkweek(day: DayHours) {
    setWeekly(weekly!.map((d, i) => (WORKWEEK.includes(i) ? day : d)));
    toast.success(t("admin.schedule.copied"));
  }

  return (
    <div className="schedule-tab" data-testid="schedule-tab">
      <Text className="muted schedule-tab__intro">{t("admin.schedule.intro")}</Text>
      <ul className="panel-card schedule-days" aria-label={t("admin.schedule.week")}>
        {WEEKDAYS.map((key, index) => {
          const day = weekly[index] ?? null;
          return (
            <DayRow
              key={key}
              name={key}
              attributes={{ "data-weekday": key }}
              label={t(`admin.schedule.weekdays.${key}`)}
              day={day}
              workday={WORKDAY}
              open={open === key}
              onToggle={() => toggle(key)}
              onChange={(hours) => setDay(index, hours)}
              editorActions={
                day && (
                  <div className="row-actions">
                    <Button type="button" size="s" mode="bezeled" onClick={() => copyToWorkweek(day)}>
                      {t("admin.schedule.copyToWorkweek")}
                    </Button>
                  </div>
                )
              }
            />
          );
        })}
      </ul>
      <ScheduleOverrides overrides={overrides} onChange={setOverrides} open={open} onOpen={setOpen} />
      <div className="row-actions">
        {mode === "expert" ? (
          <MainSaveButton busy={busy} saving={save.isPending} onClick={submit} />
        ) : (
          <Button size="m" loading={save.isPending} disabled={busy} onClick={submit}>
            {t("admin.schedule.save")}
          </Button>
        )}
        <Button
          size="m"
          mode="bezeled"
          loading={applyNow.isPending}
          disabled={busy || !stored.data?.configured}
          onClick={() => applyNow.mutate({ expertId })}
        >
          {t("admin.schedule.applyNow")}
        </Button>
      </div>
      {result && (
        <Text role="status" data-testid="schedule-result">
          {t("admin.schedule.result", { ...result })}
        </Text>
      )}
    </div>
  );
}

/**
 * Save on the expert's desk, where it is the week tab's one primary action: inside Telegram it is
 * the MainButton. Not on the admins' tab, whose booking rules form below already holds it.
 */
function MainSaveButton({ busy, saving, onClick }: { busy: boolean; saving: boolean; onClick(): void }) {
  const { t } = useTranslation();
  const { native } = useMainButton({ text: t("admin.schedule.save"), visible: true, enabled: !busy, loading: saving, onClick });
  if (native) return null;
  return (
    <Button size="m" loading={saving} disabled={busy} onClick={onClick}>
      {t("admin.schedule.save")}
    </Button>
  );
}
