import { AppError } from "@booking/contracts";
import { describe, expect, it } from "vitest";
import {
  bookingWindow,
  instantToLocal,
  isValidTimeZone,
  localDateRangeToInstants,
  localMonthWindow,
  localTimeToInstant,
  resolveLocalTime,
  startOfLocalDay,
  todayInZone,
  toLocalSlotTimes,
} from "./local-time.ts";

const NY = "America/New_York";
const MOSCOW = "Europe/Moscow";
const SANTIAGO = "America/Santiago"; // switches at local midnight
const at = (iso: string) => new Date(iso);

describe("time zones", () => {
  it("tells valid IANA zones from garbage", () => {
    expect(isValidTimeZone(MOSCOW)).toBe(true);
    expect(isValidTimeZone("Asia/Kathmandu")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });

  it("treats an unknown zone as a bug, not as UTC", () => {
    expect(() => resolveLocalTime("Mars/Olympus_Mons", "2026-03-10", 540)).toThrowError(RangeError);
    expect(() => instantToLocal(at("2026-03-10T00:00:00Z"), "Mars/Olympus_Mons")).toThrowError(RangeError);
  });
});

describe("resolveLocalTime", () => {
  it("maps an ordinary wall-clock time to its one instant", () => {
    expect(resolveLocalTime(MOSCOW, "2026-03-10", 9 * 60)).toEqual({ kind: "unique", instant: at("2026-03-10T06:00:00Z") });
    expect(resolveLocalTime(NY, "2026-07-01", 9 * 60)).toEqual({ kind: "unique", instant: at("2026-07-01T13:00:00Z") });
    expect(resolveLocalTime("Asia/Kathmandu", "2026-07-01", 9 * 60)).toEqual({ kind: "unique", instant: at("2026-07-01T03:15:00Z") });
  });

  it("reports a spring-forward gap, with the shifted-forward instant", () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 02:30 never happens.
    expect(resolveLocalTime(NY, "2026-03-08", 150)).toEqual({ kind: "gap", shiftedForward: at("2026-03-08T07:30:00Z") });
    expect(resolveLocalTime(NY, "2026-03-08", 90)).toEqual({ kind: "unique", instant: at("2026-03-08T06:30:00Z") });
    expect(resolveLocalTime(NY, "2026-03-08", 180)).toEqual({ kind: "unique", instant: at("2026-03-08T07:00:00Z") });
  });

  it("reports both occurrences of a fall-back time", () => {
    // 2026-11-01 02:00 EDT → 01:00 EST: 01:30 happens at 05:30Z and again at 06:30Z.
    expect(resolveLocalTime(NY, "2026-11-01", 90)).toEqual({
      kind: "ambiguous",
      earlier: at("2026-11-01T05:30:00Z"),
      later: at("2026-11-01T06:30:00Z"),
    });
  });

  it("handles half-hour DST shifts (Lord Howe Island)", () => {
    // 2026-10-04 02:00 +10:30 → 02:30 +11.
    expect(resolveLocalTime("Australia/Lord_Howe", "2026-10-04", 120).kind).toBe("gap");
    // 2026-04-05 02:00 +11 → 01:30 +10:30.
    expect(resolveLocalTime("Australia/Lord_Howe", "2026-04-05", 90)).toEqual({
      kind: "ambiguous",
      earlier: at("2026-04-04T14:30:00Z"),
      later: at("2026-04-04T15:00:00Z"),
    });
  });

  it("gives range edges one instant: first occurrence, or the end of a gap", () => {
    expect(localTimeToInstant(NY, "2026-11-01", 90)).toEqual(at("2026-11-01T05:30:00Z"));
    expect(localTimeToInstant(NY, "2026-03-08", 120)).toEqual(at("2026-03-08T07:00:00Z"));
  });
});

describe("instant → local", () => {
  it("reads the wall clock, including across the UTC date line", () => {
    expect(instantToLocal(at("2026-03-01T02:00:00Z"), NY)).toEqual({ date: "2026-02-28", minutes: 21 * 60 });
    expect(instantToLocal(at("2026-03-01T22:30:00Z"), MOSCOW)).toEqual({ date: "2026-03-02", minutes: 90 });
    expect(instantToLocal(at("2026-11-01T06:30:00Z"), NY)).toEqual({ date: "2026-11-01", minutes: 90 });
  });

  it("knows today per zone", () => {
    const now = at("2026-03-01T22:30:00Z");
    expect(todayInZone(now, MOSCOW)).toBe("2026-03-02");
    expect(todayInZone(now, NY)).toBe("2026-03-01");
  });

  it("writes slot times as the API's date, startTime and endTime", () => {
    expect(toLocalSlotTimes(at("2026-03-10T06:00:00Z"), at("2026-03-10T06:30:00Z"), MOSCOW)).toEqual({
      date: "2026-03-10",
      startTime: "09:00",
      endTime: "09:30",
    });
    // A booking of several slots reports its first start and last end.
    expect(toLocalSlotTimes(at("2026-03-10T06:00:00Z"), at("2026-03-10T07:30:00Z"), MOSCOW)).toEqual({
      date: "2026-03-10",
      startTime: "09:00",
      endTime: "10:30",
    });
  });

  it("writes an end at the next midnight as 24:00 and any later end as its wall time", () => {
    expect(toLocalSlotTimes(at("2026-03-10T20:30:00Z"), at("2026-03-10T21:00:00Z"), MOSCOW)).toEqual({
      date: "2026-03-10",
      startTime: "23:30",
      endTime: "24:00",
    });
    expect(toLocalSlotTimes(at("2026-03-10T20:30:00Z"), at("2026-03-10T21:30:00Z"), MOSCOW)).toEqual({
      date: "2026-03-10",
      startTime: "23:30",
      endTime: "00:30",
    });
  });

  it("shows the real wall clock for a slot inside a fall-back hour", () => {
    expect(toLocalSlotTimes(at("2026-11-01T05:30:00Z"), at("2026-11-01T06:00:00Z"), NY)).toEqual({
      date: "2026-11-01",
      startTime: "01:30",
      endTime: "01:00",
    });
  });
});

describe("local day edges", () => {
  it("starts a day at local midnight", () => {
    expect(startOfLocalDay("2026-03-10", MOSCOW)).toEqual(at("2026-03-09T21:00:00Z"));
  });

  it("starts a day that begins in a midnight gap when the clocks jump", () => {
    // Santiago 2026-09-06 00:00 -04 → 01:00 -03 at 04:00Z.
    expect(startOfLocalDay("2026-09-06", SANTIAGO)).toEqual(at("2026-09-06T04:00:00Z"));
    // Santiago 2026-04-05 00:00 -03 → 2026-04-04 23:00 -04: the repeated hour belongs to the 4th.
    expect(startOfLocalDay("2026-04-05", SANTIAGO)).toEqual(at("2026-04-05T04:00:00Z"));
  });

  it("turns a local date range into [00:00 of from, 00:00 of the day after to)", () => {
    expect(localDateRangeToInstants("2026-03-01", "2026-03-31", MOSCOW)).toEqual({
      start: at("2026-02-28T21:00:00Z"),
      end: at("2026-03-31T21:00:00Z"),
    });
    // The spring-forward day is 23 real hours long.
    expect(localDateRangeToInstants("2026-03-08", "2026-03-08", NY)).toEqual({
      start: at("2026-03-08T05:00:00Z"),
      end: at("2026-03-09T04:00:00Z"),
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(() => localDateRangeToInstants("2026-03-02", "2026-03-01", MOSCOW)).toThrow(
      expect.objectContaining({ code: "DATE_RANGE_INVALID" }),
    );
    expect(() => localDateRangeToInstants("2026-03-02", "2026-03-01", MOSCOW)).toThrowError(AppError);
  });

  it("gives this local month as [first of month, first of next)", () => {
    // 01:00 on 1 April in Moscow is still 31 March in UTC.
    expect(localMonthWindow(at("2026-03-31T22:00:00Z"), MOSCOW)).toEqual({
      start: at("2026-03-31T21:00:00Z"),
      end: at("2026-04-30T21:00:00Z"),
    });
    expect(localMonthWindow(at("2026-12-15T12:00:00Z"), NY)).toEqual({
      start: at("2026-12-01T05:00:00Z"),
      end: at("2027-01-01T05:00:00Z"),
    });
  });

  it("opens the booking window from today to today + 60 days", () => {
    expect(bookingWindow(at("2026-03-01T22:30:00Z"), MOSCOW)).toEqual({ from: "2026-03-02", to: "2026-05-01" });
  });
});
