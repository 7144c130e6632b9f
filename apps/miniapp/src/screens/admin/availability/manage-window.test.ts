import { describe, expect, it } from "vitest";
import type { AdminSlot } from "../admin-types.ts";
import { groupSlotsByDate, manageRange, shiftManageRange } from "./manage-window.ts";

const slot = (id: string, date: string, startTime: string, isBooked = false): AdminSlot => ({
  id,
  date,
  startTime,
  endTime: "",
  isBooked,
  bookingId: isBooked ? "b" : null,
});

describe("availability manage window", () => {
  it("shows 30 days and moves in steps of 30 days", () => {
    const range = manageRange("2026-11-22");
    expect(range).toEqual({ from: "2026-11-22", to: "2026-12-21" });
    expect(shiftManageRange(range, 1)).toEqual({ from: "2026-12-22", to: "2027-01-20" });
    expect(shiftManageRange(range, -1)).toEqual({ from: "2026-10-23", to: "2026-11-21" });
  });

  it("groups slots by date in date and time order, counting the unbooked ones", () => {
    const days = groupSlotsByDate([
      slot("c", "2026-11-24", "09:00"),
      slot("b", "2026-11-23", "10:00", true),
      slot("a", "2026-11-23", "09:30"),
    ]);
    expect(days.map((day) => [day.date, day.slots.map((s) => s.id), day.unbooked])).toEqual([
      ["2026-11-23", ["a", "b"], 1],
      ["2026-11-24", ["c"], 1],
    ]);
  });
});
