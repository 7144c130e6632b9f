// Waitlist entries (issue 18.3): a customer joins a full day's or a full time's waitlist of a
// service (optionally of one expert), sees and leaves their entries; admins see the entries of a
// range of days. Offers and claims are in offers.ts and claim.ts.
import { AppError, LIVE_BOOKING_STATUSES, todayInZone, WAITLIST_MAX_LIVE_ENTRIES, type PlanName } from "@booking/contracts";
import type { WaitlistEntry, WaitlistStatus } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { findBookableService } from "../booking/create-booking.ts";
import { inBookingTransaction, type ScopedTx } from "../booking/booking-transaction.ts";
import { localDateRangeToInstants } from "../booking/local-time.ts";
import { createSlotTimesFormatter } from "../booking/slot-times.ts";
import { displayName } from "../booking/booking-view.ts";
import { offeredExperts } from "../experts/offered-experts.ts";
import type { Sql } from "@booking/db";
import { pastWaiting, queueWaitlistMatch, releaseOfferHold } from "./offers.ts";
import { answered, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export const LIVE_STATUSES: WaitlistStatus[] = ["WAITING", "OFFERED"];

/** The customer's live (not cancelled) bookings overlapping a service's time from `startsAt`, with any expert. */
function ownBookingsOverlapping(db: Pick<ScopedTx, "booking">, userId: string, startsAt: Date, durationMinutes: number): Promise<number> {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  return db.booking.count({
    where: { userId, status: { in: [...LIVE_BOOKING_STATUSES] }, startsAt: { lt: endsAt }, endsAt: { gt: startsAt } },
  });
}

export interface WaitlistTenant {
  id: string;
  timeZone: string;
  plan: PlanName;
}

export interface JoinWaitlistRequest {
  tenant: WaitlistTenant;
  userId: string;
  serviceId: string;
  /** An expert's id; undefined: any expert. */
  expertId?: string;
  /** The tenant's local date (a whole day) or an exact start instant: exactly one. */
  date?: string;
  startsAt?: Date;
  now: Date;
  /** A keyed call's claim (idempotency): answered in the join's own transaction. */
  answer?: IdempotentAnswer;
}

/** How an entry reads to its customer and to admins. */
export interface WaitlistEntryView {
  id: string;
  serviceId: string;
  serviceName: string;
  expertId: string | null;
  /** The local date waited for (of the day, or of the exact time). */
  date: string;
  /** HH:mm of an exact time; null for a whole day. */
  time: string | null;
  status: WaitlistStatus;
  /** While OFFERED: the held time and when the hold ends (ISO). */
  offer: { slotId: string; date: string; startTime: string; endTime: string; endsAt: string } | null;
  bookingId: string | null;
  createdAt: string;
}

type EntryWithService = WaitlistEntry & { service: { name: string } };

async function offerTimes(db: Pick<ScopedDb, "slot">, entries: EntryWithService[]) {
  const slotIds = entries.flatMap((entry) => (entry.status === "OFFERED" && entry.offeredSlotId ? [entry.offeredSlotId] : []));
  if (slotIds.length === 0) return new Map<string, { startsAt: Date; endsAt: Date }>();
  const slots = await db.slot.findMany({ where: { id: { in: slotIds } }, select: { id: true, startsAt: true, endsAt: true } });
  return new Map(slots.map((slot) => [slot.id, slot]));
}

/** `durations`: each service's minutes, so an offer shows the end of the whole booking. */
export async function toEntryViews(
  db: Pick<ScopedDb, "slot">,
  timeZone: string,
  entries: EntryWithService[],
  durations: Map<string, number>,
  now = new Date(),
): Promise<WaitlistEntryView[]> {
  const format = createSlotTimesFormatter(timeZone);
  const today = todayInZone(now, timeZone);
  // A day gone by waits for nothing (the next match or join marks it so in the table too).
  const over = (entry: WaitlistEntry) =>
    entry.status === "WAITING" && ((entry.date !== null && entry.date < today) || (entry.startsAt !== null && entry.startsAt <= now));
  const offered = await offerTimes(db, entries);
  return entries.map((entry) => {
    const exact = entry.startsAt ? format(entry.startsAt, entry.startsAt) : null;
    const slot = entry.status === "OFFERED" && entry.offeredSlotId ? offered.get(entry.offeredSlotId) : undefined;
    const minutes = durations.get(entry.serviceId) ?? 0;
    const offer =
      slot && entry.offerEndsAt
        ? {
            slotId: entry.offeredSlotId!,
            ...format(slot.startsAt, new Date(slot.startsAt.getTime() + minutes * 60_000)),
            endsAt: entry.offerEndsAt.toISOString(),
          }
        : null;
    return {
      id: entry.id,
      serviceId: entry.serviceId,
      serviceName: entry.service.name,
      expertId: entry.expertId,
      date: exact?.date ?? entry.date!,
      time: exact?.startTime ?? null,
      status: over(entry) ? "EXPIRED" : entry.status,
      offer,
      bookingId: entry.bookingId,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

async function serviceDurations(db: ScopedDb, entries: { serviceId: string }[]): Promise<Map<string, number>> {
  const ids = [...new Set(entries.map((entry) => entry.serviceId))];
  const services = await db.service.findMany({ where: { id: { in: ids } }, select: { id: true, durationMinutes: true } });
  return new Map(services.map((service) => [service.id, service.durationMinutes]));
}

/** The customer's live entries and the last week's finished ones, in join order. */
export async function listMyWaitlist(db: ScopedDb, tenant: WaitlistTenant, userId: string, now: Date): Promise<WaitlistEntryView[]> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const entries = await db.waitlistEntry.findMany({
    where: { userId, OR: [{ status: { in: LIVE_STATUSES } }, { updatedAt: { gte: weekAgo } }] },
    include: { service: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 50,
  });
  return toEntryViews(db, tenant.timeZone, entries, await serviceDurations(db, entries), now);
}

function assertDayOrTime(request: JoinWaitlistRequest): { date: string | null; startsAt: Date | null } {
  const today = todayInZone(request.now, request.tenant.timeZone);
  if (request.date !== undefined && request.startsAt === undefined) {
    if (request.date < today) throw new AppError("DATE_IN_PAST");
    return { date: request.date, startsAt: null };
  }
  if (request.startsAt !== undefined && request.date === undefined) {
    if (request.startsAt <= request.now) throw new AppError("DATE_IN_PAST");
    return { date: null, startsAt: request.startsAt };
  }
  throw new AppError("VALIDATION_ERROR", "Give either a date or a start time");
}

/**
 * Joins a waitlist. The cap of live entries per customer is counted under a transaction-scoped
 * advisory lock on (tenant, customer), so two joins at once cannot both pass it; a second live
 * entry for the same day or time is refused by the unique index (WAITLIST_ALREADY_JOINED).
 */
export async function joinWaitlist(db: ScopedDb, sql: Sql, request: JoinWaitlistRequest): Promise<WaitlistEntryView> {
  const when = assertDayOrTime(request);
  const service = await findBookableService(sql, request.tenant.id, request.serviceId);
  if (request.expertId !== undefined) {
    const offered = await offeredExperts(db, request.tenant, service.id);
    if (!offered.some((expert) => expert.id === request.expertId)) throw new AppError("EXPERT_NOT_FOUND");
  }
  return inBookingTransaction(
    db,
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`waitlist:${request.tenant.id}:${request.userId}`}))`;
      // Days gone by wait for nothing: they neither count against the cap nor stay "waiting".
      await tx.waitlistEntry.updateMany({
        where: { userId: request.userId, ...pastWaiting(request.tenant.timeZone, request.now) },
        data: { status: "EXPIRED" },
      });
      const live = await tx.waitlistEntry.findMany({
        where: { userId: request.userId, status: { in: LIVE_STATUSES } },
        select: { serviceId: true, expertId: true, date: true, startsAt: true },
      });
      const same = live.some(
        (other) =>
          other.serviceId === service.id &&
          other.expertId === (request.expertId ?? null) &&
          other.date === when.date &&
          other.startsAt?.getTime() === when.startsAt?.getTime(),
      );
      if (same) throw new AppError("WAITLIST_ALREADY_JOINED");
      // A time the customer has booked themselves (issue 25.8): waiting for it means nothing, and the
      // match would hold it for them the moment they cancel, hiding it from everyone else.
      if (when.startsAt && (await ownBookingsOverlapping(tx, request.userId, when.startsAt, service.durationMinutes)) > 0)
        throw new AppError("WAITLIST_OWN_BOOKING");
      if (live.length >= WAITLIST_MAX_LIVE_ENTRIES)
        throw new AppError("WAITLIST_LIMIT_REACHED", undefined, { limit: WAITLIST_MAX_LIVE_ENTRIES });
      const created = await tx.waitlistEntry.create({
        data: { tenantId: request.tenant.id, userId: request.userId, serviceId: service.id, expertId: request.expertId ?? null, ...when },
        include: { service: { select: { name: true } } },
      });
      // Time may have freed between the full calendar the customer saw and this join: look now.
      await queueWaitlistMatch(tx, request.tenant.id, request.now);
      const [view] = await toEntryViews(tx, request.tenant.timeZone, [created], new Map([[service.id, service.durationMinutes]]));
      return answered(tx, request.answer, view!);
    },
    "WAITLIST_ALREADY_JOINED",
  );
}

/**
 * Leaves a live entry (an offered one too: its hold is let go at once, and the next customer is
 * offered the time by the caller's queued match). Someone else's entry is "not found".
 */
export async function leaveWaitlist(db: ScopedDb, tenantId: string, userId: string, entryId: string, now: Date): Promise<WaitlistEntry> {
  return inBookingTransaction(
    db,
    async (tx) => {
      const entry = await tx.waitlistEntry.findFirst({ where: { id: entryId, userId } });
      if (!entry) throw new AppError("WAITLIST_ENTRY_NOT_FOUND");
      if (!LIVE_STATUSES.includes(entry.status)) return entry;
      const { count } = await tx.waitlistEntry.updateMany({
        where: { id: entryId, status: entry.status, offers: entry.offers },
        data: { status: "LEFT" },
      });
      if (count === 1 && entry.status === "OFFERED") {
        await releaseOfferHold(tx, entry);
        await queueWaitlistMatch(tx, tenantId, now);
      }
      return { ...entry, status: "LEFT" as const };
    },
    "WAITLIST_ENTRY_NOT_FOUND",
  );
}

export interface AdminWaitlistEntryView extends WaitlistEntryView {
  userId: string;
  clientName: string;
  /** 1 = offered first among the live entries of the same service and day. */
  position: number | null;
}

/** The live entries waiting for local dates from..to (a day, or a time on it), in join order. */
export async function listWaitlistForDays(
  db: ScopedDb,
  tenant: WaitlistTenant,
  from: string,
  to: string,
): Promise<AdminWaitlistEntryView[]> {
  const range = localDateRangeToInstants(from, to, tenant.timeZone);
  const entries = await db.waitlistEntry.findMany({
    where: {
      status: { in: LIVE_STATUSES },
      OR: [{ date: { gte: from, lte: to } }, { startsAt: { gte: range.start, lt: range.end } }],
    },
    include: { service: { select: { name: true } }, user: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 500,
  });
  const views = await toEntryViews(db, tenant.timeZone, entries, await serviceDurations(db, entries));
  const seen = new Map<string, number>();
  return views.map((view, index) => {
    const key = `${view.serviceId} ${view.date}`;
    const position = (seen.get(key) ?? 0) + 1;
    seen.set(key, position);
    const user = entries[index]!.user;
    return { ...view, userId: user.id, clientName: displayName(user), position };
  });
}
