// POST /bookings: a customer books a service at a slot. One short transaction:
//   1. limited plans only: lock the tenant row, count this local month's bookings, check the limit;
//   2. a first booking in this tenant makes the user a CUSTOMER member;
//   3. insert the PENDING booking;
//   4. hold its slots with one conditional UPDATE and check the row count (holdSlots), else roll
//      back with SLOT_TAKEN: a lost race is a 409, and the booking row of step 3 never existed;
//   5. record the PENDING status in the history.
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { holdSlots, lockTenantForBookingCount } from "./booking-sql.ts";
import { inBookingTransaction, type ScopedTx } from "./booking-transaction.ts";
import { displayName, type BookingView } from "./booking-view.ts";
import { findCoveringSlots } from "./covering-slots.ts";
import { localMonthWindow } from "./local-time.ts";
import { fromMinorUnits } from "./money.ts";
import { assertCanBook } from "./plan-limits.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";

export type BookingTenant = Pick<Tenant, "id" | "timeZone" | "plan" | "currency">;

export interface CreateBookingRequest {
  tenant: BookingTenant;
  user: { id: string; firstName: string; lastName: string | null };
  /** Whether the user is already a member of the tenant (any role). */
  isMember: boolean;
  serviceId: string;
  slotId: string;
  now: Date;
}

export async function findBookableService(db: ScopedDb, serviceId: string) {
  const service = await db.service.findUnique({
    where: { id: serviceId },
    select: { id: true, name: true, priceMinor: true, durationMinutes: true, isActive: true, archivedAt: true },
  });
  if (!service || service.archivedAt) throw new AppError("SERVICE_NOT_FOUND");
  if (!service.isActive) throw new AppError("SERVICE_INACTIVE");
  return service;
}

/** Step 1; unlimited plans skip the lock, so their bookings never queue behind each other. */
async function assertMonthlyLimit(tx: ScopedTx, tenant: BookingTenant, now: Date): Promise<void> {
  if (planLimits(tenant.plan).maxBookingsPerMonth === null) return;
  const plan = ((await lockTenantForBookingCount(tx, tenant.id)) ?? tenant.plan) as PlanName;
  const month = localMonthWindow(now, tenant.timeZone);
  const bookingsThisMonth = await tx.booking.count({
    where: { status: { not: "CANCELLED" }, createdAt: { gte: month.start, lt: month.end } },
  });
  assertCanBook(plan, bookingsThisMonth);
}

export async function createBooking(db: ScopedDb, request: CreateBookingRequest): Promise<BookingView> {
  const { tenant, user, now } = request;
  const service = await findBookableService(db, request.serviceId);
  const slots = await findCoveringSlots(db, { startSlotId: request.slotId, durationMinutes: service.durationMinutes, now });
  const startsAt = slots[0]!.startsAt;
  const endsAt = slots.at(-1)!.endsAt;

  const booking = await inBookingTransaction(db, async (tx) => {
    await assertMonthlyLimit(tx, tenant, now);
    if (!request.isMember) {
      // ON CONFLICT DO NOTHING: a concurrent first booking of the same user is not an error.
      await tx.membership.createMany({ data: [{ tenantId: tenant.id, userId: user.id, role: "CUSTOMER" }], skipDuplicates: true });
    }
    const created = await tx.booking.create({
      data: { tenantId: tenant.id, userId: user.id, serviceId: service.id, startsAt, endsAt, priceMinor: service.priceMinor, currency: tenant.currency },
      select: { id: true, createdAt: true },
    });
    const held = await holdSlots(tx, tenant.id, created.id, slots.map((slot) => slot.id));
    if (held !== slots.length) throw new AppError("SLOT_TAKEN");
    await tx.bookingStatusChange.create({
      data: { tenantId: tenant.id, bookingId: created.id, fromStatus: null, toStatus: "PENDING", changedById: user.id },
      select: { id: true },
    });
    return created;
  });

  return {
    id: booking.id,
    serviceId: service.id,
    serviceName: service.name,
    userId: user.id,
    userName: displayName(user),
    ...createSlotTimesFormatter(tenant.timeZone)(startsAt, endsAt),
    status: "PENDING",
    createdAt: booking.createdAt.toISOString(),
    price: fromMinorUnits(service.priceMinor),
    currency: tenant.currency,
    cancelReason: null,
  };
}
