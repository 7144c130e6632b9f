// GET /admin/bookings/search (issue 15.2): the back office's bookings list with filters (dates,
// status, service, expert, client search) and pages, earliest appointment first.
import type { Prisma } from "@booking/db";
import { adminBookingSelect, adminRange, toAdminBookingViews, type AdminBookingView } from "../booking/admin-booking-view.ts";
import type { BookingStatus } from "../booking/status.ts";
import { userSearchWhere } from "../clients/client-contact.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface BookingSearchQuery {
  from?: string;
  to?: string;
  status?: BookingStatus;
  serviceId?: string;
  expertId?: string;
  search?: string;
  page: number;
  pageSize: number;
}

export interface BookingPage {
  items: AdminBookingView[];
  total: number;
  page: number;
  pageSize: number;
}

export async function searchBookings(
  db: ScopedDb,
  query: BookingSearchQuery,
  tenant: { timeZone: string },
  now: Date,
): Promise<BookingPage> {
  const { start, end } = adminRange(query, tenant.timeZone, now);
  const where: Prisma.BookingWhereInput = {
    startsAt: { gte: start, lt: end },
    ...(query.status ? { status: query.status } : {}),
    ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    ...(query.expertId ? { expertId: query.expertId } : {}),
    ...(query.search?.trim() ? { user: userSearchWhere(query.search) } : {}),
  };
  const [total, rows] = await Promise.all([
    db.booking.count({ where }),
    db.booking.findMany({
      where,
      select: adminBookingSelect,
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return { items: toAdminBookingViews(rows, tenant.timeZone), total, page: query.page, pageSize: query.pageSize };
}
