// Bench data, written in bulk (generate_series) so seeding takes seconds, not minutes.
import type { PlanName } from "@booking/contracts";
import { prismaSql, type Db, type Service, type Tenant } from "@booking/db";
import { bookingWindow, createSession, defaultExpertId, generateSlotsForRange } from "@booking/core";

export interface BenchUser {
  id: string;
  token: string;
}

export async function seedTenant(db: Db, slug: string, plan: PlanName = "PROFESSIONAL", timeZone = "Europe/Moscow"): Promise<Tenant> {
  // Bench clients hold many open bookings each: no pending cap (it is one more condition in the same statement).
  return db.tenant.create({ data: { slug, displayName: `Bench ${slug}`, plan, timeZone, maxPendingPerCustomer: 0 } });
}

export async function seedService(
  db: Db,
  tenant: Tenant,
  durationMinutes: number,
  name = `Service ${durationMinutes} min`,
): Promise<Service> {
  return db.service.create({ data: { tenantId: tenant.id, name, description: "Bench service", priceMinor: 2500, durationMinutes } });
}

export async function seedCustomers(db: Db, tenant: Tenant, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await db.user.create({
      data: { email: `bench-${tenant.slug}-${i}@example.test`, firstName: `Client ${i}`, userType: "WEB" },
    });
    await db.membership.create({ data: { tenantId: tenant.id, userId: user.id, role: "CUSTOMER" } });
    users.push({ id: user.id, token: await createSession(db, user.id) });
  }
  return users;
}

/** Slots over the whole booking window from tomorrow, `startTime`..`endTime` each day. Returns how many. */
export async function seedWindowSlots(db: Db, tenant: Tenant, startTime: string, endTime: string): Promise<number> {
  const window = bookingWindow(new Date(), tenant.timeZone);
  const slots = generateSlotsForRange({
    timeZone: tenant.timeZone,
    now: new Date(),
    startDate: window.from,
    endDate: window.to,
    startTime,
    endTime,
  }).filter((slot) => slot.startsAt.getTime() > Date.now() + 86_400_000);
  const expertId = await defaultExpertId(prismaSql(db), tenant.id);
  const { count } = await db.slot.createMany({
    data: slots.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })),
    skipDuplicates: true,
  });
  return count;
}

/** `count` PAID/CANCELLED bookings in the past (each on its own past slot), as a busy year leaves them. */
export async function seedPastBookings(db: Db, tenant: Tenant, userId: string, service: Service, count: number): Promise<void> {
  const expertId = await defaultExpertId(prismaSql(db), tenant.id);
  await db.$executeRaw`
    WITH times AS (
      SELECT date_trunc('hour', now()) - interval '2 days' - make_interval(mins => 30 * n) AS starts, n
      FROM generate_series(0, ${count - 1}::int) AS n
    ), made AS (
      INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", "expertId", status, "startsAt", "endsAt", "priceMinor", currency, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), ${tenant.id}::uuid, ${userId}::uuid, ${service.id}::uuid, ${expertId}::uuid,
        (CASE WHEN n % 10 = 0 THEN 'CANCELLED' ELSE 'PAID' END)::"BookingStatus",
        starts, starts + interval '30 minutes', 2500, 'USD', starts - interval '3 days', starts
      FROM times
      RETURNING id, status, "startsAt", "endsAt"
    )
    INSERT INTO "Slot" (id, "tenantId", "expertId", "startsAt", "endsAt", "isBooked", "bookingId")
    SELECT gen_random_uuid(), ${tenant.id}::uuid, ${expertId}::uuid, "startsAt", "endsAt", status <> 'CANCELLED', CASE WHEN status <> 'CANCELLED' THEN id END
    FROM made`;
}

/** Books every `every`-th future slot (PENDING), so fitting has holes to step around. */
export async function seedFutureBookings(db: Db, tenant: Tenant, userId: string, service: Service, every: number): Promise<number> {
  const expertId = await defaultExpertId(prismaSql(db), tenant.id);
  return db.$executeRaw`
    WITH picked AS (
      SELECT id, "startsAt", "endsAt" FROM (
        SELECT id, "startsAt", "endsAt", row_number() OVER (ORDER BY "startsAt") AS n
        FROM "Slot" WHERE "tenantId" = ${tenant.id}::uuid AND "startsAt" > now() AND "bookingId" IS NULL
      ) AS numbered WHERE n % ${every}::int = 0
    ), made AS (
      INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", "expertId", status, "startsAt", "endsAt", "priceMinor", currency, "updatedAt")
      SELECT gen_random_uuid(), ${tenant.id}::uuid, ${userId}::uuid, ${service.id}::uuid, ${expertId}::uuid, 'PENDING', "startsAt", "endsAt", 2500, 'USD', now()
      FROM picked
      RETURNING id, "startsAt"
    )
    UPDATE "Slot" AS s SET "isBooked" = true, "bookingId" = made.id
    FROM made WHERE s."tenantId" = ${tenant.id}::uuid AND s."startsAt" = made."startsAt"`;
}

/** Table statistics as autovacuum would leave them after a bulk load (the bench measures steady state). */
export async function analyze(db: Db): Promise<void> {
  await db.$executeRawUnsafe(
    `ANALYZE "Tenant"; ANALYZE "Service"; ANALYZE "Slot"; ANALYZE "Booking"; ANALYZE "Membership"; ANALYZE "Session"`,
  );
}
