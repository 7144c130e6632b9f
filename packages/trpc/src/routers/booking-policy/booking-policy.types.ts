import { bookingPolicy } from "@booking/contracts";

export const bookingPolicyInput = bookingPolicy;
export const bookingPolicyResponse = bookingPolicy.meta({
  description: "maxPendingPerCustomer: open (PENDING) bookings one customer may hold at a time; 0 = no cap (default 3)",
});
