import { describe, expect, it } from "vitest";
import { datesBetween, isPastDay, isSelectableDay, quickPickDates, rangeDates, selectionWindow, toggleDay } from "./date-selection.ts";

// Sunday 22 November 2026; the 60-day window ends on 21 January 2027.
const window = selectionWindow("2026-11-22");

describe("availability date selection", () => {
  it("disables past days and days beyond the 60-day window", () => {
    expect(window).toEqual({ today: "2026-11-22", lastDay: "2027-01-21" });
    expect(isPastDay("2026-11-21", window)).toBe(true);
    expect(isPastDay("2026-11-22", window)).toBe(false);
    expect(isSelectableDay("2026-11-21", window)).toBe(false);
    expect(isSelectableDay("2026-11-22", window)).toBe(true);
    expect(isSelectableDay("2027-01-21", window)).toBe(true);
    expect(isSelectableDay("2027-01-22", window)).toBe(false);
  });

  it("toggles selectable days on and off, sorted, and ignores past ones", () => {
    let selected = toggleDay([], "2026-11-25", window);
    selected = toggleDay(selected, "2026-11-23", window);
    expect(selected).toEqual(["2026-11-23", "2026-11-25"]);
    expect(toggleDay(selected, "2026-11-20", window)).toEqual(selected);
    expect(toggleDay(selected, "2027-02-01", window)).toEqual(selected);
    expect(toggleDay(selected, "2026-11-23", window)).toEqual(["2026-11-25"]);
  });

  it("quick picks: today, the 7 days from today, and the rest of this month", () => {
    expect(quickPickDates("today", window)).toEqual(["2026-11-22"]);
    expect(quickPickDates("next7Days", window)).toEqual(datesBetween("2026-11-22", "2026-11-28"));
    expect(quickPickDates("next7Days", window)).toHaveLength(7);
    expect(quickPickDates("restOfMonth", window)).toEqual(datesBetween("2026-11-22", "2026-11-30"));
    // On the last day of a month the rest of it is that day; across a year end too.
    expect(quickPickDates("restOfMonth", selectionWindow("2026-12-31"))).toEqual(["2026-12-31"]);
    expect(quickPickDates("next7Days", selectionWindow("2026-12-29"))).toEqual([
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
    ]);
    expect(quickPickDates("restOfMonth", selectionWindow("2024-02-27"))).toEqual(["2024-02-27", "2024-02-28", "2024-02-29"]);
  });

  it("range mode needs both dates, an end not before the start, a start from today, an end inside the window", () => {
    expect(rangeDates("", "2026-11-30", window)).toEqual({ problem: "alerts.validation.selectBothDates" });
    expect(rangeDates("2026-11-24", "", window)).toEqual({ problem: "alerts.validation.selectBothDates" });
    expect(rangeDates("2026-11-24", "2026-11-23", window)).toEqual({ problem: "errors.DATE_RANGE_INVALID" });
    expect(rangeDates("2026-11-21", "2026-11-23", window)).toEqual({ problem: "errors.DATE_IN_PAST" });
    expect(rangeDates("2026-11-24", "2027-01-22", window)).toEqual({ problem: "errors.DATE_RANGE_TOO_LONG" });
    expect(rangeDates("2026-11-29", "2026-12-02", window)).toEqual({ dates: ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"] });
    expect(rangeDates("2026-11-22", "2026-11-22", window)).toEqual({ dates: ["2026-11-22"] });
  });
});
