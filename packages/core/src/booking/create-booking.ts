// POST /bookings: a customer books a service at a slot.
//   1. read the service and the slots from the start over its duration (one statement) and decide
//      which slots the booking holds (advisory: explains refusals, picks the ids);
//   2. write the PENDING booking, its slots, its history row, its notification job and a
//      first-time customer's membership in ONE conditional statement (booking-sql.ts
//      insertHeldBooking): either every slot was free and the customer is under the tenant's cap
//      of open bookings, and all of it is written, or nothing is and the answer is 409 SLOT_TAKEN
//      (or PENDING_LIMIT_REACHED);
//   3. plans with a monthly limit run step 2 inside a short transaction that first locks the
//      tenant row and counts this local month's bookings, so concurrent bookings cannot overshoot.
import { AppError, INITIAL_BOOKING_STATUS, planLimits, type IntakeAnswersInput, type PlanName } from "@booking/contracts";
import { prismaSql, type Sql, type Tenant } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import {
  insertHeldBooking,
  lockExpertForBuffer,
  lockTenantForBookingCount,
  serviceAndWindow,
  serviceForBooking,
  type BookableService,
  type NewBooking,
} from "./booking-sql.ts";
import { inBookingTransaction, mapConflicts, type ScopedTx } from "./booking-transaction.ts";
import { displayName, type BookingView } from "./booking-view.ts";
import { coveringSlots } from "./covering-slots.ts";
import { countBookingsThisMonth, queueBookingLimitReached } from "./plan-usage.ts";
import { fromMinorUnits } from "./money.ts";
import { assertCanBook } from "./plan-limits.ts";
import { earliestStart } from "./booking-policy.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";
import { uuidV7 } from "./uuid-v7.ts";
import { bookingEventJob } from "../notifications/booking-events.ts";
import type { IdempotentAnswer } from "../idempotency/idempotent-requests.ts";
import { bookingIntakeAnswers } from "./intake-answers.ts";
import { bookingLocationFor } from "./session-location.ts";

export type BookingTenant = Pick<Tenant, "id" | "timeZone" | "plan" | "currency" | "minNoticeMinutes" | "bufferMinutes">;

export interface CreateBookingRequest {
  tenant: BookingTenant;
  user: { id: string; firstName: string; lastName: string | null };
  serviceId: string;
  slotId: string;
  now: Date;
  /**
   * The customer's answers to the service's questions (issue 31.1), checked against them. Left
   * out where nobody was asked (a waitlist claim, a booking staff enter): nothing is stored.
   */
  answers?: IntakeAnswersInput;
  /** A keyed call's claim: answered in the booking's own transaction (idempotency, issue 29.7). */
  answer?: IdempotentAnswer;
  /** What a keyed repeat answers, read inside that transaction (default: the booking view). */
  replayOf?: (tx: ScopedTx, view: BookingView) => Promise<unknown>;
  /**
   * Runs in the booking's transaction just before the insert, with the booking's id; a throw, or
   * the booking being refused, rolls both back. A waitlist claim closes its offer here, so the
   * claim and the offer's expiry serialise on the entry's row (issue 29.9).
   */
  beforeInsert?: (tx: ScopedTx, bookingId: string) => Promise<void>;
}

export function assertBookable(service: BookableService | undefined): BookableService {
  if (!service || service.archivedAt) throw new AppError("SERVICE_NOT_FOUND");
  if (!service.isActive) throw new AppError("SERVICE_INACTIVE");
  return service;
}

export async function findBookableService(sql: Sql, tenantId: string, serviceId: string): Promise<BookableService> {
  return assertBookable(await serviceForBooking(sql, tenantId, serviceId));
}

async function assertMonthlyLimit(tx: ScopedTx, tenant: BookingTenant, now: Date): Promise<void> {
  const plan = ((await lockTenantForBookingCount(tx, tenant.id)) ?? tenant.plan) as PlanName;
  const bookingsThisMonth = await countBookingsThisMonth(tx, tenant.timeZone, now);
  assertCanBook(plan, bookingsThisMonth);
  const limit = planLimits(plan).maxBookingsPerMonth;
  // This booking uses up the month: the owner hears it (with this booking's commit, once a month).
  if (limit !== null && bookingsThisMonth + 1 >= limit) await queueBookingLimitReached(tx, tenant, plan, limit, now);
}

/** How many booked slots of the expert lie within `bufferMinutes` of [startsAt, endsAt). */
export function bookedSlotsNear(
  db: Pick<ScopedTx, "slot">,
  bufferMinutes: number,
  expertId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<number> {
  const bufferMs = bufferMinutes * 60_000;
  return db.slot.count({
    where: {
      expertId,
      bookingId: { not: null },
      startsAt: { lt: new Date(endsAt.getTime() + bufferMs) },
      endsAt: { gt: new Date(startsAt.getTime() - bufferMs) },
    },
  });
}

/**
 * The buffer after bookings (issue 15.3): no booked slot of the expert within bufferMinutes before
 * the start or after the end. Checked under the expert's row lock, so two bookings of one expert
 * cannot both pass it side by side (READ COMMITTED: this read sees what the previous holder wrote).
 */
export async function assertClearOfBookings(
  tx: ScopedTx,
  tenant: Pick<BookingTenant, "id" | "bufferMinutes">,
  booking: Pick<NewBooking, "expertId" | "startsAt" | "endsAt">,
): Promise<void> {
  await lockExpertForBuffer(tx, tenant.id, booking.expertId);
  const near = await bookedSlotsNear(tx, tenant.bufferMinutes, booking.expertId, booking.startsAt, booking.endsAt);
  if (near > 0) {
    throw new AppError("SLOT_TAKEN", "This time is too close to another booking", { bufferMinutes: tenant.bufferMinutes });
  }
}

/** `sql`: prepared statements on db's pool (ctx.sql). */
export async function createBooking(db: ScopedDb, sql: Sql, request: CreateBookingRequest): Promise<BookingView> {
  const { tenant, user, now } = request;
  const read = await serviceAndWindow(sql, tenant.id, request.slotId, request.serviceId);
  const service = assertBookable(read.service);
  const window = read.window;
  const slots = coveringSlots(window, { startSlotId: request.slotId, durationMinutes: service.durationMinutes, now });
  const id = uuidV7(now.getTime());
  const startsAt = slots[0]!.startsAt;
  // Advisory like the rest of this read (the statement checks it again against the database clock).
  if (startsAt <= earliestStart(tenant, now)) {
    throw new AppError("BOOKING_TOO_SOON", undefined, { minNoticeMinutes: tenant.minNoticeMinutes });
  }
  const intakeAnswers = bookingIntakeAnswers(service, request.answers);
  // A Jitsi service gets a new room here, once: the booking keeps it (a refused insert wastes a random name, nothing else).
  const location = bookingLocationFor(service);
  const booking: NewBooking = {
    id,
    tenantId: tenant.id,
    userId: user.id,
    serviceId: service.id,
    // The window is one expert's (the start slot's): the booking is theirs.
    expertId: slots[0]!.expertId,
    minNoticeMinutes: tenant.minNoticeMinutes,
    startsAt,
    endsAt: slots.at(-1)!.endsAt,
    priceMinor: service.priceMinor,
    currency: tenant.currency,
    createdAt: now,
    historyId: uuidV7(now.getTime()),
    membershipId: uuidV7(now.getTime()),
    slotIds: slots.map((slot) => slot.id),
    notification: {
      id: uuidV7(now.getTime()),
      ...bookingEventJob({ kind: "created", tenantId: tenant.id, bookingId: id, status: INITIAL_BOOKING_STATUS, startsAt }, now),
    },
    intakeAnswers,
    sessionLocation: location,
  };
  const view: BookingView = {
    id: booking.id,
    serviceId: service.id,
    serviceName: service.name,
    userId: user.id,
    userName: displayName(user),
    ...createSlotTimesFormatter(tenant.timeZone)(booking.startsAt, booking.endsAt),
    status: INITIAL_BOOKING_STATUS,
    createdAt: now.toISOString(),
    price: fromMinorUnits(service.priceMinor),
    currency: tenant.currency,
    cancelReason: null,
    cancelReasonCode: null,
    cancelReasonSlot: null,
    answers: intakeAnswers ?? [],
    location,
  };
  const { answer } = request;
  const limited = planLimits(tenant.plan).maxBookingsPerMonth !== null;
  // Unlimited plans without a buffer (and without an answer to store) need no lock and no
  // transaction: the statement is atomic on its own.
  const { held, overPendingCap } =
    !limited && tenant.bufferMinutes === 0 && !answer && !request.beforeInsert
      ? await mapConflicts("SLOT_TAKEN", () => insertHeldBooking(sql, booking))
      : await inBookingTransaction(db, async (tx) => {
          if (limited) await assertMonthlyLimit(tx, tenant, now);
          if (tenant.bufferMinutes > 0) await assertClearOfBookings(tx, tenant, booking);
          await request.beforeInsert?.(tx, booking.id);
          const result = await insertHeldBooking(prismaSql(tx), booking);
          // Refused after the hook wrote: the throw rolls that back too (a claim's offer stays open).
          if (request.beforeInsert) assertHeld(result, slots.length);
          if (answer && !result.overPendingCap && result.held === slots.length) {
            await answer.write(tx, request.replayOf ? await request.replayOf(tx, view) : view);
          }
          return result;
        });
  assertHeld({ held, overPendingCap }, slots.length);
  return view;
}

/** The insert's refusals: the customer's open bookings at the cap, or a slot no longer free. */
function assertHeld(result: { held: number; overPendingCap: boolean }, wanted: number): void {
  if (result.overPendingCap) throw new AppError("PENDING_LIMIT_REACHED");
  if (result.held !== wanted) throw new AppError("SLOT_TAKEN");
}
