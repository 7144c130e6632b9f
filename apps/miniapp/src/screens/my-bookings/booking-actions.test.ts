import { describe, expect, it } from "vitest";
import { cancelAction, splitBookings, wallClock } from "./booking-actions.ts";

describe("customer actions on a booking (spec §4)", () => {
  it("cancels only PENDING; other live statuses point to the administrator", () => {
    expect(cancelAction("PENDING")).toBe("cancel");
    expect(cancelAction("CONFIRMED")).toBe("contactAdmin");
    expect(cancelAction("PAID")).toBe("contactAdmin");
    expect(cancelAction("CANCELLED")).toBe("none");
  });
});

describe("upcoming and past bookings (issue 14.5)", () => {
  // 12:00 UTC = 15:00 in Moscow.
  const NOW = new Date("2026-11-22T12:00:00Z");
  const booking = (
    id: string,
    date: string,
    startTime: string,
    endTime: string,
    status: "PENDING" | "CONFIRMED" | "CANCELLED" = "CONFIRMED",
  ) => ({ id, date, startTime, endTime, status });

  it("reads the tenant's wall clock", () => {
    expect(wallClock("Europe/Moscow", NOW)).toEqual({ date: "2026-11-22", time: "15:00" });
    expect(wallClock("America/New_York", NOW)).toEqual({ date: "2026-11-22", time: "07:00" });
  });

  it("splits by the tenant's clock: not over and not cancelled is upcoming, soonest first; the rest latest first", () => {
    const items = [
      booking("tomorrow", "2026-11-23", "10:00", "11:00"),
      booking("later-today", "2026-11-22", "16:00", "17:00", "PENDING"),
      booking("ended-today", "2026-11-22", "14:00", "15:00"),
      booking("yesterday", "2026-11-21", "10:00", "11:00"),
      booking("cancelled-future", "2026-11-25", "10:00", "11:00", "CANCELLED"),
    ];
    const { upcoming, past } = splitBookings(items, "Europe/Moscow", NOW);
    expect(upcoming.map((item) => item.id)).toEqual(["later-today", "tomorrow"]);
    expect(past.map((item) => item.id)).toEqual(["cancelled-future", "ended-today", "yesterday"]);
    // In New York it is 07:00: the 14:00 booking has not ended there.
    expect(splitBookings(items, "America/New_York", NOW).upcoming.map((item) => item.id)).toEqual([
      "ended-today",
      "later-today",
      "tomorrow",
    ]);
  });
});
