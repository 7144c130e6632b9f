// Claiming a waitlist offer (issue 18.3): the customer books the held time through the ordinary
// booking path (createBooking: the one conditional statement). The hold makes that statement refuse
// everyone but this customer until the window ends, so a claim racing ordinary bookings and other
// claims has exactly one winner, decided by the database.
//
// The claim closes its offer (OFFERED → CLAIMED, conditional on the offer's number and window) in
// the booking's own transaction, before the insert (issue 29.9). The offer's expiry is the same
// kind of conditional update on the same row, so of a claim and an expiry racing exactly one
// applies: a customer who booked never gets the "it went to the next in line" message, and one told
// so never holds the booking. Each refusal says what happened: not offered yet
// (WAITLIST_NOT_OFFERED), already claimed (WAITLIST_OFFER_CLAIMED), or ended (WAITLIST_OFFER_EXPIRED).
import { AppError } from "@booking/contracts";
import type { Sql, WaitlistEntry } from "@booking/db";
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

/** Why an entry in `status` cannot be claimed. */
function notClaimable(status: WaitlistEntry["status"] | undefined): AppError {
  if (status === "WAITING") return new AppError("WAITLIST_NOT_OFFERED");
  if (status === "CLAIMED") return new AppError("WAITLIST_OFFER_CLAIMED");
  return new AppError("WAITLIST_OFFER_EXPIRED");
}

export async function claimWaitlistOffer(db: ScopedDb, sql: Sql, request: ClaimRequest): Promise<BookingView> {
  const { tenant, user, now } = request;
  const entry = await db.waitlistEntry.findFirst({ where: { id: request.entryId, userId: user.id } });
  if (!entry) throw new AppError("WAITLIST_ENTRY_NOT_FOUND");
  if (entry.status !== "OFFERED") throw notClaimable(entry.status);
  if (!entry.offeredSlotId || !entry.offerEndsAt || entry.offerEndsAt <= now) throw new AppError("WAITLIST_OFFER_EXPIRED");
  try {
    return await createBooking(db, sql, {
      tenant,
      user,
      serviceId: entry.serviceId,
      slotId: entry.offeredSlotId,
      now,
      answer: request.answer,
      beforeInsert: async (tx, bookingId) => {
        // Waits for a concurrent expiry (or claim) of this offer to commit, then sees its outcome.
        const { count } = await tx.waitlistEntry.updateMany({
          where: { id: entry.id, status: "OFFERED", offers: entry.offers, offerEndsAt: { gt: now } },
          data: { status: "CLAIMED", bookingId },
        });
        if (count !== 1) throw await offerClosed(tx, entry.id);
      },
    });
  } catch (error) {
    // The time is gone: because this customer's other claim booked it, or because the offer ended.
    if (error instanceof AppError && GONE.has(error.code)) throw await offerClosed(db, entry.id);
    throw error;
  }
}

/** The refusal for an offer found closed, by what closed it (a still-OFFERED row is a later or lapsed offer). */
async function offerClosed(db: Pick<ScopedDb, "waitlistEntry">, entryId: string): Promise<AppError> {
  const current = await db.waitlistEntry.findUnique({ where: { id: entryId }, select: { status: true } });
  return notClaimable(current?.status === "OFFERED" ? "EXPIRED" : current?.status);
}
