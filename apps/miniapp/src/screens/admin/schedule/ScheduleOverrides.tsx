// The schedule's dated exceptions as compact rows (date, hours or "Day off", switch, remove), each
// opening its editor like a weekday; below, a one-line form adds a date as a day off or with
// special hours (then opened for editing).
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ScheduleOverride } from "@booking/contracts";
import { FormField } from "../../../components/form/FormField.tsx";
import { formatCalendarDate } from "../../../lib/format.ts";
import { useValidationError } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { DayRow } from "./DayRow.tsx";
import { WORKDAY } from "./schedule-day.ts";

const SPECIAL_HOURS = { ...WORKDAY, breaks: [] };
export const overrideRow = (date: string) => `override-${date}`;

export function ScheduleOverrides({
  overrides,
  onChange,
  open,
  onOpen,
}: {
  overrides: ScheduleOverride[];
  onChange(overrides: ScheduleOverride[]): void;
  open: string | null;
  onOpen(row: string | null): void;
}) {
  const { t, i18n } = useTranslation();
  const validationError = useValidationError();
  const [newDate, setNewDate] = useState("");
  const [newDayOff, setNewDayOff] = useState(true);

  function add() {
    if (!newDate) return validationError(t("admin.schedule.dateRequired"));
    const hours = newDayOff ? null : SPECIAL_HOURS;
    onChange([...overrides.filter((o) => o.date !== newDate), { date: newDate, hours }].sort((a, b) => a.date.localeCompare(b.date)));
    // Special hours are to be set right away: their editor opens.
    if (hours) onOpen(overrideRow(newDate));
    setNewDate("");
  }

  return (
    <section className="panel-card" aria-labelledby="schedule-overrides">
      <Title level="3" weight="2" id="schedule-overrides">
        {t("admin.schedule.overrides")}
      </Title>
      {overrides.length === 0 ? (
        <p className="muted schedule-overrides__empty">{t("admin.schedule.noOverrides")}</p>
      ) : (
        <ul className="schedule-days">
          {overrides.map((override, index) => {
            const row = overrideRow(override.date);
            const label = formatCalendarDate(override.date, i18n.language, { weekday: "short", day: "numeric", month: "short" });
            return (
              <DayRow
                key={override.date}
                name={row}
                attributes={{ "data-date": override.date }}
                label={label}
                day={override.hours}
                workday={SPECIAL_HOURS}
                open={open === row}
                onToggle={() => onOpen(open === row ? null : row)}
                onChange={(hours) => onChange(overrides.map((o, i) => (i === index ? { ...o, hours } : o)))}
                rowActions={
                  <Button
                    type="button"
                    size="s"
                    mode="plain"
                    className="schedule-day__remove"
                    aria-label={`${t("admin.schedule.removeOverride")}: ${label}`}
                    onClick={() => onChange(overrides.filter((_, i) => i !== index))}
                  >
                    {t("admin.schedule.removeOverride")}
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
      <div className="schedule-overrides__add">
        <FormField type="date" name="overrideDate" label={t("admin.schedule.overrideDate")} value={newDate} onValueChange={setNewDate} />
        <CheckboxField name="overrideDayOff" label={t("admin.schedule.dayOff")} checked={newDayOff} onCheckedChange={setNewDayOff} />
        <Button type="button" size="s" mode="outline" onClick={add}>
          {t("admin.schedule.addOverride")}
        </Button>
      </div>
    </section>
  );
}
