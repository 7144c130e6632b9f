// PUT /admin/bookings/{id}/no-show (issue 15.1): an administrator marks (or unmarks) that the client
// did not come. Only a booking whose time has come and that is not cancelled can carry the mark:
// one conditional UPDATE decides it, so a booking cancelled meanwhile is never marked.
import { AppError, LIVE_BOOKING_STATUSES } from "@booking/contracts";
import { findAdminBookingView, type AdminBookingView } from "../booking/admin-booking-view.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface NoShowRequest {
  bookingId: string;
  noShow: boolean;
  now: Date;
}

export async function setNoShow(db: ScopedDb, request: NoShowRequest, timeZone: string): Promise<AdminBookingView> {
  const { count } = await db.booking.updateMany({
    where: { id: request.bookingId, startsAt: { lte: request.now }, status: { in: [...LIVE_BOOKING_STATUSES] } },
    data: { noShow: request.noShow },
  });
  if (count === 0) {
    const exists = await db.booking.count({ where: { id: request.bookingId } });
    throw new AppError(exists ? "NO_SHOW_NOT_ALLOWED" : "BOOKING_NOT_FOUND");
  }
  return findAdminBookingView(db, request.bookingId, timeZone);
}
