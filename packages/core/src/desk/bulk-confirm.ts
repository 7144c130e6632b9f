// POST /admin/bookings/confirm (issue 15.2): confirm many PENDING bookings at once, all or nothing.
// One transaction locks the bookings in id order (two overlapping batches then wait for each other
// instead of deadlocking), checks each transition against the status it finds, and applies them;
// one booking that is missing or no longer PENDING rolls the whole batch back.
import { AppError, awaitsDecision } from "@booking/contracts";
import { inBookingTransaction } from "../booking/booking-transaction.ts";
import { applyStatusChange, lockBookingOrThrow } from "../booking/change-booking-status.ts";
import { assertAdminTransition } from "../booking/status.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface BulkConfirmRequest {
  tenantId: string;
  bookingIds: readonly string[];
  actorId: string;
}

export async function confirmBookings(db: ScopedDb, request: BulkConfirmRequest): Promise<{ confirmed: string[] }> {
  const ids = [...new Set(request.bookingIds)].sort();
  await inBookingTransaction(
    db,
    async (tx) => {
      for (const id of ids) {
        const booking = await lockBookingOrThrow(tx, request.tenantId, id);
        if (!awaitsDecision(booking.status)) {
          throw new AppError("INVALID_STATUS_TRANSITION", `Booking ${id} is ${booking.status}, not PENDING: nothing was confirmed`, {
            bookingId: id,
          });
        }
        assertAdminTransition(booking.status, "CONFIRMED");
        await applyStatusChange(tx, booking, "CONFIRMED", request.actorId);
      }
    },
    "INVALID_STATUS_TRANSITION",
  );
  return { confirmed: ids };
}
