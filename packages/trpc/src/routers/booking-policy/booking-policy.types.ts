import { bookingPolicy, bookingPolicyChange } from "@booking/contracts";

export const bookingPolicyInput = bookingPolicyChange;
export const bookingPolicyResponse = bookingPolicy.meta({
  description:
    "maxPendingPerCustomer: open (PENDING) bookings one customer may hold at a time, 0 = no cap (default 3). " +
    "minNoticeMinutes: a customer's booking must start more than this many minutes ahead (default 0). " +
    "bufferMinutes: time kept free after each booking (default 0): a customer's booking keeps at least this far from the expert's other bookings, on both sides.",
});
