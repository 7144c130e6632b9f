import { bookingPolicy, bookingPolicyChange } from "@booking/contracts";

export const bookingPolicyInput = bookingPolicyChange;
export const bookingPolicyResponse = bookingPolicy.meta({
  description:
    "maxPendingPerCustomer: open (PENDING) bookings one customer may hold at a time, 0 = no cap (default 3). " +
    "minNoticeMinutes: a customer's booking must start more than this many minutes ahead (default 0). " +
    "bufferMinutes: time kept free after each booking (default 0): a customer's booking keeps at least this far from the expert's other bookings, on both sides. " +
    "selfCancelHours / selfMoveHours (issue 25.4, 0-720 or null): customers may cancel (a CONFIRMED or PAID booking too; PAID is refunded) / move their own booking up to this many hours before it starts; null (default) = off, the spec's rule: only a PENDING booking is cancelled by its customer.",
});
