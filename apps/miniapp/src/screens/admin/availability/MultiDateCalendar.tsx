// The create mode's calendar: any number of days toggled on and off, past days (and days beyond
// the booking window) disabled; month navigation stays inside the window.
import { IconButton, Text } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatMonthTitle, weekdayNames } from "../../../lib/format.ts";
import { compareMonths, monthGrid, monthOf, parseWeekStart, shiftMonth } from "../../booking/calendar.ts";
import { isSelectableDay, type SelectionWindow } from "./date-selection.ts";

export interface MultiDateCalendarProps {
  window: SelectionWindow;
  selected: readonly string[];
  onToggle(date: string): void;
}

export function MultiDateCalendar({ window, selected, onToggle }: MultiDateCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weekStartsOn = parseWeekStart(t("booking.calendar.weekStartsOn"));
  const first = monthOf(window.today);
  const last = monthOf(window.lastDay);
  const [shown, setShown] = useState(first);
  const month = compareMonths(shown, first) < 0 ? first : compareMonths(shown, last) > 0 ? last : shown;
  const title = formatMonthTitle(month.year, month.month, language);
  const picked = new Set(selected);

  return (
    <div className="multi-calendar" data-testid="availability-calendar">
      <div className="multi-calendar__header">
        <IconButton
          mode="plain"
          size="s"
          aria-label={t("booking.calendar.previousMonth")}
          disabled={compareMonths(month, first) <= 0}
          onClick={() => setShown(shiftMonth(month, -1))}
        >
          ‹
        </IconButton>
        <Text weight="2" className="multi-calendar__title" aria-live="polite">
          {title}
        </Text>
        <IconButton
          mode="plain"
          size="s"
          aria-label={t("booking.calendar.nextMonth")}
          disabled={compareMonths(month, last) >= 0}
          onClick={() => setShown(shiftMonth(month, 1))}
        >
          ›
        </IconButton>
      </div>
      <div className="multi-calendar__grid" role="group" aria-label={title}>
        {weekdayNames(language, weekStartsOn).map((name) => (
          <span key={name} className="multi-calendar__weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {monthGrid(month, weekStartsOn)
          .flat()
          .map((date, index) => {
            // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its position in the month grid
            if (!date) return <span key={`empty-${index}`} />;
            const isPicked = picked.has(date);
            return (
              <button
                key={date}
                type="button"
                className={`multi-calendar__day${isPicked ? " multi-calendar__day--selected" : ""}`}
                disabled={!isSelectableDay(date, window)}
                aria-pressed={isPicked}
                aria-label={formatCalendarDate(date, language, { dateStyle: "full" })}
                data-date={date}
                onClick={() => onToggle(date)}
              >
                {Number(date.slice(8))}
              </button>
            );
          })}
      </div>
    </div>
  );
}
