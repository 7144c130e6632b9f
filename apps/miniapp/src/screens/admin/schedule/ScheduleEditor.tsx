// Issue 15.3: an expert's weekly working hours with breaks, date exceptions (a day off or special
// hours), Save (which lays the next 60 days out at once) and "Apply now", each answered with what
// changed. An EXPERT edits their own hours only (/api/expert). Issue 15.12: each day is one compact
// row (DayRow) and one day's editor is open at a time. Issue 26.4: the editor says whether what it
// shows is in force (a new page's suggested week is a draft until saved), and Save first shows what
// the save removes (free times outside the new hours, by hand too) and which bookings stay outside.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { WEEKDAYS, type DayHours, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useMainButton } from "../../../telegram/useMainButton.ts";
import { useToast, useValidationError } from "../../../toast/ToastProvider.tsx";
import { DayRow } from "./DayRow.tsx";
import { overrideRow, ScheduleOverrides } from "./ScheduleOverrides.tsx";
import { dayProblem, WORKDAY } from "./schedule-day.ts";
import { FlaggedList, SchedulePreviewDialog, type FlaggedBooking, type SchedulePlan } from "./SchedulePreview.tsx";
import { ScheduleStatus, type ScheduleState } from "./ScheduleStatus.tsx";
import "./schedule.css";

/** Monday to Friday: what "same hours Mon–Fri" fills. */
const WORKWEEK = [0, 1, 2, 3, 4];

interface ApplyResult {
  created: number;
  removed: number;
  kept: number;
  skipped: number;
  flagged?: FlaggedBooking[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

export function ScheduleEditor({ mode, expertId }: { mode: "admin" | "expert"; expertId?: string }) {
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
  const [plan, setPlan] = useState<SchedulePlan | null>(null);
  // The one open day: a weekday key or overrideRow(date); all collapsed at first.
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (!stored.data || weekly) return;
    // Until saved, propose the common week (Monday to Friday 09-18 with lunch 13-14) as a draft.
    setWeekly(stored.data.configured ? stored.data.weekly : [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, null, null]);
    setOverrides(stored.data.overrides);
  }, [stored.data, weekly]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(api.pathFilter()),
      queryClient.invalidateQueries(mode === "expert" ? trpc.expert.slots.pathFilter() : trpc.admin.availability.listSlots.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.bookings.pathFilter()),
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
    ]);
  const save = useMutation(
    api.save.mutationOptions({
      onSuccess: async (answer) => {
        setPlan(null);
        setResult(answer.result);
        setOverrides(answer.schedule.overrides);
        toast.success(t("admin.schedule.saved"));
        await refresh();
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToSave"),
    }),
  );
  const preview = useMutation(api.preview.mutationOptions({ onError: (error) => toast.failure(error, "alerts.errors.failedToSave") }));
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
  const busy = save.isPending || applyNow.isPending || preview.isPending;
  const state: ScheduleState = !stored.data?.configured
    ? "draft"
    : same(weekly, stored.data.weekly) && same(overrides, stored.data.overrides)
      ? "in-force"
      : "unsaved";
  const setDay = (index: number, day: DayHours | null) => setWeekly(weekly.map((d, i) => (i === index ? day : d)));
  const toggle = (row: string) => setOpen(open === row ? null : row);
  const input = () => ({ expertId, weekly: weekly!, overrides });

  /** Checks the days, then asks what saving removes; with nothing removed and nothing left outside, saves at once. */
  async function submit() {
    const problem = firstProblem(weekly!, overrides);
    if (problem) {
      // Open the day at fault: its field shows the error.
      setOpen(problem.row);
      return validationError(t(problem.key));
    }
    const answer = await preview.mutateAsync(input()).catch(() => null);
    if (!answer) return;
    if (answer.removed.length === 0 && answer.flagged.length === 0) save.mutate(input());
    else setPlan(answer);
  }
  function copyToWorkweek(day: DayHours) {
    setWeekly(weekly!.map((d, i) => (WORKWEEK.includes(i) ? day : d)));
    toast.success(t("admin.schedule.copied"));
  }
  function discard() {
    if (!stored.data) return;
    setWeekly(stored.data.weekly);
    setOverrides(stored.data.overrides);
  }

  return (
    <div className="schedule-tab" data-testid="schedule-tab">
      <ScheduleStatus state={state} onDiscard={discard} />
      <section id="schedule-weekly" className="schedule-tab__part" aria-labelledby="schedule-weekly-title">
        <div className="schedule-tab__head">
          <Title level="3" weight="2" id="schedule-weekly-title">
            {t("planner.hours.weekly")}
          </Title>
          {state === "draft" && (
            <span className="schedule-tab__draft" data-testid="schedule-draft">
              {t("planner.hours.draft")}
            </span>
          )}
        </div>
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
      </section>
      <ScheduleOverrides overrides={overrides} onChange={setOverrides} open={open} onOpen={setOpen} />
      <div className="row-actions">
        {mode === "expert" ? (
          <MainSaveButton busy={busy} saving={save.isPending || preview.isPending} onClick={() => void submit()} />
        ) : (
          <Button
            size="m"
            loading={save.isPending || preview.isPending}
            disabled={busy}
            onClick={() => void submit()}
            data-testid="schedule-save"
          >
            {t("planner.hours.save")}
          </Button>
        )}
        {/* Laying the saved hours out again: nothing to lay out before a save, nor while edits wait. */}
        {state === "in-force" && (
          <Button size="m" mode="bezeled" loading={applyNow.isPending} disabled={busy} onClick={() => applyNow.mutate({ expertId })}>
            {t("admin.schedule.applyNow")}
          </Button>
        )}
      </div>
      {result && (
        <Text role="status" data-testid="schedule-result">
          {t("planner.hours.saved", { created: result.created, removed: result.removed })}
        </Text>
      )}
      {result?.flagged && result.flagged.length > 0 && (
        <section className="panel-card" aria-labelledby="schedule-flagged-title">
          <Title level="3" weight="2" id="schedule-flagged-title">
            {t("planner.hours.flaggedTitle")}
          </Title>
          <Text className="muted">{t("planner.hours.flaggedText")}</Text>
          <FlaggedList bookings={result.flagged} testId="schedule-flagged" />
        </section>
      )}
      {plan && (
        <SchedulePreviewDialog plan={plan} saving={save.isPending} onSave={() => save.mutate(input())} onClose={() => setPlan(null)} />
      )}
    </div>
  );
}

/**
 * Save on the expert's desk, where it is the page's one primary action: inside Telegram it is the
 * MainButton. Not in the admins' area, whose booking rules form below already holds it.
 */
function MainSaveButton({ busy, saving, onClick }: { busy: boolean; saving: boolean; onClick(): void }) {
  const { t } = useTranslation();
  const { native } = useMainButton({ text: t("planner.hours.save"), visible: true, enabled: !busy, loading: saving, onClick });
  if (native) return null;
  return (
    <Button size="m" loading={saving} disabled={busy} onClick={onClick} data-testid="schedule-save">
      {t("planner.hours.save")}
    </Button>
  );
}
