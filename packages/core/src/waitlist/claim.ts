// Claiming a waitlist offer (issue 18.3): the customer books the held time through the ordinary
// booking path (createBooking: the one conditional statement). The hold makes that statement refuse
// everyone but this customer until the window ends, so a claim racing ordinary bookings and other
// claims has exactly one winner, decided by the database. A claim after the window (or once the
// time went to the next customer) answers WAITLIST_OFFER_EXPIRED.
import { AppError } from "@booking/contracts";
import type { Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { createBooking, type BookingTenant } from "../booking/create-booking.ts";
import type { BookingView } from "../booking/booking-view.ts";
import type { IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface ClaimRequest {
  tenant: BookingTenant;
  user: { id: string; firstName: string; lastName: string | null };
  entryId: string;
  now: Date;
  /** A keyed call's claim (idempotency): answered with the booking's own commit. */
  answer?: IdempotentAnswer;
}

/** Refusals of the booking statement that mean "the offer is gone". */
const GONE = new Set(["SLOT_TAKEN", "SLOT_NOT_FOUND", "DATE_IN_PAST", "SERVICE_DOES_NOT_FIT", "BOOKING_TOO_SOON"]);

export async function claimWaitlistOffer(db: ScopedDb, sql: Sql, request: ClaimRequest): Promise<BookingView> {
  const { tenant, user, now } = request;
  const entry = await db.waitlistEntry.findFirst({ where: { id: request.entryId, userId: user.id } });
  if (!entry) throw new AppError("WAITLIST_ENTRY_NOT_FOUND");
  if (entry.status !== "OFFERED" || !entry.offeredSlotId || !entry.offerEndsAt || entry.offerEndsAt <= now) {
    throw new AppError("WAITLIST_OFFER_EXPIRED");
  }
  let booking: BookingView;
  try {
    booking = await createBooking(db, sql, {
      tenant,
      user,
      serviceId: entry.serviceId,
      slotId: entry.offeredSlotId,
      now,
      answer: request.answer,
    });
  } catch (error) {
    if (error instanceof AppError && GONE.has(error.code)) throw new AppError("WAITLIST_OFFER_EXPIRED", undefined, { cause: error.code });
    throw error;
  }
  // The booking is made; the entry records it (also if its expiry ran meanwhile: it was claimed in time).
  await db.waitlistEntry.updateMany({
    where: { id: entry.id, offers: entry.offers, status: { in: ["OFFERED", "EXPIRED"] } },
    data: { status: "CLAIMED", bookingId: booking.id },
  });
  return booking;
}
