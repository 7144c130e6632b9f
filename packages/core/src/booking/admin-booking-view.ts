// The administrator's bookings list: spec §3 Booking plus the client's contacts (issue 15.1).
import { BOOKING_WINDOW_DAYS, MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import { addDays } from "@booking/contracts/civil-date";
import { clientContactSelect, toClientContact, type ClientContact } from "../clients/client-contact.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { bookingViewSelect, toBookingViews, type BookingView } from "./booking-view.ts";
import { assertRangeWithin } from "./date-range.ts";
import { localDateRangeToInstants, todayInZone } from "./local-time.ts";
import type { BookingStatus } from "./status.ts";

export interface AdminBookingView extends BookingView {
  client: ClientContact;
}

export interface BookingListQuery {
  from?: string;
  to?: string;
  status?: BookingStatus;
}

/**
 * Admin bookings whose appointment starts on local dates from..to, earliest first. Without dates:
 * the last 30 days and the booking window ahead, which covers what the Bookings and
 * Confirmations tabs act on. The range is capped (MAX_QUERY_RANGE_DAYS), not the row count, so a
 * busy tenant never silently loses rows from its list.
 */
export async function listTenantBookings(
  db: ScopedDb,
  query: BookingListQuery,
  tenant: { timeZone: string },
  now: Date,
): Promise<AdminBookingView[]> {
  const today = todayInZone(now, tenant.timeZone);
  const from = query.from ?? addDays(today, -30);
  const to = query.to ?? addDays(today, BOOKING_WINDOW_DAYS);
  assertRangeWithin(from, to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(from, to, tenant.timeZone);
  const rows = await db.booking.findMany({
    where: { startsAt: { gte: start, lt: end }, ...(query.status ? { status: query.status } : {}) },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: { ...bookingViewSelect, user: { select: clientContactSelect } },
  });
  const views = toBookingViews(rows, tenant.timeZone);
  return views.map((view, index) => ({ ...view, client: toClientContact(rows[index]!.user) }));
}
