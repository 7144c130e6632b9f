// One day's hours on the Schedule tab: from/to on the half-hour grid and its breaks; the day's
// problem (if any) is shown on the field it belongs to.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { MAX_BREAKS_PER_DAY, type DayHours } from "@booking/contracts";
import { FormField } from "../../../components/form/FormField.tsx";
import type { DayProblem } from "./schedule-day.ts";

export function DayHoursEditor({
  name,
  hours,
  problem,
  onChange,
}: {
  name: string;
  hours: DayHours;
  problem: DayProblem | null;
  onChange(hours: DayHours): void;
}) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (problem?.field === field ? t(problem.key) : undefined);
  const setBreak = (index: number, change: Partial<DayHours["breaks"][number]>) =>
    onChange({ ...hours, breaks: hours.breaks.map((range, i) => (i === index ? { ...range, ...change } : range)) });
  return (
    <div className="schedule-hours">
      <div className="date-range-fields">
        <FormField
          type="time"
          step={1800}
          name={`${name}-start`}
          label={t("admin.schedule.start")}
          value={hours.start}
          error={errorOf("start")}
          onValueChange={(start) => onChange({ ...hours, start })}
        />
        <FormField
          type="time"
          step={1800}
          name={`${name}-end`}
          label={t("admin.schedule.end")}
          value={hours.end}
          error={errorOf("end")}
          onValueChange={(end) => onChange({ ...hours, end })}
        />
      </div>
      {hours.breaks.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a break is its position in the day's list (two may be equal while being typed)
        <div className="date-range-fields schedule-break" key={index}>
          <FormField
            type="time"
            step={1800}
            name={`${name}-break-${index}-start`}
            label={t("admin.schedule.breakStart")}
            value={range.start}
            error={errorOf(`breaks.${index}.start`)}
            onValueChange={(start) => setBreak(index, { start })}
          />
          <FormField
            type="time"
            step={1800}
            name={`${name}-break-${index}-end`}
            label={t("admin.schedule.breakEnd")}
            value={range.end}
            error={errorOf(`breaks.${index}.end`)}
            onValueChange={(end) => setBreak(index, { end })}
          />
          <Button
            type="button"
            size="s"
            mode="plain"
            onClick={() => onChange({ ...hours, breaks: hours.breaks.filter((_, i) => i !== index) })}
          >
            {t("admin.schedule.removeBreak")}
          </Button>
        </div>
      ))}
      {hours.breaks.length < MAX_BREAKS_PER_DAY && (
        <div className="row-actions">
          <Button
            type="button"
            size="s"
            mode="outline"
            onClick={() => onChange({ ...hours, breaks: [...hours.breaks, { start: "13:00", end: "14:00" }] })}
          >
            {t("admin.schedule.addBreak")}
          </Button>
        </div>
      )}
    </div>
  );
}
