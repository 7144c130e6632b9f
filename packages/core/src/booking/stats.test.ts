import { describe, expect, it } from "vitest";
import { toMinorUnits } from "./money.ts";
import { defaultStatsRange, summariseStats } from "./stats.ts";

describe("summariseStats", () => {
  it("counts every status in the total, CONFIRMED and PAID apart, and revenue from PAID only", () => {
    const summary = summariseStats(
      [
        { status: "PENDING", count: 4, priceMinorSum: 4000 },
        { status: "CONFIRMED", count: 3, priceMinorSum: 5997 },
        { status: "PAID", count: 2, priceMinorSum: 3998 },
        { status: "CANCELLED", count: 1, priceMinorSum: 1999 },
      ],
      7,
    );
    expect(summary).toEqual({ totalBookings: 10, confirmedBookings: 3, paidBookings: 2, newUsers: 7, totalRevenue: 39.98 });
  });

  it("adds up repeated statuses, e.g. one row per booking", () => {
    const rows = [0.1, 0.2, 19.99, 9.99].map((price) => ({ status: "PAID" as const, count: 1, priceMinorSum: toMinorUnits(price) }));
    // 0.1 + 0.2 + 19.99 + 9.99 in floats is 30.279999999999998; in cents it is exact.
    expect(summariseStats(rows, 0)).toMatchObject({ totalBookings: 4, paidBookings: 4, totalRevenue: 30.28 });
  });

  it("is all zeros for an empty range", () => {
    expect(summariseStats([], 0)).toEqual({ totalBookings: 0, confirmedBookings: 0, paidBookings: 0, newUsers: 0, totalRevenue: 0 });
  });
});

describe("defaultStatsRange", () => {
  it("is the 30 days ending today in the tenant's zone", () => {
    const now = new Date("2026-03-01T22:30:00Z");
    expect(defaultStatsRange(now, "Europe/Moscow")).toEqual({ from: "2026-02-01", to: "2026-03-02" });
    expect(defaultStatsRange(now, "America/New_York")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });
});
