import { describe, expect, it } from "vitest";
import { datesFrom, freeRanges, hasStarted, weekStart } from "./desk-booking.ts";

describe("desk calendar helpers", () => {
  it("merges consecutive free slots into ranges", () => {
    const slots = [
      ["09:00", "09:30"],
      ["09:30", "10:00"],
      ["11:00", "11:30"],
      ["11:30", "12:00"],
      ["13:00", "13:30"],
    ];
    expect(freeRanges(slots.map(([startTime, endTime]) => ({ startTime: startTime!, endTime: endTime! })))).toEqual([
      { from: "09:00", to: "10:00" },
      { from: "11:00", to: "12:00" },
      { from: "13:00", to: "13:30" },
    ]);
    expect(freeRanges([])).toEqual([]);
  });

  it("starts weeks on Monday, across months and years", () => {
    expect(weekStart("2026-11-25")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
    expect(datesFrom("2026-12-28", 7)).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("knows when an appointment has begun", () => {
    expect(hasStarted({ date: "2026-11-24", startTime: "23:00" }, "2026-11-25", "08:00")).toBe(true);
    expect(hasStarted({ date: "2026-11-25", startTime: "08:00" }, "2026-11-25", "08:00")).toBe(true);
    expect(hasStarted({ date: "2026-11-25", startTime: "08:30" }, "2026-11-25", "08:00")).toBe(false);
    expect(hasStarted({ date: "2026-11-26", startTime: "00:00" }, "2026-11-25", "23:59")).toBe(false);
  });
});
