// Issue 15.4: the stats tab's trends. Bookings (every status, like the total card) and paid revenue
// per day or week by appointment date, and new clients (customers who joined the tenant) by the day
// they joined. A range longer than TREND_DAILY_MAX_DAYS is drawn in weeks, so no chart is hundreds
// of hairline bars; a week bucket starts at `from` and every 7 days after (the last may be shorter).
import { addDays, daysBetween } from "@booking/contracts/civil-date";
import { instantToLocal } from "./local-time.ts";
import { fromMinorUnits } from "./money.ts";
import type { BookingStatus } from "./status.ts";

export const TREND_DAILY_MAX_DAYS = 31;

export interface TrendPoint {
  /** The bucket's first local date. */
  start: string;
  bookings: number;
  /** Paid bookings' prices, major units. */
  revenue: number;
  newClients: number;
}

export interface StatsTrend {
  bucket: "day" | "week";
  points: TrendPoint[];
}

export function statsTrend(
  bookings: ReadonlyArray<{ startsAt: Date; status: BookingStatus; priceMinor: number }>,
  joinedAt: readonly Date[],
  range: { from: string; to: string },
  timeZone: string,
): StatsTrend {
  const days = daysBetween(range.from, range.to) + 1;
  const bucket = days > TREND_DAILY_MAX_DAYS ? "week" : "day";
  const size = bucket === "week" ? 7 : 1;
  const count = Math.ceil(days / size);
  const points = Array.from({ length: count }, (_, i) => ({
    start: addDays(range.from, i * size),
    bookings: 0,
    revenueMinor: 0,
    newClients: 0,
  }));
  const at = (instant: Date) => points[Math.floor(daysBetween(range.from, instantToLocal(instant, timeZone).date) / size)];
  for (const booking of bookings) {
    const point = at(booking.startsAt);
    if (!point) continue;
    point.bookings += 1;
    if (booking.status === "PAID") point.revenueMinor += booking.priceMinor;
  }
  for (const instant of joinedAt) {
    const point = at(instant);
    if (point) point.newClients += 1;
  }
  return { bucket, points: points.map(({ revenueMinor, ...point }) => ({ ...point, revenue: fromMinorUnits(revenueMinor) })) };
}
