import { describe, expect, it } from "vitest";
import { clockMinutes, freeRuns, hourBounds, placeInColumn, wallClock } from "./grid-layout.ts";

const item = (startTime: string, endTime: string, id = startTime) => ({ id, startTime, endTime });

describe("calendar grid geometry", () => {
  it("reads clock times, 24:00 being the next midnight", () => {
    expect([clockMinutes("00:00"), clockMinutes("09:30"), clockMinutes("24:00")]).toEqual([0, 570, 1440]);
  });

  it("spans at least the default working day, widened to whole hours around every item", () => {
    expect(hourBounds([])).toEqual({ from: 9, to: 18 });
    expect(hourBounds([item("10:00", "11:00")])).toEqual({ from: 9, to: 18 });
    expect(hourBounds([item("07:30", "08:00"), item("20:00", "20:15")])).toEqual({ from: 7, to: 21 });
    expect(hourBounds([item("23:30", "24:00")])).toEqual({ from: 9, to: 24 });
    // A block written across a DST change ("01:30–01:00") still gets its half hour.
    expect(hourBounds([item("01:30", "01:00")])).toEqual({ from: 1, to: 18 });
  });

  it("sizes blocks by duration from the first hour and puts overlapping ones side by side", () => {
    const placed = placeInColumn(
      [item("10:00", "11:00", "a"), item("10:30", "11:30", "b"), item("11:00", "12:00", "c"), item("13:00", "13:30", "d")],
      9,
    );
    const view = placed.map((p) => [p.item.id, p.top, p.height, p.lane, p.lanes]);
    expect(view).toEqual([
      // a, b and c form one cluster of two lanes: c reuses a's lane once a has ended.
      ["a", 60, 60, 0, 2],
      ["b", 90, 60, 1, 2],
      ["c", 120, 60, 0, 2],
      // d overlaps nothing: the full width.
      ["d", 240, 30, 0, 1],
    ]);
  });

  it("joins adjacent free slots into runs", () => {
    const runs = freeRuns([item("10:30", "11:00"), item("10:00", "10:30"), item("12:00", "12:30")]);
    expect(runs.map((run) => [run.startTime, run.endTime, run.slots.length])).toEqual([
      ["10:00", "11:00", 2],
      ["12:00", "12:30", 1],
    ]);
  });

  it("reads the wall clock in the tenant's zone, not the device's", () => {
    const instant = new Date("2026-11-30T21:30:00Z");
    expect(wallClock("Europe/Moscow", instant)).toEqual({ date: "2026-12-01", minutes: 30 });
    expect(wallClock("America/New_York", instant)).toEqual({ date: "2026-11-30", minutes: 16 * 60 + 30 });
  });
});
