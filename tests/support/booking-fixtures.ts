// Booking-domain rows for tests (booking suites, the tenant-isolation suite): services, slots and
// bookings written straight to the database, so a test can set up any state, then act via HTTP.
import { prismaSql, type Booking, type Db, type Service, type Slot, type Tenant, type User } from "@booking/db";
import type { BookingStatus } from "@booking/core";
import { addDays, defaultExpertId, generateSlotsForDays, todayInZone } from "@booking/core";

/** The tenant's local date `days` from today (slots on it are bookable when days ≥ 1). */
export function localDate(tenant: Pick<Tenant, "timeZone">, days: number, now = new Date()): string {
  return addDays(todayInZone(now, tenant.timeZone), days);
}

export async function createService(
  db: Db,
  tenant: Tenant,
  data: { name?: string; durationMinutes?: number; priceMinor?: number; isActive?: boolean; archivedAt?: Date } = {},
): Promise<Service> {
  return db.service.create({
    data: {
      tenantId: tenant.id,
      name: data.name ?? "Consultation",
      description: "A test service",
      priceMinor: data.priceMinor ?? 2500,
      durationMinutes: data.durationMinutes ?? 30,
      isActive: data.isActive ?? true,
      archivedAt: data.archivedAt ?? null,
    },
  });
}

/** The id of the tenant's default expert (the one every slot the API creates belongs to). */
export function defaultExpert(db: Db, tenant: Pick<Tenant, "id">): Promise<string> {
  return defaultExpertId(prismaSql(db), tenant.id);
}

/** One slot of the default expert at `startsAt` (any instant, past or beyond the window), 30 minutes unless `endsAt`. */
export async function createSlotAt(
  db: Db,
  tenant: Pick<Tenant, "id">,
  startsAt: Date,
  endsAt = new Date(startsAt.getTime() + 30 * 60_000),
): Promise<Slot> {
  return db.slot.create({ data: { tenantId: tenant.id, expertId: await defaultExpert(db, tenant), startsAt, endsAt } });
}

/** 30-minute slots on the given local dates (default hours 09:00-18:00), as the admin would create them. */
export async function createSlots(
  db: Db,
  tenant: Tenant,
  data: { dates: string[]; startTime?: string; endTime?: string },
): Promise<Slot[]> {
  const generated = generateSlotsForDays({ ...data, timeZone: tenant.timeZone, now: new Date() });
  const expertId = await defaultExpert(db, tenant);
  await db.slot.createMany({ data: generated.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })), skipDuplicates: true });
  return db.slot.findMany({
    where: { tenantId: tenant.id, startsAt: { in: generated.map((slot) => slot.startsAt) } },
    orderBy: { startsAt: "asc" },
  });
}

/**
 * A booking holding `slots` (consecutive, in order), with its first history row. A CANCELLED
 * booking holds nothing. Throws when a slot is already held, like the real engine would refuse.
 */
export async function createBookingRow(
  db: Db,
  data: { tenant: Tenant; user: User; service: Service; slots: Slot[]; status?: BookingStatus; createdAt?: Date },
): Promise<Booking> {
  const { tenant, user, service, slots } = data;
  const status = data.status ?? "PENDING";
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) throw new Error("createBookingRow needs at least one slot");
  return db.$transaction(async (tx) => {
    const booking = await tx.booking.create({
      data: {
        tenantId: tenant.id,
        userId: user.id,
        serviceId: service.id,
        expertId: first.expertId,
        status,
        startsAt: first.startsAt,
        endsAt: last.endsAt,
        priceMinor: service.priceMinor,
        currency: tenant.currency,
        ...(data.createdAt ? { createdAt: data.createdAt } : {}),
      },
    });
    if (status !== "CANCELLED") {
      const { count } = await tx.slot.updateMany({
        where: { tenantId: tenant.id, id: { in: slots.map((slot) => slot.id) }, bookingId: null },
        data: { bookingId: booking.id, isBooked: true },
      });
      if (count !== slots.length) throw new Error("createBookingRow: a slot is already held");
    }
    await tx.bookingStatusChange.create({
      data: { tenantId: tenant.id, bookingId: booking.id, fromStatus: null, toStatus: status, changedById: user.id },
    });
    return booking;
  });
}
