// The arithmetic of the admin Stats tab (spec §2 Stats tab, §3 Stats). The database layer selects
// and groups; this turns the groups into the spec's cards. Decisions, since the spec names the
// cards but not their definitions:
// - which bookings: those whose START lies in the range (the range is local dates, see
//   localDateRangeToInstants), so "bookings in March" means appointments in March;
// - totalBookings counts every status, CANCELLED included: it is the demand the tenant received,
//   and the confirmed/paid cards show how much of it held;
// - confirmedBookings counts CONFIRMED only (confirmed, awaiting payment, as on the Confirmations
//   tab); a PAID booking is counted in paidBookings, never in both;
// - totalRevenue is the sum of PAID bookings' prices, in major units like every API price; the
//   sum runs on integer minor units so there is no float drift however many bookings;
// - newUsers is passed through: who counts as new (joined the tenant in the range) is a query.
import { STATS_DEFAULT_RANGE_DAYS } from "@booking/contracts";
import { addDays } from "@booking/contracts/civil-date";
import { todayInZone } from "./local-time.ts";
import { fromMinorUnits } from "./money.ts";
import type { BookingStatus } from "./status.ts";

/** One group of bookings by status, e.g. a row of `groupBy status` with count and price sum. */
export interface StatusTotals {
  status: BookingStatus;
  count: number;
  /** Sum of the bookings' prices in minor units (the price recorded on each booking). */
  priceMinorSum: number;
}

/** Spec §3 Stats. */
export interface StatsSummary {
  totalBookings: number;
  confirmedBookings: number;
  paidBookings: number;
  newUsers: number;
  /** Major units. */
  totalRevenue: number;
}

/** Groups may repeat a status (e.g. one row per booking with count 1); they are added up. */
export function summariseStats(groups: readonly StatusTotals[], newUsers: number): StatsSummary {
  let totalBookings = 0;
  let confirmedBookings = 0;
  let paidBookings = 0;
  let revenueMinor = 0;
  for (const group of groups) {
    totalBookings += group.count;
    if (group.status === "CONFIRMED") confirmedBookings += group.count;
    if (group.status === "PAID") {
      paidBookings += group.count;
      revenueMinor += group.priceMinorSum;
    }
  }
  return { totalBookings, confirmedBookings, paidBookings, newUsers, totalRevenue: fromMinorUnits(revenueMinor) };
}

/**
 * Spec §2/§9: the default range is the last 30 days up to today, read as 30 calendar days with
 * today as the last one (today − 29 .. today), in the tenant's zone.
 */
export function defaultStatsRange(now: Date, timeZone: string): { from: string; to: string } {
  const today = todayInZone(now, timeZone);
  return { from: addDays(today, 1 - STATS_DEFAULT_RANGE_DAYS), to: today };
}
