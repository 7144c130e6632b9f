import { bookingPolicy, bookingPolicyChange } from "@booking/contracts";

export const bookingPolicyInput = bookingPolicyChange;
export const bookingPolicyResponse = bookingPolicy.meta({
  description:
    "maxPendingPerCustomer: open (PENDING) bookings one customer may hold at a time, 0 = no cap (default 3). " +
    "minNoticeMinutes: a customer's booking must start more than this many minutes ahead (default 0).",
});
