// (i) The back office's week view (issue 15.2): GET /api/admin/bookings/calendar for seven local
// dates around today of a tenant with 10,000 past bookings and the booking window's slots (every
// 7th booked), as its owner; compared with one hand-written pg query returning the same experts,
// bookings (with service and client names) and free slots with their local date and times.
import pg from "pg";
import type { Db } from "@booking/db";
import { addDays, createSession, localDateRangeToInstants, todayInZone } from "@booking/core";
import { timeInterleaved } from "./available.ts";
import { analyze, seedCustomers, seedFutureBookings, seedPastBookings, seedService, seedTenant, seedWindowSlots } from "./seed.ts";
import type { Send } from "./transport.ts";

export interface WeekViewResult {
  bookingsInTenant: number;
  bookingsInWeek: number;
  freeSlotsInWeek: number;
  endpoint: { p50Ms: number; p95Ms: number };
  handWrittenQuery: { p50Ms: number; p95Ms: number };
  ratioP50: number;
  ratioP95: number;
}

const HAND_WRITTEN = `
  SELECT 'expert' AS kind, e.id, NULL AS date, NULL AS "startTime", NULL AS "endTime", e.name AS label, NULL AS status
  FROM "Expert" e WHERE e."tenantId" = $1
  UNION ALL
  SELECT 'booking', b.id, to_char(b."startsAt" AT TIME ZONE $4, 'YYYY-MM-DD'), to_char(b."startsAt" AT TIME ZONE $4, 'HH24:MI'),
    to_char(b."endsAt" AT TIME ZONE $4, 'HH24:MI'), s.name || ' ' || u."firstName" || coalesce(' ' || u."lastName", ''), b.status::text
  FROM "Booking" b JOIN "Service" s ON s.id = b."serviceId" JOIN "User" u ON u.id = b."userId"
  WHERE b."tenantId" = $1 AND b."startsAt" >= $2 AND b."startsAt" < $3
  UNION ALL
  SELECT 'free', sl.id, to_char(sl."startsAt" AT TIME ZONE $4, 'YYYY-MM-DD'), to_char(sl."startsAt" AT TIME ZONE $4, 'HH24:MI'),
    to_char(sl."endsAt" AT TIME ZONE $4, 'HH24:MI'), NULL, NULL
  FROM "Slot" sl
  WHERE sl."tenantId" = $1 AND sl."startsAt" >= $2 AND sl."startsAt" < $3 AND sl."startsAt" > now() AND sl."bookingId" IS NULL`;

export async function benchWeekView(db: Db, url: string, send: Send): Promise<WeekViewResult> {
  const tenant = await seedTenant(db, `bench-week-${Date.now().toString(36)}`);
  const service = await seedService(db, tenant, 30);
  const [client] = await seedCustomers(db, tenant, 1);
  const owner = await db.user.create({ data: { email: `bench-owner-${tenant.slug}@example.test`, firstName: "Owner", userType: "WEB" } });
  await db.membership.create({ data: { tenantId: tenant.id, userId: owner.id, role: "OWNER" } });
  const token = await createSession(db, owner.id);
  await seedPastBookings(db, tenant, client!.id, service, 10_000);
  await seedWindowSlots(db, tenant, "09:00", "17:30");
  await seedFutureBookings(db, tenant, client!.id, service, 7);
  await analyze(db);

  // Three days back (the busiest: a booking every 30 minutes) to three ahead (slots, some booked).
  const today = todayInZone(new Date(), tenant.timeZone);
  const [from, to] = [addDays(today, -3), addDays(today, 3)];
  const path = `/api/admin/bookings/calendar?from=${from}&to=${to}`;
  const headers = { "x-tenant": tenant.slug, authorization: `Bearer ${token}` };
  const { start, end } = localDateRangeToInstants(from, to, tenant.timeZone);
  const params = [tenant.id, start, end, tenant.timeZone];
  const client2 = new pg.Client({ connectionString: url });
  await client2.connect();
  try {
    const reply = await send("GET", path, headers);
    if (reply.status !== 200) throw new Error(`week view: ${reply.status} ${reply.body.slice(0, 300)}`);
    const week = JSON.parse(reply.body) as { experts: { id: string }[]; bookings: { id: string }[]; free: { id: string }[] };
    const rows = (await client2.query(HAND_WRITTEN, params)).rows as { kind: string; id: string }[];
    const ids = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => row.id)
        .sort()
        .join();
    const same =
      ids("expert") ===
        week.experts
          .map((e) => e.id)
          .sort()
          .join() &&
      ids("booking") ===
        week.bookings
          .map((b) => b.id)
          .sort()
          .join() &&
      ids("free") ===
        week.free
          .map((s) => s.id)
          .sort()
          .join();
    if (!same || week.bookings.length === 0 || week.free.length === 0) {
      throw new Error(`week view: endpoint ${week.bookings.length} bookings / ${week.free.length} free, hand-written ${rows.length} rows`);
    }
    const [endpoint, handWrittenQuery] = await timeInterleaved(
      () => send("GET", path, headers),
      () => client2.query(HAND_WRITTEN, params),
    );
    return {
      bookingsInTenant: await db.booking.count({ where: { tenantId: tenant.id } }),
      bookingsInWeek: week.bookings.length,
      freeSlotsInWeek: week.free.length,
      endpoint,
      handWrittenQuery,
      ratioP50: endpoint.p50Ms / handWrittenQuery.p50Ms,
      ratioP95: endpoint.p95Ms / handWrittenQuery.p95Ms,
    };
  } finally {
    await client2.end();
  }
}
