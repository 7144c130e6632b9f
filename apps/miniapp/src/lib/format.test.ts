import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatClock,
  formatClockRange,
  formatInstantDate,
  formatMoney,
  formatMonthTitle,
  formatUsd,
  weekdayNames,
} from "./format.ts";

describe("formats per interface language", () => {
  it("shows prices in dollars", () => {
    expect(formatUsd(9.99, "en")).toBe("$9.99");
    expect(formatUsd(49, "en")).toBe("$49");
    expect(formatUsd(9.99, "ru")).toMatch(/^9,99\s\$$/);
  });

  it("shows a tenant's prices in its own currency", () => {
    expect(formatMoney(1500, "RUB", "ru")).toMatch(/^1\s500\s₽$/);
    expect(formatMoney(1500.5, "RUB", "en")).toMatch(/^RUB\s1,500\.50$/);
    expect(formatMoney(49, "USD", "en")).toBe("$49");
  });

  it("formats calendar dates without shifting them by the viewer's zone", () => {
    expect(formatCalendarDate("2026-11-01", "en")).toBe("Nov 1, 2026");
    expect(formatCalendarDate("2026-11-01", "ru")).toMatch(/^1 нояб\. 2026/);
  });

  it("formats clock times: 24-hour in Russian, AM/PM in English, 24:00 as midnight", () => {
    expect(formatClock("14:30", "ru")).toBe("14:30");
    expect(formatClock("14:30", "en")).toMatch(/^2:30\sPM$/);
    expect(formatClock("24:00", "ru")).toBe("00:00");
    expect(formatClockRange("09:00", "09:30", "ru")).toBe("09:00–09:30");
  });

  it("names months and weekdays for the calendar", () => {
    expect(formatMonthTitle(2026, 11, "en")).toBe("November 2026");
    expect(formatMonthTitle(2026, 11, "ru")).toMatch(/^ноябрь 2026/);
    expect(weekdayNames("en", 0)[0]).toBe("Sun");
    expect(weekdayNames("en", 1)[0]).toBe("Mon");
    expect(weekdayNames("ru", 1)[6]).toBe("вс");
  });

  it("formats instants as dates and leaves unreadable values alone", () => {
    expect(formatInstantDate("2026-11-22T12:00:00.000Z", "en")).toBe("Nov 22, 2026");
    expect(formatInstantDate("not a date", "en")).toBe("not a date");
  });
});
