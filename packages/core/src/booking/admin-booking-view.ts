// The administrator's bookings list: spec §3 Booking plus the client's contacts (issue 15.1).
import { BOOKING_WINDOW_DAYS, MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import { addDays } from "@booking/contracts/civil-date";
import type { Prisma } from "@booking/db";
import { clientContactSelect, toClientContact, type ClientContact } from "../clients/client-contact.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { bookingViewSelect, toBookingViews, type BookingView } from "./booking-view.ts";
import { assertRangeWithin } from "./date-range.ts";
import { localDateRangeToInstants, todayInZone } from "./local-time.ts";
import type { BookingStatus } from "./status.ts";

export interface AdminBookingView extends BookingView {
  client: ClientContact;
  /** Marked by an administrator after the appointment: the client did not come. */
  noShow: boolean;
  expertId: string;
}

export interface BookingListQuery {
  from?: string;
  to?: string;
  status?: BookingStatus;
  /** One expert's bookings only (issue 16.2: the calendar filtered by expert, an expert's own desk). */
  expertId?: string;
}

export const adminBookingSelect = {
  ...bookingViewSelect,
  noShow: true,
  expertId: true,
  user: { select: clientContactSelect },
} satisfies Prisma.BookingSelect;
type AdminBookingRow = Prisma.BookingGetPayload<{ select: typeof adminBookingSelect }>;

export function toAdminBookingViews(rows: readonly AdminBookingRow[], timeZone: string): AdminBookingView[] {
  return toBookingViews(rows, timeZone).map((view, index) => ({
    ...view,
    client: toClientContact(rows[index]!.user),
    noShow: rows[index]!.noShow,
    expertId: rows[index]!.expertId,
  }));
}

/** The from..to local dates (defaults: 30 days back, the booking window ahead) as instants. */
export function adminRange(query: { from?: string; to?: string }, timeZone: string, now: Date): { start: Date; end: Date } {
  const today = todayInZone(now, timeZone);
  const from = query.from ?? addDays(today, -30);
  const to = query.to ?? addDays(today, BOOKING_WINDOW_DAYS);
  assertRangeWithin(from, to, MAX_QUERY_RANGE_DAYS);
  return localDateRangeToInstants(from, to, timeZone);
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
  const { start, end } = adminRange(query, tenant.timeZone, now);
  const rows = await db.booking.findMany({
    where: {
      startsAt: { gte: start, lt: end },
      ...(query.status ? { status: query.status } : {}),
      ...(query.expertId ? { expertId: query.expertId } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: adminBookingSelect,
  });
  return toAdminBookingViews(rows, tenant.timeZone);
}

export async function findAdminBookingView(db: Pick<ScopedDb, "booking">, bookingId: string, timeZone: string): Promise<AdminBookingView> {
  const rows = await db.booking.findMany({ where: { id: bookingId }, select: adminBookingSelect });
  return toAdminBookingViews(rows, timeZone)[0]!;
}
