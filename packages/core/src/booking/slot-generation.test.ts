import { AppError } from "@booking/contracts";
import { tzScan } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { addDays } from "@booking/contracts/civil-date";
import { instantToLocal, toLocalSlotTimes } from "./local-time.ts";
import { generateSlotsForDays, generateSlotsForRange, type GeneratedSlot } from "./slot-generation.ts";

const MOSCOW = "Europe/Moscow";
const NY = "America/New_York";
const HALF_HOUR_MS = 30 * 60_000;
// 2026-03-01 09:00 in Moscow, 01:00 in New York: "today" is 2026-03-01 in both.
const NOW = new Date("2026-03-01T06:00:00Z");

const range = (startDate: string, endDate: string, extra: Partial<Parameters<typeof generateSlotsForRange>[0]> = {}) =>
  generateSlotsForRange({ timeZone: MOSCOW, now: NOW, startDate, endDate, ...extra });
const localStarts = (slots: GeneratedSlot[], timeZone: string) =>
  slots.map((slot) => toLocalSlotTimes(slot.startsAt, slot.endsAt, timeZone).startTime);
const holesMs = (slots: GeneratedSlot[]) => slots.slice(1).map((slot, i) => slot.startsAt.getTime() - (slots[i]?.endsAt.getTime() ?? NaN));

describe("slot hours", () => {
  it("defaults to 09:00–18:00 in 30-minute slots, in the tenant's zone", () => {
    const slots = range("2026-03-10", "2026-03-10");
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ startsAt: new Date("2026-03-10T06:00:00Z"), endsAt: new Date("2026-03-10T06:30:00Z") });
    expect(slots.at(-1)?.endsAt).toEqual(new Date("2026-03-10T15:00:00Z"));
    expect(localStarts(slots, MOSCOW)).toEqual(
      Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`),
    );
    expect(holesMs(slots).every((hole) => hole === 0)).toBe(true);
  });

  it("honours custom hours on the half-hour grid", () => {
    expect(localStarts(range("2026-03-10", "2026-03-10", { startTime: "10:00", endTime: "12:00" }), MOSCOW)).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("refuses hours off the half-hour grid with TIME_OFF_GRID, naming the field", () => {
    for (const [startTime, endTime, field] of [
      ["10:15", "12:00", "startTime"],
      ["09:00", "17:45", "endTime"],
      ["09:01", "10:00", "startTime"],
    ] as const) {
      expect(() => range("2026-03-10", "2026-03-10", { startTime, endTime }), `${startTime}-${endTime}`).toThrow(
        expect.objectContaining({ code: "TIME_OFF_GRID", status: 400, details: expect.objectContaining({ field }) }),
      );
    }
  });

  it("runs to midnight when the end is 24:00", () => {
    const slots = range("2026-03-10", "2026-03-10", { startTime: "23:00", endTime: "24:00" });
    expect(slots.map((s) => toLocalSlotTimes(s.startsAt, s.endsAt, MOSCOW))).toEqual([
      { date: "2026-03-10", startTime: "23:00", endTime: "23:30" },
      { date: "2026-03-10", startTime: "23:30", endTime: "24:00" },
    ]);
  });

  it("refuses hours that cannot hold one slot with DATE_RANGE_INVALID", () => {
    for (const [startTime, endTime] of [
      ["10:00", "10:00"],
      ["12:00", "10:00"],
      ["09:30", "09:00"],
    ] as const) {
      expect(() => range("2026-03-10", "2026-03-10", { startTime, endTime }), `${startTime}-${endTime}`).toThrow(
        expect.objectContaining({ code: "DATE_RANGE_INVALID", details: expect.objectContaining({ field: "endTime" }) }),
      );
    }
  });

  it("refuses malformed times with VALIDATION_ERROR", () => {
    for (const [startTime, endTime] of [
      ["9:00", "18:00"],
      ["24:00", "24:00"],
      ["09:00", "18:61"],
    ] as const) {
      expect(() => range("2026-03-10", "2026-03-10", { startTime, endTime })).toThrow(
        expect.objectContaining({ code: "VALIDATION_ERROR" }),
      );
    }
  });
});

describe("range mode", () => {
  it("expands a range into its days, in order", () => {
    const slots = range("2026-03-10", "2026-03-12");
    expect(slots).toHaveLength(54);
    expect(new Set(slots.map((s) => instantToLocal(s.startsAt, MOSCOW).date))).toEqual(new Set(["2026-03-10", "2026-03-11", "2026-03-12"]));
    expect(slots.every((s, i) => i === 0 || s.startsAt > (slots[i - 1]?.startsAt ?? s.startsAt))).toBe(true);
  });

  it("refuses an end before the start with DATE_RANGE_INVALID", () => {
    expect(() => range("2026-03-12", "2026-03-10")).toThrow(expect.objectContaining({ code: "DATE_RANGE_INVALID" }));
  });

  it("refuses a start before today in the tenant's zone with DATE_IN_PAST", () => {
    const now = new Date("2026-03-01T22:30:00Z"); // already 2 March in Moscow, still 1 March in New York
    expect(() => range("2026-03-01", "2026-03-02", { now })).toThrow(expect.objectContaining({ code: "DATE_IN_PAST" }));
    expect(generateSlotsForRange({ timeZone: NY, now, startDate: "2026-03-02", endDate: "2026-03-02" })).toHaveLength(18);
    expect(() => generateSlotsForRange({ timeZone: NY, now, startDate: "2026-02-28", endDate: "2026-03-02" })).toThrow(
      expect.objectContaining({ code: "DATE_IN_PAST" }),
    );
  });

  it("allows today but drops the slots that have already started", () => {
    const now = new Date("2026-03-01T09:10:00Z"); // 12:10 in Moscow
    const starts = localStarts(range("2026-03-01", "2026-03-01", { now }), MOSCOW);
    expect(starts[0]).toBe("12:30");
    expect(starts).toHaveLength(11);
    // A slot starting exactly now is past too.
    expect(localStarts(range("2026-03-01", "2026-03-01", { now: new Date("2026-03-01T09:30:00Z") }), MOSCOW)[0]).toBe("13:00");
  });

  it("reaches exactly 60 days ahead and no further (DATE_RANGE_TOO_LONG)", () => {
    expect(range("2026-04-30", "2026-04-30")).toHaveLength(18); // 2026-03-01 + 60 days
    expect(() => range("2026-03-01", "2026-05-01")).toThrow(expect.objectContaining({ code: "DATE_RANGE_TOO_LONG" }));
  });

  it("is deterministic", () => {
    expect(range("2026-03-10", "2026-04-20", { startTime: "08:00", endTime: "20:30" })).toEqual(
      range("2026-03-10", "2026-04-20", { startTime: "08:00", endTime: "20:30" }),
    );
  });
});

describe("individual-days mode", () => {
  const days = (dates: string[], now = NOW) => generateSlotsForDays({ timeZone: MOSCOW, now, dates });

  it("dedupes and sorts the picked days", () => {
    const slots = days(["2026-03-12", "2026-03-10", "2026-03-12"]);
    expect(slots).toEqual([...range("2026-03-10", "2026-03-10"), ...range("2026-03-12", "2026-03-12")]);
  });

  it("needs at least one day", () => {
    expect(() => days([])).toThrow(expect.objectContaining({ code: "VALIDATION_ERROR", details: { field: "dates" } }));
  });

  it("applies the same window rules to every picked day", () => {
    expect(() => days(["2026-03-10", "2026-02-28"])).toThrow(expect.objectContaining({ code: "DATE_IN_PAST" }));
    expect(() => days(["2026-03-10", "2026-05-01"])).toThrow(expect.objectContaining({ code: "DATE_RANGE_TOO_LONG" }));
    expect(() => days(["2026-03-10", "2026-3-11"])).toThrowError(AppError);
  });
});

describe("daylight saving time", () => {
  const ny = (startDate: string, endDate: string, startTime?: string, endTime?: string) =>
    generateSlotsForRange({ timeZone: NY, now: new Date(`${addDays(startDate, -1)}T12:00:00Z`), startDate, endDate, startTime, endTime });

  it("keeps the admin's wall-clock hours on a DST day", () => {
    // EST before, EDT after 2026-03-08: 09:00 local is 14:00Z, then 13:00Z.
    expect(ny("2026-03-07", "2026-03-07")[0]?.startsAt).toEqual(new Date("2026-03-07T14:00:00Z"));
    expect(ny("2026-03-08", "2026-03-08")[0]?.startsAt).toEqual(new Date("2026-03-08T13:00:00Z"));
    expect(localStarts(ny("2026-03-08", "2026-03-08"), NY)).toEqual(localStarts(ny("2026-03-07", "2026-03-07"), NY));
  });

  it("skips start times that do not exist on a spring-forward night, with no hole in real time", () => {
    const slots = ny("2026-03-08", "2026-03-08", "00:00", "06:00");
    expect(localStarts(slots, NY)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30", "05:00", "05:30"]);
    expect(holesMs(slots).every((hole) => hole === 0)).toBe(true);
  });

  it("gives a repeated fall-back time one slot, at its first occurrence", () => {
    const slots = ny("2026-11-01", "2026-11-01", "00:00", "03:00");
    expect(localStarts(slots, NY)).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"]);
    expect(slots[2]?.startsAt).toEqual(new Date("2026-11-01T05:00:00Z")); // 01:00 EDT, not EST
    expect(slots[3]?.startsAt).toEqual(new Date("2026-11-01T05:30:00Z"));
    // The second pass through 01:00–02:00 is a one-hour hole, never overlapping slots.
    expect(holesMs(slots)).toEqual([0, 0, 0, 60 * 60_000, 0]);
  });

  // Every 2026 transition of zones with unusual rules: whole days 00:00–24:00 around the change
  // form one back-to-back chain of 30-real-minute slots, except for the single hole a fall-back
  // leaves; a spring-forward day loses exactly the skipped slots.
  const zones = [
    NY,
    "Europe/London",
    "Australia/Lord_Howe",
    "America/Santiago",
    "Pacific/Chatham",
    "America/St_Johns",
    "Africa/Cairo",
    "America/Havana",
  ];
  const transitions = zones.flatMap((timeZone) =>
    tzScan(timeZone, { start: new Date("2026-01-01T00:00:00Z"), end: new Date("2027-01-01T00:00:00Z") }).map((change) => ({
      timeZone,
      ...change,
    })),
  );

  it("finds transitions to test", () => {
    expect(transitions.length).toBeGreaterThanOrEqual(2 * zones.length);
  });

  it.each(transitions)("$timeZone at $date (change $change min)", ({ timeZone, date, change }) => {
    const day = instantToLocal(date, timeZone).date;
    const now = new Date(date.getTime() - 3 * 86_400_000);
    const slots = generateSlotsForRange({
      timeZone,
      now,
      startDate: addDays(day, -1),
      endDate: addDays(day, 1),
      startTime: "00:00",
      endTime: "24:00",
    });
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === HALF_HOUR_MS)).toBe(true);
    const holes = holesMs(slots);
    expect(holes.every((hole) => hole >= 0)).toBe(true);
    expect(holes.filter((hole) => hole > 0)).toEqual(change < 0 ? [-change * 60_000] : []);
    const perDay = (d: string) => slots.filter((s) => instantToLocal(s.startsAt, timeZone).date === d);
    expect(perDay(day)).toHaveLength(48 - Math.max(change, 0) / 30);
    expect(perDay(addDays(day, -1))).toHaveLength(48);
    expect(perDay(addDays(day, 1))).toHaveLength(48);
    expect(new Set(localStarts(perDay(day), timeZone)).size).toBe(perDay(day).length);
  });
});
