// POST /bookings: a customer books a service at a slot.
//   1. read the service and the slots from the start over its duration (in parallel) and decide
//      which slots the booking holds (advisory: explains refusals, picks the ids);
//   2. write the PENDING booking, its slots, its history row and a first-time customer's
//      membership in ONE conditional statement (booking-sql.ts insertHeldBooking): either every
//      slot was free and all of it is written, or nothing is and the answer is 409 SLOT_TAKEN;
//   3. plans with a monthly limit run step 2 inside a short transaction that first locks the
//      tenant row and counts this local month's bookings, so concurrent bookings cannot overshoot.
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { insertHeldBooking, lockTenantForBookingCount, slotsFromStart, type NewBooking } from "./booking-sql.ts";
import { inBookingTransaction, mapConflicts, type ScopedTx } from "./booking-transaction.ts";
import { displayName, type BookingView } from "./booking-view.ts";
import { coveringSlots } from "./covering-slots.ts";
import { localMonthWindow } from "./local-time.ts";
import { fromMinorUnits } from "./money.ts";
import { assertCanBook } from "./plan-limits.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";
import { uuidV7 } from "./uuid-v7.ts";
import { recordBookingEvent } from "../notifications/booking-events.ts";

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

async function assertMonthlyLimit(tx: ScopedTx, tenant: BookingTenant, now: Date): Promise<void> {
  const plan = ((await lockTenantForBookingCount(tx, tenant.id)) ?? tenant.plan) as PlanName;
  const month = localMonthWindow(now, tenant.timeZone);
  const bookingsThisMonth = await tx.booking.count({
    where: { status: { not: "CANCELLED" }, createdAt: { gte: month.start, lt: month.end } },
  });
  assertCanBook(plan, bookingsThisMonth);
}

export async function createBooking(db: ScopedDb, request: CreateBookingRequest): Promise<BookingView> {
  const { tenant, user, now } = request;
  const [service, window] = await Promise.all([
    findBookableService(db, request.serviceId),
    slotsFromStart(db, tenant.id, request.slotId, request.serviceId),
  ]);
  const slots = coveringSlots(window, { startSlotId: request.slotId, durationMinutes: service.durationMinutes, now });
  const booking: NewBooking = {
    id: uuidV7(now.getTime()),
    tenantId: tenant.id,
    userId: user.id,
    serviceId: service.id,
    startsAt: slots[0]!.startsAt,
    endsAt: slots.at(-1)!.endsAt,
    priceMinor: service.priceMinor,
    currency: tenant.currency,
    createdAt: now,
    historyId: uuidV7(now.getTime()),
    membershipId: request.isMember ? null : uuidV7(now.getTime()),
    slotIds: slots.map((slot) => slot.id),
  };
  // Unlimited plans need no lock and no transaction: the statement is atomic on its own.
  const held = planLimits(tenant.plan).maxBookingsPerMonth === null
    ? await mapConflicts("SLOT_TAKEN", () => insertHeldBooking(db, booking))
    : await inBookingTransaction(db, async (tx) => {
      await assertMonthlyLimit(tx, tenant, now);
      return insertHeldBooking(tx, booking);
    });
  if (held !== slots.length) throw new AppError("SLOT_TAKEN");
  await recordBookingEvent(db, { kind: "created", tenantId: tenant.id, bookingId: booking.id, status: "PENDING", startsAt: booking.startsAt });

  return {
    id: booking.id,
    serviceId: service.id,
    serviceName: service.name,
    userId: user.id,
    userName: displayName(user),
    ...createSlotTimesFormatter(tenant.timeZone)(booking.startsAt, booking.endsAt),
    status: "PENDING",
    createdAt: now.toISOString(),
    price: fromMinorUnits(service.priceMinor),
    currency: tenant.currency,
    cancelReason: null,
  };
}
