// The tenant's booking policy: how many open (PENDING) bookings one customer may hold (issue 12.6),
// how long before its start a booking must be made (issue 15.3), and until when customers may cancel
// or move their own bookings themselves (issue 25.4, self-service.ts). Both are enforced by the
// booking statement itself (booking-sql.ts insertHeldBooking); the calendar offers only starts the
// notice allows.
import type { Tenant } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";

export interface BookingPolicy {
  /** 0 = no cap. */
  maxPendingPerCustomer: number;
  /** A customer's booking starts more than this many minutes from now. */
  minNoticeMinutes: number;
  /** Time kept free after each booking: a new booking keeps this far from the expert's others. */
  bufferMinutes: number;
  /** Self-service (issue 25.4): customers cancel their own booking up to this many hours before it starts; null = off (spec: PENDING only). */
  selfCancelHours: number | null;
  /** Customers move their own booking up to this many hours before it starts; null = off. */
  selfMoveHours: number | null;
}

type PolicyColumns = "maxPendingPerCustomer" | "minNoticeMinutes" | "bufferMinutes" | "selfCancelHours" | "selfMoveHours";

export function bookingPolicyOf(tenant: Pick<Tenant, PolicyColumns>): BookingPolicy {
  return {
    maxPendingPerCustomer: tenant.maxPendingPerCustomer,
    minNoticeMinutes: tenant.minNoticeMinutes,
    bufferMinutes: tenant.bufferMinutes,
    selfCancelHours: tenant.selfCancelHours,
    selfMoveHours: tenant.selfMoveHours,
  };
}

/** Applies the fields given; the others keep their value. */
export async function setBookingPolicy(db: PlatformDb, tenantId: string, change: Partial<BookingPolicy>): Promise<BookingPolicy> {
  const tenant = await db.tenant.update({
    where: { id: tenantId },
    data: change,
    select: { maxPendingPerCustomer: true, minNoticeMinutes: true, bufferMinutes: true, selfCancelHours: true, selfMoveHours: true },
  });
  return bookingPolicyOf(tenant);
}

/** The earliest instant (exclusive) a customer's booking may start at. */
export function earliestStart(tenant: Pick<Tenant, "minNoticeMinutes">, now: Date): Date {
  return new Date(now.getTime() + tenant.minNoticeMinutes * 60_000);
}
