// GET /admin/stats (spec §2 Stats tab, §3 Stats): two aggregate queries, the arithmetic in
// stats.ts. The range is local dates in the tenant's zone, turned into instants once, so the edges
// are exact: a booking at 23:59 on `to` counts, one at 00:00 the day after does not.
import { MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertRangeWithin } from "./date-range.ts";
import { localDateRangeToInstants } from "./local-time.ts";
import { defaultStatsRange, summariseStats, type StatsSummary } from "./stats.ts";
import { statsTrend, type StatsTrend } from "./stats-trend.ts";

export interface StatsQuery {
  from?: string;
  to?: string;
  serviceId?: string;
  expertId?: string;
}

export interface StatsAnswer extends StatsSummary {
  from: string;
  to: string;
  currency: string;
  trend: StatsTrend;
}

/**
 * Bookings count by their appointment (start) in the range, per stats.ts. newUsers: CUSTOMER
 * memberships created in the range (people who joined this tenant); it does not depend on the
 * service filter, since joining a tenant is not tied to a service.
 */
export async function queryStats(
  db: ScopedDb,
  query: StatsQuery,
  tenant: { timeZone: string; currency: string },
  now: Date,
): Promise<StatsAnswer> {
  const defaults = defaultStatsRange(now, tenant.timeZone);
  const from = query.from ?? defaults.from;
  const to = query.to ?? defaults.to;
  assertRangeWithin(from, to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(from, to, tenant.timeZone);
  const bookingsWhere = {
    startsAt: { gte: start, lt: end },
    ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    ...(query.expertId ? { expertId: query.expertId } : {}),
  };
  const joinedWhere = { role: "CUSTOMER" as const, createdAt: { gte: start, lt: end } };
  // The trend buckets by the tenant's local date, so it reads the few columns it needs per row
  // (the range is at most MAX_QUERY_RANGE_DAYS) rather than grouping in SQL by a zone-shifted date.
  const [groups, newUsers, rows, joined] = await Promise.all([
    db.booking.groupBy({ by: ["status"], where: bookingsWhere, _count: { _all: true }, _sum: { priceMinor: true } }),
    db.membership.count({ where: joinedWhere }),
    db.booking.findMany({ where: bookingsWhere, select: { startsAt: true, status: true, priceMinor: true } }),
    db.membership.findMany({ where: joinedWhere, select: { createdAt: true } }),
  ]);
  const totals = groups.map((group) => ({
    status: group.status,
    count: group._count._all,
    priceMinorSum: Number(group._sum.priceMinor ?? 0),
  }));
  const trend = statsTrend(
    rows,
    joined.map((member) => member.createdAt),
    { from, to },
    tenant.timeZone,
  );
  return { from, to, currency: tenant.currency, ...summariseStats(totals, newUsers), trend };
}
