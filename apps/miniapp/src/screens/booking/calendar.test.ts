import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import {
  addDays,
  bookingWindow,
  clampMonth,
  compareMonths,
  dayState,
  isSelectable,
  monthGrid,
  monthRange,
  parseWeekStart,
  shiftMonth,
  todayIn,
} from "./calendar.ts";

describe("booking window (spec §9: 60 days from today)", () => {
  const window = bookingWindow("2026-11-22");

  it("ends 60 days after today, across month and year ends", () => {
    expect(window).toEqual({ today: "2026-11-22", lastDay: "2027-01-21" });
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("disables past days and days beyond the window", () => {
    const available = new Set(["2026-11-21", "2026-11-23", "2027-01-22"]);
    expect(dayState("2026-11-21", window, available)).toBe("past");
    expect(dayState("2027-01-22", window, available)).toBe("outside");
    expect(isSelectable("past")).toBe(false);
    expect(isSelectable("outside")).toBe(false);
  });

  it("marks days with free starts available and the rest of the window unavailable", () => {
    const available = new Set(["2026-11-23"]);
    expect(dayState("2026-11-23", window, available)).toBe("available");
    expect(dayState("2026-11-22", window, available)).toBe("unavailable");
    expect(dayState("2027-01-21", window, available)).toBe("unavailable");
    expect(isSelectable("available")).toBe(true);
    expect(isSelectable("unavailable")).toBe(true);
  });

  it("lets month navigation cover exactly the months the window touches", () => {
    const { first, last } = monthRange(window);
    expect(first).toEqual({ year: 2026, month: 11 });
    expect(last).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(first, 2)).toEqual(last);
    expect(shiftMonth(last, -13)).toEqual({ year: 2025, month: 12 });
    expect(compareMonths(shiftMonth(last, 1), last)).toBeGreaterThan(0);
  });

  it("keeps the shown month inside the months the window touches", () => {
    expect(clampMonth({ year: 2026, month: 10 }, window)).toEqual({ year: 2026, month: 11 });
    expect(clampMonth({ year: 2026, month: 12 }, window)).toEqual({ year: 2026, month: 12 });
    expect(clampMonth({ year: 2027, month: 3 }, window)).toEqual({ year: 2027, month: 1 });
  });

  it("takes today in the tenant's time zone", () => {
    const lateEvening = new Date("2026-11-22T22:30:00Z");
    expect(todayIn("Europe/Moscow", lateEvening)).toBe("2026-11-23");
    expect(todayIn("America/New_York", lateEvening)).toBe("2026-11-22");
    expect(todayIn("Not/AZone", lateEvening)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("week start (spec §9: Monday for ru, Sunday for en)", () => {
  it("comes from the translations of each language", () => {
    expect(parseWeekStart(ru.booking.calendar.weekStartsOn)).toBe(1);
    expect(parseWeekStart(en.booking.calendar.weekStartsOn)).toBe(0);
  });

  it("puts the first of the month under the right weekday", () => {
    // 1 November 2026 is a Sunday.
    const mondayFirst = monthGrid({ year: 2026, month: 11 }, 1);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    const sundayFirst = monthGrid({ year: 2026, month: 11 }, 0);
    expect(sundayFirst[0]?.[0]).toBe("2026-11-01");
  });

  it("lays out six whole weeks holding every day of the month once (every month the same height)", () => {
    for (const weekStart of [0, 1] as const) {
      const weeks = monthGrid({ year: 2028, month: 2 }, weekStart);
      expect(weeks).toHaveLength(6);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      const days = weeks.flat().filter((day): day is string => day !== null);
      expect(days).toHaveLength(29);
      expect(days[0]).toBe("2028-02-01");
      expect(days.at(-1)).toBe("2028-02-29");
    }
  });
});
