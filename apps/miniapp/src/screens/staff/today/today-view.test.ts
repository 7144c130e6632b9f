import { describe, expect, it } from "vitest";
import { pendingBookings, splitByDay, type TodayBooking } from "./today-view.ts";

function booking(id: string, date: string, startTime: string, status: TodayBooking["status"] = "CONFIRMED"): TodayBooking {
  return { id, status, date, startTime, endTime: startTime, serviceId: "s", serviceName: "S", clientName: "C", noShow: false };
}

describe("Today's bookings (issue 26.2)", () => {
  const today = "2026-03-29";
  const list = [
    booking("late", today, "15:00"),
    booking("early", today, "09:30", "PENDING"),
    booking("gone", today, "11:00", "CANCELLED"),
    booking("yesterday", "2026-03-28", "10:00"),
    booking("tomorrow-b", "2026-03-30", "12:00"),
    booking("tomorrow-a", "2026-03-30", "08:00"),
    booking("week", "2026-04-04", "10:00"),
    booking("beyond", "2026-04-05", "10:00"),
  ];

  it("lists today's live bookings in time order, without cancelled or past days", () => {
    expect(splitByDay(list, today).today.map((b) => b.id)).toEqual(["early", "late"]);
  });

  it("groups the next six days by date, each in time order, and stops at the horizon", () => {
    const { nextDays } = splitByDay(list, today);
    expect(nextDays.map((day) => [day.date, day.bookings.map((b) => b.id)])).toEqual([
      ["2026-03-30", ["tomorrow-a", "tomorrow-b"]],
      ["2026-04-04", ["week"]],
    ]);
  });

  it("crosses a month end", () => {
    const end = [booking("a", "2026-02-01", "10:00"), booking("b", "2026-01-31", "10:00")];
    expect(splitByDay(end, "2026-01-31").nextDays.map((day) => day.date)).toEqual(["2026-02-01"]);
  });

  it("puts the pending bookings soonest first", () => {
    const pending = [
      booking("b", "2026-04-02", "09:00", "PENDING"),
      booking("a", "2026-03-30", "18:00", "PENDING"),
      booking("c", today, "10:00"),
    ];
    expect(pendingBookings(pending).map((b) => b.id)).toEqual(["a", "b"]);
  });
});
