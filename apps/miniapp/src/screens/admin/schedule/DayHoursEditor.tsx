// One day's hours on the Schedule tab: from/to on the half-hour grid and its breaks.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import type { DayHours } from "@booking/contracts";
import { FormField } from "../../../components/form/FormField.tsx";

export function DayHoursEditor({ name, hours, onChange }: { name: string; hours: DayHours; onChange(hours: DayHours): void }) {
  const { t } = useTranslation();
  const setBreak = (index: number, change: Partial<DayHours["breaks"][number]>) =>
    onChange({ ...hours, breaks: hours.breaks.map((range, i) => (i === index ? { ...range, ...change } : range)) });
  return (
    <div className="schedule-hours">
      <div className="date-range-fields">
        <FormField type="time" step={1800} name={`${name}-start`} label={t("admin.schedule.start")} value={hours.start} onValueChange={(start) => onChange({ ...hours, start })} />
        <FormField type="time" step={1800} name={`${name}-end`} label={t("admin.schedule.end")} value={hours.end} onValueChange={(end) => onChange({ ...hours, end })} />
      </div>
      {hours.breaks.map((range, index) => (
        <div className="date-range-fields schedule-break" key={index}>
          <FormField type="time" step={1800} name={`${name}-break-${index}-start`} label={t("admin.schedule.breakStart")} value={range.start} onValueChange={(start) => setBreak(index, { start })} />
          <FormField type="time" step={1800} name={`${name}-break-${index}-end`} label={t("admin.schedule.breakEnd")} value={range.end} onValueChange={(end) => setBreak(index, { end })} />
          <Button size="s" mode="plain" onClick={() => onChange({ ...hours, breaks: hours.breaks.filter((_, i) => i !== index) })}>{t("admin.schedule.removeBreak")}</Button>
        </div>
      ))}
      <div className="row-actions">
        <Button size="s" mode="outline" onClick={() => onChange({ ...hours, breaks: [...hours.breaks, { start: "13:00", end: "14:00" }] })}>{t("admin.schedule.addBreak")}</Button>
      </div>
    </div>
  );
}
