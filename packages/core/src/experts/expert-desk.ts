// An EXPERT member's own desk (issue 16.2, DESIGN §10): their bookings (list, confirm, mark paid,
// cancel) and their own availability (list, generate). Every call is bound to the caller's expert,
// so another expert's booking or slot is simply not found.
import { AppError, MAX_QUERY_RANGE_DAYS } from "@booking/contracts";
import { listTenantBookings, type AdminBookingView, type BookingListQuery } from "../booking/admin-booking-view.ts";
import { generateAvailability, type AvailabilityRequest } from "../booking/availability-store.ts";
import type { BookingView } from "../booking/booking-view.ts";
import { changeBookingStatus } from "../booking/change-booking-status.ts";
import { assertRangeWithin } from "../booking/date-range.ts";
import { localDateRangeToInstants } from "../booking/local-time.ts";
import { toAdminSlotViews, type AdminSlotView } from "../booking/slot-view.ts";
import type { BookingStatus } from "../booking/status.ts";
import type { Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { slotsOfExperts } from "./experts-sql.ts";

/** The caller's own active expert profile; a member without one may not use the desk. */
export async function expertIdOf(db: ScopedDb, userId: string): Promise<string> {
  const expert = await db.expert.findFirst({ where: { userId, isActive: true }, select: { id: true } });
  if (!expert) throw new AppError("FORBIDDEN", "You have no expert profile on this page");
  return expert.id;
}

export function listExpertBookings(
  db: ScopedDb, expertId: string, query: BookingListQuery, tenant: { timeZone: string }, now: Date,
): Promise<AdminBookingView[]> {
  return listTenantBookings(db, { ...query, expertId }, tenant, now);
}

export async function changeExpertBookingStatus(
  db: ScopedDb, request: { tenantId: string; expertId: string; bookingId: string; actorId: string; to: BookingStatus; reason?: string }, timeZone: string,
): Promise<BookingView> {
  const own = await db.booking.count({ where: { id: request.bookingId, expertId: request.expertId } });
  if (own === 0) throw new AppError("BOOKING_NOT_FOUND");
  return changeBookingStatus(db, request, timeZone);
}

export async function listExpertSlots(
  sql: Sql, expertId: string, range: { from: string; to: string }, tenant: { id: string; timeZone: string },
): Promise<AdminSlotView[]> {
  assertRangeWithin(range.from, range.to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  return toAdminSlotViews(await slotsOfExperts(sql, tenant.id, [expertId], start, end), tenant.timeZone);
}

export function generateExpertAvailability(
  db: ScopedDb, expertId: string, request: AvailabilityRequest, tenant: { id: string; timeZone: string }, now: Date,
): Promise<{ created: number; skipped: number }> {
  return generateAvailability(db, { ...request, expertId }, tenant, now);
}
