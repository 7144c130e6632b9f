// Spec §3 Booking as the API speaks it, and the customer's own list (admin-booking-view.ts has the admin one).
import { AppError, type BookingLocation, type IntakeAnswer } from "@booking/contracts";
import type { Prisma } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { fromMinorUnits } from "./money.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";
import type { BookingStatus } from "./status.ts";
import { bookingLocationOf } from "./session-location.ts";
import { cancelReasonCode, type CancelReasonCode, type CancelReasonSlot } from "./cancel-reasons.ts";

export interface BookingView {
  id: string;
  serviceId: string;
  serviceName: string;
  userId: string;
  userName: string;
  /** yyyy-MM-dd local date of the start. */
  date: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  /** ISO 8601 instant. */
  createdAt: string;
  /** Major units, fixed at booking time. */
  price: number;
  currency: string;
  cancelReason: string | null;
  /** The system reason's code (issue 15.10), for the reader's language; null for an administrator's words. */
  cancelReasonCode: CancelReasonCode | null;
  /** The slot a SLOT_DELETED reason names (local date and times). */
  cancelReasonSlot: CancelReasonSlot | null;
  /** The customer's answers to the service's questions (issue 31.1); seen by them and the staff only. */
  answers: IntakeAnswer[];
  /** Where the session happens (issue 31.2): the address, "by phone" or the link to join; the customer and staff only. */
  location: BookingLocation | null;
}

export const bookingViewSelect = {
  id: true,
  serviceId: true,
  userId: true,
  status: true,
  startsAt: true,
  endsAt: true,
  createdAt: true,
  priceMinor: true,
  currency: true,
  cancelReason: true,
  intakeAnswers: true,
  sessionLocation: true,
  service: { select: { name: true } },
  user: { select: { firstName: true, lastName: true } },
} satisfies Prisma.BookingSelect;

export type BookingViewRow = Prisma.BookingGetPayload<{ select: typeof bookingViewSelect }>;

export function displayName(user: { firstName: string; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

export function toBookingViews(rows: readonly BookingViewRow[], timeZone: string): BookingView[] {
  const format = createSlotTimesFormatter(timeZone);
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.serviceId,
    serviceName: row.service.name,
    userId: row.userId,
    userName: displayName(row.user),
    ...format(row.startsAt, row.endsAt),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    price: fromMinorUnits(row.priceMinor),
    currency: row.currency,
    cancelReason: row.cancelReason,
    ...systemReason(row.cancelReason),
    // Written by createBooking from checked answers only (intake-answers.ts).
    answers: (row.intakeAnswers as IntakeAnswer[] | null) ?? [],
    location: bookingLocationOf(row),
  }));
}

function systemReason(reason: string | null): Pick<BookingView, "cancelReasonCode" | "cancelReasonSlot"> {
  const known = cancelReasonCode(reason);
  return { cancelReasonCode: known?.code ?? null, cancelReasonSlot: known?.slot ?? null };
}

export async function findBookingView(db: ScopedDb, bookingId: string, timeZone: string): Promise<BookingView> {
  const row = await db.booking.findUnique({ where: { id: bookingId }, select: bookingViewSelect });
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  return toBookingViews([row], timeZone)[0]!;
}

/** A customer's list is not date-bounded; this keeps it finite (the latest appointments win). */
const MAX_MY_BOOKINGS = 500;

/** The caller's bookings in this tenant, latest appointment first. */
export async function listMyBookings(db: ScopedDb, userId: string, timeZone: string): Promise<BookingView[]> {
  const rows = await db.booking.findMany({
    where: { userId },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: MAX_MY_BOOKINGS,
    select: bookingViewSelect,
  });
  return toBookingViews(rows, timeZone);
}
