// A customer's own booking as the manage page and "my bookings" show it (issue 25.4): the spec's
// booking fields plus its instants and what the customer may still do with it under the tenant's
// self-service policy, and until when, so the screen offers exactly what the server will accept.
import { customerCancelRule, customerMoveRule, type SelfServiceAnswer, type SelfServicePolicy } from "@booking/contracts";
import type { Prisma } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { bookingViewSelect, toBookingViews, type BookingView, type BookingViewRow } from "./booking-view.ts";

export interface SelfServiceAction {
  allowed: boolean;
  /** ISO instant: the last moment it is allowed (null: no limit but the spec's, or never allowed). */
  until: string | null;
  /** Why not: not offered by the business (or the status), or its time has passed. */
  refusal: "NOT_ALLOWED" | "TOO_LATE" | null;
}

export interface SelfServiceView {
  cancel: SelfServiceAction;
  move: SelfServiceAction;
}

export interface CustomerBookingView extends BookingView {
  /** Whose time it is: a move picks among this expert's free times. */
  expertId: string;
  /** ISO instants of the appointment. */
  startsAt: string;
  endsAt: string;
  selfService: SelfServiceView;
}

function action(answer: SelfServiceAnswer): SelfServiceAction {
  return {
    allowed: answer.allowed,
    until: answer.until?.toISOString() ?? null,
    refusal: answer.allowed ? null : answer.reason,
  };
}

export function selfServiceOf(policy: SelfServicePolicy, booking: Pick<BookingViewRow, "status" | "startsAt">, now: Date): SelfServiceView {
  return { cancel: action(customerCancelRule(policy, booking, now)), move: action(customerMoveRule(policy, booking, now)) };
}

export interface CustomerTenant extends SelfServicePolicy {
  timeZone: string;
}

const customerSelect = { ...bookingViewSelect, expertId: true } satisfies Prisma.BookingSelect;
type CustomerRow = BookingViewRow & { expertId: string };

export function toCustomerBookingViews(rows: readonly CustomerRow[], tenant: CustomerTenant, now: Date): CustomerBookingView[] {
  const views = toBookingViews(rows, tenant.timeZone);
  return rows.map((row, index) => ({
    ...views[index]!,
    expertId: row.expertId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    selfService: selfServiceOf(tenant, row, now),
  }));
}

/** One booking of `userId`, or null (none, or someone else's: the caller answers "not found"). */
export async function findCustomerBooking(
  db: ScopedDb,
  tenant: CustomerTenant,
  userId: string,
  bookingId: string,
  now: Date,
): Promise<CustomerBookingView | null> {
  const row = await db.booking.findFirst({ where: { id: bookingId, userId }, select: customerSelect });
  return row ? toCustomerBookingViews([row], tenant, now)[0]! : null;
}

/** A customer's list is not date-bounded; this keeps it finite (the latest appointments win). */
const MAX_MY_BOOKINGS = 500;

/** The caller's bookings in this tenant, latest appointment first, each with what they may do with it. */
export async function listCustomerBookings(
  db: ScopedDb,
  tenant: CustomerTenant,
  userId: string,
  now: Date,
): Promise<CustomerBookingView[]> {
  const rows = await db.booking.findMany({
    where: { userId },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: MAX_MY_BOOKINGS,
    select: customerSelect,
  });
  return toCustomerBookingViews(rows, tenant, now);
}
