// An EXPERT member's own desk (issue 16.2, ARCHITECTURE.md, Team and experts): their bookings (list, confirm, mark paid,
// cancel), their own availability (list, generate, delete a free slot) and their weekly schedule.
// Every call is bound to the caller's expert, so another expert's booking or slot is simply not
// found; naming another expert's schedule is refused outright (403 NOT_YOUR_EXPERT_PROFILE).
import { AppError, MAX_QUERY_RANGE_DAYS, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { listTenantBookings, type AdminBookingView, type BookingListQuery } from "../booking/admin-booking-view.ts";
import { generateAvailability, type AvailabilityRequest } from "../booking/availability-store.ts";
import type { BookingView } from "../booking/booking-view.ts";
import { changeBookingStatus } from "../booking/change-booking-status.ts";
import { rescheduleBooking, type RescheduleRequest } from "../booking/reschedule-booking.ts";
import { assertRangeWithin } from "../booking/date-range.ts";
import { localDateRangeToInstants } from "../booking/local-time.ts";
import { toAdminSlotViews, type AdminSlotView } from "../booking/slot-view.ts";
import type { BookingStatus } from "../booking/status.ts";
import type { Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { slotsOfExperts } from "./experts-sql.ts";
import {
  applyExpertSchedule,
  getExpertSchedule,
  previewExpertSchedule,
  saveExpertSchedule,
  type ApplyResult,
  type ExpertScheduleView,
  type SchedulePreview,
  type ScheduleTenant,
} from "../schedule/expert-schedule.ts";
import type { IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

/** The caller's own active expert profile; a member without one may not use the desk. */
export async function expertIdOf(db: ScopedDb, userId: string): Promise<string> {
  const expert = await db.expert.findFirst({ where: { userId, isActive: true }, select: { id: true } });
  if (!expert) throw new AppError("FORBIDDEN", "You have no expert profile on this page");
  return expert.id;
}

export function listExpertBookings(
  db: ScopedDb,
  expertId: string,
  query: BookingListQuery,
  tenant: { timeZone: string },
  now: Date,
): Promise<AdminBookingView[]> {
  return listTenantBookings(db, { ...query, expertId: ownExpert(expertId, query.expertId) }, tenant, now);
}

export async function changeExpertBookingStatus(
  db: ScopedDb,
  request: { tenantId: string; expertId: string; bookingId: string; actorId: string; to: BookingStatus; reason?: string },
  timeZone: string,
): Promise<BookingView> {
  const own = await db.booking.count({ where: { id: request.bookingId, expertId: request.expertId } });
  if (own === 0) throw new AppError("BOOKING_NOT_FOUND");
  return changeBookingStatus(db, request, timeZone);
}

/**
 * Moves one of the caller's own bookings to another of their own free starts (the admins' statement,
 * which re-checks everything under its locks). Another expert's booking or slot is not found.
 */
export async function rescheduleOwnBooking(db: ScopedDb, expertId: string, request: RescheduleRequest): Promise<BookingView> {
  if ((await db.booking.count({ where: { id: request.bookingId, expertId } })) === 0) throw new AppError("BOOKING_NOT_FOUND");
  if ((await db.slot.count({ where: { id: request.newSlotId, expertId } })) === 0) throw new AppError("SLOT_NOT_FOUND");
  return rescheduleBooking(db, request);
}

export async function listExpertSlots(
  sql: Sql,
  expertId: string,
  range: { from: string; to: string },
  tenant: { id: string; timeZone: string },
): Promise<AdminSlotView[]> {
  assertRangeWithin(range.from, range.to, MAX_QUERY_RANGE_DAYS);
  const { start, end } = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  return toAdminSlotViews(await slotsOfExperts(sql, tenant.id, [expertId], start, end), tenant.timeZone);
}

export function generateExpertAvailability(
  db: ScopedDb,
  expertId: string,
  request: AvailabilityRequest,
  tenant: { id: string; timeZone: string },
  now: Date,
  answer?: IdempotentAnswer,
): Promise<{ created: number; skipped: number }> {
  return generateAvailability(db, { ...request, expertId }, tenant, now, answer);
}

/** The expert a desk request acts for: always the caller's own; naming another one is refused. */
function ownExpert(expertId: string, requested: string | undefined): string {
  if (requested !== undefined && requested !== expertId) throw new AppError("NOT_YOUR_EXPERT_PROFILE");
  return expertId;
}

export function getOwnSchedule(db: ScopedDb, expertId: string, tenant: ScheduleTenant, requested?: string): Promise<ExpertScheduleView> {
  return getExpertSchedule(db, tenant, ownExpert(expertId, requested));
}

export function saveOwnSchedule(
  db: ScopedDb,
  expertId: string,
  tenant: ScheduleTenant,
  input: { expertId?: string; weekly: WeeklyHours; overrides: readonly ScheduleOverride[] },
  now: Date,
): Promise<{ schedule: ExpertScheduleView; result: ApplyResult }> {
  return saveExpertSchedule(db, tenant, { ...input, expertId: ownExpert(expertId, input.expertId) }, now);
}

export function previewOwnSchedule(
  db: ScopedDb,
  expertId: string,
  tenant: ScheduleTenant,
  input: { expertId?: string; weekly: WeeklyHours; overrides: readonly ScheduleOverride[] },
  now: Date,
): Promise<SchedulePreview> {
  return previewExpertSchedule(db, tenant, { ...input, expertId: ownExpert(expertId, input.expertId) }, now);
}

export function applyOwnSchedule(
  db: ScopedDb,
  expertId: string,
  tenant: ScheduleTenant,
  now: Date,
  requested?: string,
): Promise<ApplyResult> {
  return applyExpertSchedule(db, tenant, ownExpert(expertId, requested), now, "full");
}

/**
 * Deletes one of the caller's FREE slots (one statement: it is theirs and unbooked). A booked one
 * is 409 SLOT_BOOKED: the expert cancels the booking first (forcing is the admins' call, spec §4).
 */
export async function deleteOwnSlot(db: ScopedDb, expertId: string, slotId: string): Promise<{ deleted: true }> {
  const { count } = await db.slot.deleteMany({ where: { id: slotId, expertId, bookingId: null } });
  if (count === 1) return { deleted: true };
  const slot = await db.slot.findFirst({ where: { id: slotId, expertId }, select: { bookingId: true } });
  if (!slot) throw new AppError("SLOT_NOT_FOUND");
  throw new AppError("SLOT_BOOKED", undefined, { bookingId: slot.bookingId });
}
