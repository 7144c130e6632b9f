// One compact row of the weekly schedule (a weekday or a dated exception): its name, the hours in
// one line and an on/off switch; tapping the row opens that day's editor below it (issue 15.12:
// a week of seven full editors was 3-4 thousand pixels on a phone). A day with a problem is flagged
// in its row, so a collapsed mistake is still seen.
import { Switch } from "@telegram-apps/telegram-ui";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DayHours } from "@booking/contracts";
import { DayHoursEditor } from "./DayHoursEditor.tsx";
import { dayProblem, hoursSummary } from "./schedule-day.ts";

export interface DayRowProps {
  /** Field names' prefix and the row's identity ("mon", "override-2026-03-02"). */
  name: string;
  label: string;
  day: DayHours | null;
  open: boolean;
  onToggle(): void;
  onChange(day: DayHours | null): void;
  /** The hours a day gets when switched on. */
  workday: DayHours;
  /** Extra actions in the open editor (copy to the week) or beside the switch (remove). */
  editorActions?: ReactNode;
  rowActions?: ReactNode;
  attributes: Record<`data-${string}`, string>;
}

export function DayRow({ name, label, day, open, onToggle, onChange, workday, editorActions, rowActions, attributes }: DayRowProps) {
  const { t } = useTranslation();
  const editorId = useId();
  const problem = dayProblem(day);
  const expanded = open && day !== null;
  const summary = (
    <span className={`schedule-day__summary${problem ? " schedule-day__summary--error" : ""}`}>
      {/* Open, the field itself tells the problem. */}
      {problem && !open ? `${hoursSummary(t, day)} · ${t(problem.key)}` : hoursSummary(t, day)}
    </span>
  );
  return (
    <li
      className={`schedule-day${expanded ? " schedule-day--open" : ""}${rowActions ? " schedule-day--actions" : ""}`}
      {...attributes}
      data-invalid={problem ? "true" : undefined}
    >
      <div className="schedule-day__row">
        {day ? (
          <button
            type="button"
            className="schedule-day__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? editorId : undefined}
            onClick={onToggle}
          >
            <span className="schedule-day__name">{label}</span>
            {summary}
          </button>
        ) : (
          <div className="schedule-day__toggle">
            <span className="schedule-day__name">{label}</span>
            {summary}
          </div>
        )}
        {/* Beside the name, above the summary line, which so gets the row's full width. */}
        <div className="schedule-day__controls">
          {rowActions}
          <Switch
            role="switch"
            aria-label={`${label}: ${t("admin.schedule.working")}`}
            name={`${name}-working`}
            checked={day !== null}
            onChange={(event) => onChange(event.target.checked ? workday : null)}
          />
        </div>
      </div>
      {expanded && (
        <div className="schedule-day__editor" id={editorId}>
          <DayHoursEditor name={name} hours={day} problem={problem} onChange={onChange} />
          {editorActions}
        </div>
      )}
    </li>
  );
}
