// GET /admin/stats (spec §2 Stats tab, §3 Stats): two aggregate queries, the arithmetic in
// stats.ts. The range is local dates in the tenant's zone, turned into instants once, so the edges
// are exact: a booking at 23:59 on `to` counts, one at 00:00 the day after does not.
import { MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertRangeWithin } from "./date-range.ts";
import { localDateRangeToInstants } from "./local-time.ts";
import { defaultStatsRange, summariseStats, type StatsSummary } from "./stats.ts";

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
  const [groups, newUsers] = await Promise.all([
    db.booking.groupBy({
      by: ["status"],
      where: { startsAt: { gte: start, lt: end }, ...(query.serviceId ? { serviceId: query.serviceId } : {}), ...(query.expertId ? { expertId: query.expertId } : {}) },
      _count: { _all: true },
      _sum: { priceMinor: true },
    }),
    db.membership.count({ where: { role: "CUSTOMER", createdAt: { gte: start, lt: end } } }),
  ]);
  const totals = groups.map((group) => ({
    status: group.status,
    count: group._count._all,
    priceMinorSum: Number(group._sum.priceMinor ?? 0),
  }));
  return { from, to, currency: tenant.currency, ...summariseStats(totals, newUsers) };
}
