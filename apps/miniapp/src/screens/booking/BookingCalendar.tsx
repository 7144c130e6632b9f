// The month calendar of the booking screen: available days green, unavailable light red, past
// days (and days beyond the 60-day window) disabled; month navigation stays inside the window.
// The screen owns the shown month (it loads that month's days summary); until the summary is
// there the window's days wait, disabled. Every month has six rows, so nothing below it moves.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's focus stops are the day buttons inside its cells (Tab reaches each
// selectable day); the cells themselves are not meant to take focus. axe checks this grid in the e2e suite.
import { IconButton, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatMonthTitle, weekdayNames } from "../../lib/format.ts";
import {
  clampMonth,
  compareMonths,
  dayState,
  isSelectable,
  monthGrid,
  monthRange,
  parseWeekStart,
  shiftMonth,
  type BookingWindow,
  type DayState,
  type YearMonth,
} from "./calendar.ts";

export interface BookingCalendarProps {
  window: BookingWindow;
  /** The shown month (kept inside the window) and its change by the arrows. */
  month: YearMonth;
  onMonth(month: YearMonth): void;
  /** Days with starts to offer; undefined while the month's summary loads. */
  availableDates: ReadonlySet<string> | undefined;
  selected: string | null;
  onSelect(date: string): void;
}

const LEGEND: ReadonlyArray<{ state: DayState | "selected"; key: string }> = [
  { state: "available", key: "booking.calendar.legend.available" },
  { state: "unavailable", key: "booking.calendar.legend.unavailable" },
  { state: "past", key: "booking.calendar.legend.past" },
  { state: "selected", key: "booking.calendar.legend.selected" },
];

function stateOf(date: string, window: BookingWindow, availableDates: ReadonlySet<string> | undefined): DayState | "loading" {
  const state = dayState(date, window, availableDates ?? new Set());
  return availableDates || !isSelectable(state) ? state : "loading";
}

export function BookingCalendar({ window, month: wanted, onMonth, availableDates, selected, onSelect }: BookingCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weekStartsOn = parseWeekStart(t("booking.calendar.weekStartsOn"));
  const { first, last } = monthRange(window);
  // The window can move (a new day began, another tenant zone): keep the shown month inside it.
  const month = clampMonth(wanted, window);

  return (
    <div className="calendar" data-testid="booking-calendar">
      <div className="calendar__header">
        <IconButton
          mode="plain"
          size="s"
          aria-label={t("booking.calendar.previousMonth")}
          disabled={compareMonths(month, first) <= 0}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          ‹
        </IconButton>
        <Text weight="2" className="calendar__title" aria-live="polite">
          {formatMonthTitle(month.year, month.month, language)}
        </Text>
        <IconButton
          mode="plain"
          size="s"
          aria-label={t("booking.calendar.nextMonth")}
          disabled={compareMonths(month, last) >= 0}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          ›
        </IconButton>
      </div>
      <div
        className="calendar__grid"
        role="grid"
        aria-busy={!availableDates}
        aria-label={formatMonthTitle(month.year, month.month, language)}
      >
        <div className="calendar__row" role="row">
          {weekdayNames(language, weekStartsOn).map((name) => (
            <span key={name} role="columnheader" className="calendar__weekday">
              {name}
            </span>
          ))}
        </div>
        {monthGrid(month, weekStartsOn).map((week, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a week row is its position in the month grid
          <div className="calendar__row" role="row" key={index}>
            {week.map((date, cell) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its position in the week
              if (!date) return <span key={`empty-${cell}`} role="gridcell" className="calendar__day calendar__day--empty" />;
              const state = stateOf(date, window, availableDates);
              const isSelected = date === selected;
              return (
                <span key={date} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    className={`calendar__day calendar__day--${state}${isSelected ? " calendar__day--selected" : ""}`}
                    disabled={state === "loading" || !isSelectable(state)}
                    aria-pressed={isSelected}
                    aria-label={`${formatCalendarDate(date, language, { dateStyle: "full" })}: ${t(state === "loading" ? "list.loading" : `booking.calendar.legend.${state === "outside" ? "past" : state}`)}`}
                    data-date={date}
                    data-state={state}
                    onClick={() => onSelect(date)}
                  >
                    {Number(date.slice(8))}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <ul className="calendar__legend">
        {LEGEND.map((item) => (
          <li key={item.state}>
            <span className={`calendar__swatch calendar__day--${item.state}`} aria-hidden="true" />
            {t(item.key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
