// Spec §2 Availability tab, create mode: pick days on the calendar or as a range, or with a quick
// pick; optional custom hours (09:00–18:00 by default); the selected days are listed and turned
// into 30-minute slots with Create, or dropped with Clear.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate } from "../../../lib/format.ts";
import { useToast, useValidationError } from "../../../toast/ToastProvider.tsx";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { QUICK_PICKS, quickPickDates, rangeDates, toggleDay, type SelectionWindow } from "./date-selection.ts";
import { MultiDateCalendar } from "./MultiDateCalendar.tsx";
import { DEFAULT_WORKING_HOURS, generationInput, hoursProblem, type WorkingHours } from "./working-hours.ts";

type PickMode = "singleDays" | "dateRange";

function RangePicker({ window, onApply }: { window: SelectionWindow; onApply(dates: string[]): void }) {
  const { t } = useTranslation();
  const validationError = useValidationError();
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  function apply() {
    const result = rangeDates(start, end, window);
    if (result.problem) validationError(t(result.problem));
    else onApply(result.dates);
  }
  return (
    <div className="date-range-fields">
      <FormField
        type="date"
        name="startDate"
        label={t("admin.availability.create.startDate")}
        value={start}
        min={window.today}
        max={window.lastDay}
        onValueChange={setStart}
      />
      <FormField
        type="date"
        name="endDate"
        label={t("admin.availability.create.endDate")}
        value={end}
        min={start || window.today}
        max={window.lastDay}
        onValueChange={setEnd}
      />
      <div className="row-actions">
        <Button size="m" mode="bezeled" onClick={apply}>
          {t("admin.availability.create.apply")}
        </Button>
      </div>
    </div>
  );
}

function HoursPicker({ hours, onChange }: { hours: WorkingHours; onChange(hours: WorkingHours): void }) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField
        name="customTime"
        label={t("admin.availability.create.customTime")}
        checked={hours.custom}
        onCheckedChange={(custom) => onChange({ ...hours, custom })}
      />
      {hours.custom ? (
        <div className="date-range-fields">
          <FormField
            type="time"
            name="startTime"
            step={1800}
            label={t("admin.availability.create.startTime")}
            value={hours.start}
            onValueChange={(start) => onChange({ ...hours, start })}
          />
          <FormField
            type="time"
            name="endTime"
            step={1800}
            label={t("admin.availability.create.endTime")}
            value={hours.end}
            onValueChange={(end) => onChange({ ...hours, end })}
          />
        </div>
      ) : (
        <Text className="muted" data-testid="default-hours">
          {t("admin.availability.create.defaultHours")}
        </Text>
      )}
    </>
  );
}

export function CreateAvailability({ window }: { window: SelectionWindow }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const validationError = useValidationError();
  const [pickMode, setPickMode] = useState<PickMode>("singleDays");
  const [selected, setSelected] = useState<string[]>([]);
  const [hours, setHours] = useState<WorkingHours>(DEFAULT_WORKING_HOURS);

  const generate = useMutation(
    trpc.admin.availability.generate.mutationOptions({
      onSuccess: async ({ created, skipped }) => {
        // Say what happened: times covered by existing slots are skipped, possibly all of them.
        if (created > 0) toast.success(t("alerts.success.slotsCreated", { created, skipped }));
        else toast.error(t("alerts.errors.noSlotsCreated", { skipped }));
        setSelected([]);
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.availability.listSlots.pathFilter()),
          queryClient.invalidateQueries(trpc.bookings.pathFilter()),
        ]);
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToCreate"),
    }),
  );

  function create() {
    if (selected.length === 0) return validationError(t("alerts.validation.selectAtLeastOneDate"));
    const problem = hoursProblem(hours);
    if (problem) return validationError(t(problem));
    generate.mutate(generationInput(selected, hours));
  }

  return (
    <div className="panel-card" data-testid="availability-create">
      <ChoicePills
        label={t("admin.availability.modes.create")}
        value={pickMode}
        onChange={setPickMode}
        options={[
          { key: "singleDays", label: t("admin.availability.create.singleDays") },
          { key: "dateRange", label: t("admin.availability.create.dateRange") },
        ]}
      />
      {pickMode === "singleDays" ? (
        <MultiDateCalendar
          window={window}
          selected={selected}
          onToggle={(date) => setSelected((current) => toggleDay(current, date, window))}
        />
      ) : (
        <RangePicker window={window} onApply={setSelected} />
      )}
      <Text weight="2">{t("admin.availability.create.quickPicks")}</Text>
      <div className="row-actions">
        {QUICK_PICKS.map((pick) => (
          <Button key={pick} size="s" mode="outline" onClick={() => setSelected(quickPickDates(pick, window))}>
            {t(`admin.availability.create.${pick}`)}
          </Button>
        ))}
      </div>
      <HoursPicker hours={hours} onChange={setHours} />
      <Title level="3" weight="2" className="panel-card__title">
        {selected.length
          ? t("admin.availability.create.selectedDays", { count: selected.length })
          : t("admin.availability.create.noneSelected")}
      </Title>
      {selected.length > 0 && (
        <ul className="selected-days" data-testid="selected-days">
          {selected.map((date) => (
            <li key={date} data-date={date}>
              {formatCalendarDate(date, i18n.language, { weekday: "short", day: "numeric", month: "short" })}
            </li>
          ))}
        </ul>
      )}
      <div className="row-actions">
        <Button size="m" loading={generate.isPending} disabled={generate.isPending} onClick={create}>
          {t("admin.availability.create.create")}
        </Button>
        <Button size="m" mode="gray" disabled={generate.isPending || selected.length === 0} onClick={() => setSelected([])}>
          {t("admin.availability.create.clear")}
        </Button>
      </div>
    </div>
  );
}
