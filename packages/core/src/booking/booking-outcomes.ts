// Booking attempts counted by outcome for the metrics (booking_outcomes_total): created, conflict
// (the time was taken meanwhile), limit (the plan's monthly cap, the per-customer pending cap; the
// per-caller request limit is counted where it answers, trpc init.ts) and rejected (any other refusal).
// A failure that is not a refusal (the database away) is not an outcome of the booking rules.
import { AppError, type ErrorCode } from "@booking/contracts";
import { bookingOutcomes, type BookingOutcome } from "@booking/observability";

const CONFLICTS: ReadonlySet<ErrorCode> = new Set(["SLOT_TAKEN", "SLOT_BOOKED", "SERVICE_DOES_NOT_FIT", "NO_EXPERT_AVAILABLE"]);
const LIMITS: ReadonlySet<ErrorCode> = new Set(["PLAN_LIMIT_BOOKINGS_PER_MONTH", "PENDING_LIMIT_REACHED", "RATE_LIMITED"]);

export function bookingOutcomeOf(error: AppError): BookingOutcome {
  if (CONFLICTS.has(error.code)) return "conflict";
  if (LIMITS.has(error.code)) return "limit";
  return "rejected";
}

/** A booking attempt the per-caller request limit refused before it ran. */
export function countBookingLimited(): void {
  bookingOutcomes.inc({ outcome: "limit" });
}

/** Runs a booking attempt and counts its outcome. */
export async function countBookingOutcome<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    const booking = await attempt();
    bookingOutcomes.inc({ outcome: "created" });
    return booking;
  } catch (error) {
    if (error instanceof AppError) bookingOutcomes.inc({ outcome: bookingOutcomeOf(error) });
    throw error;
  }
}
