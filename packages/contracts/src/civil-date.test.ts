import { AppError } from "./error-codes.ts";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  eachDateInRange,
  formatClockTime,
  parseClockTime,
  parseIsoDate,
  startOfMonth,
  startOfNextMonth,
} from "./civil-date.ts";

describe("calendar dates", () => {
  it("accepts real dates and refuses malformed or impossible ones with VALIDATION_ERROR", () => {
    expect(parseIsoDate("1970-01-02")).toBe(1);
    expect(parseIsoDate("2028-02-29")).toBe(parseIsoDate("2028-02-28") + 1);
    for (const bad of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-1-5", "20260105", "", "2026-01-05T00:00"]) {
      expect(() => parseIsoDate(bad), bad).toThrowError(AppError);
      expect(() => parseIsoDate(bad)).toThrow(expect.objectContaining({ code: "VALIDATION_ERROR" }));
    }
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-01-01", 60)).toBe("2026-03-02");
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-03-01", "2026-03-01")).toBe(0);
    expect(daysBetween("2026-02-01", "2026-03-01")).toBe(28);
    expect(daysBetween("2026-03-01", "2026-02-01")).toBe(-28);
  });

  it("lists a range with both ends included, and nothing for a reversed range", () => {
    expect(eachDateInRange("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(eachDateInRange("2026-03-02", "2026-03-02")).toEqual(["2026-03-02"]);
    expect(eachDateInRange("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("finds the first day of this and the next month", () => {
    expect(startOfMonth("2026-03-17")).toBe("2026-03-01");
    expect(startOfNextMonth("2026-03-17")).toBe("2026-04-01");
    expect(startOfNextMonth("2026-12-31")).toBe("2027-01-01");
    expect(() => startOfNextMonth("2026-02-30")).toThrowError(AppError);
  });
});

describe("clock times", () => {
  it("parses HH:mm into minutes since midnight", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("09:30")).toBe(570);
    expect(parseClockTime("23:59")).toBe(1439);
  });

  it("accepts 24:00 only as an end of day", () => {
    expect(parseClockTime("24:00", { allowEndOfDay: true })).toBe(1440);
    expect(() => parseClockTime("24:00")).toThrowError(AppError);
  });

  it("refuses anything else", () => {
    for (const bad of ["9:00", "09:60", "25:00", "24:30", "09:00:00", "", "ab:cd"]) {
      expect(() => parseClockTime(bad, { allowEndOfDay: true }), bad).toThrowError(AppError);
    }
  });

  it("formats minutes back, with the end of day as 24:00", () => {
    expect(formatClockTime(0)).toBe("00:00");
    expect(formatClockTime(570)).toBe("09:30");
    expect(formatClockTime(1440)).toBe("24:00");
  });
});
