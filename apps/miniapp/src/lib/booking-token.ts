// A booking's manage link (issue 25.4): `/webapp/{tenant}/my-bookings/{id}?t=<token>` opens that
// booking without a password. The screen passes the token in its calls' context; the data layer
// sends it as the X-Booking-Token header (never in a request URL, so no log line carries it).
export const BOOKING_TOKEN_HEADER = "X-Booking-Token";

/** tRPC call options carrying the token (nothing without one: a signed-in customer's own booking). */
export function withBookingToken(token: string | null): { context: Record<string, unknown> } {
  return { context: token ? { bookingToken: token } : {} };
}

/** The header for a call's context (empty when the call carries no token). */
export function bookingTokenHeader(context: Record<string, unknown>): Record<string, string> {
  const token = context.bookingToken;
  return typeof token === "string" && token !== "" ? { [BOOKING_TOKEN_HEADER]: token } : {};
}
