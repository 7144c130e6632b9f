// The tenant's booking policy (issue 12.6): how many open (PENDING) bookings one customer may hold.
// Enforced by the booking statement itself (booking-sql.ts insertHeldBooking), read from the
// tenant row there, so a change applies to the very next booking.
import type { Tenant } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";

export interface BookingPolicy {
  /** 0 = no cap. */
  maxPendingPerCustomer: number;
}

export function bookingPolicyOf(tenant: Pick<Tenant, "maxPendingPerCustomer">): BookingPolicy {
  return { maxPendingPerCustomer: tenant.maxPendingPerCustomer };
}

export async function setBookingPolicy(db: PlatformDb, tenantId: string, policy: BookingPolicy): Promise<BookingPolicy> {
  const tenant = await db.tenant.update({
    where: { id: tenantId },
    data: { maxPendingPerCustomer: policy.maxPendingPerCustomer },
    select: { maxPendingPerCustomer: true },
  });
  return bookingPolicyOf(tenant);
}
