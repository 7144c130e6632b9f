// The customer calendar in two steps (issue 17 item 9): the full 60-day answer of
// GET /bookings/available is ~350 KB, while the calendar first needs only which days are green
// and, after a tap, one day's times. One day's times are cut from listAvailableSlots; the days
// summary is one aggregate in SQL (issue 28.1: cut from the full answer it cost nearly what the
// whole window costs) under the same rules (service length, minimum notice, buffers, holds,
// default or chosen experts, tenant zone, booking window), held equal to the per-day computation
// by tests/booking/available-days-aggregate.test.ts, and cached per process without ever going stale
// (days-summary-cache.ts, tests/booking/days-summary-cache.test.ts).
import type { Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { LIVE_BOOKING_STATUSES, SLOT_MINUTES } from "@booking/contracts";
import { cachedAvailableDays } from "./days-summary-cache.ts";
import { calendarReads, listAvailableSlots, type AvailableSlots, type AvailableSlotsQuery } from "./available-slots.ts";
import { earliestStart } from "./booking-policy.ts";
import { findBookableService } from "./create-booking.ts";
import type { SlotView } from "./slot-view.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";

type Tenant = Parameters<typeof listAvailableSlots>[2];

export interface TakenTime {
  startsAt: string;
  startTime: string;
  /** The viewer's own booking covers it (issue 25.8): nothing to wait for, their waitlist refuses it. */
  own: boolean;
}

export interface AvailableDaysSummary extends Omit<AvailableSlots, "days"> {
  /** Only days with at least one start (green), in date order, with how many starts each offers. */
  days: { date: string; starts: number }[];
}

export interface AvailableTimes extends Omit<AvailableSlots, "days" | "from" | "to" | "taken"> {
  date: string;
  /** Empty when the day has nothing to offer or lies outside today..today+60. */
  slots: SlotView[];
  /** Starts of the day that are taken now (booked or held): their waitlist can be joined (issue 18.3). */
  taken: TakenTime[];
}

/**
 * The green days with their number of starts: one aggregate statement (available-days-sql.ts)
 * under the rules listAvailableSlots applies slot by slot, over the same slots it would read.
 */
export async function summarizeAvailableDays(
  sql: Sql,
  query: AvailableSlotsQuery,
  tenant: Tenant,
  now: Date,
): Promise<AvailableDaysSummary> {
  const reads = calendarReads(query, tenant, now);
  const [service, days] = await Promise.all([
    query.serviceId ? findBookableService(sql, tenant.id, query.serviceId) : null,
    reads
      ? cachedAvailableDays(sql, {
          tenantId: tenant.id,
          readFrom: reads.readFrom,
          readUntil: reads.readUntil,
          experts: query.experts ?? null,
          viewerId: query.viewerId ?? null,
          serviceId: query.serviceId ?? null,
          slotMinutes: SLOT_MINUTES,
          bufferMinutes: tenant.bufferMinutes,
          notBefore: earliestStart(tenant, now),
          startsFrom: reads.instants.start,
          startsUntil: reads.instants.end,
          timeZone: tenant.timeZone,
        })
      : [],
  ]);
  const base = { timeZone: tenant.timeZone, serviceId: service?.id ?? null, durationMinutes: service?.durationMinutes ?? SLOT_MINUTES };
  return reads ? { ...base, ...reads.range, days } : { ...base, from: null, to: null, days: [] };
}

export async function listAvailableTimes(
  db: Pick<ScopedDb, "booking">,
  sql: Sql,
  query: { date: string; serviceId?: string; experts?: readonly string[]; viewerId?: string | null },
  tenant: Tenant,
  now: Date,
): Promise<AvailableTimes> {
  const {
    days,
    from: _from,
    to: _to,
    taken = [],
    ...rest
  } = await listAvailableSlots(sql, { ...query, from: query.date, to: query.date, withTaken: true }, tenant, now);
  const format = createSlotTimesFormatter(tenant.timeZone);
  return {
    ...rest,
    date: query.date,
    slots: days[0]?.slots ?? [],
    taken: await markOwnTimes(db, query.viewerId ?? null, taken, (slot) => ({
      startsAt: slot.startsAt.toISOString(),
      startTime: format(slot.startsAt, slot.endsAt).startTime,
    })),
  };
}

/** Taken starts as the viewer sees them: those their own live bookings cover are marked `own` (one query, only when needed). */
async function markOwnTimes(
  db: Pick<ScopedDb, "booking">,
  viewerId: string | null,
  taken: { startsAt: Date; endsAt: Date }[],
  view: (slot: { startsAt: Date; endsAt: Date }) => Omit<TakenTime, "own">,
): Promise<TakenTime[]> {
  const first = taken[0];
  const last = taken.at(-1);
  const own =
    viewerId && first && last
      ? await db.booking.findMany({
          where: {
            userId: viewerId,
            status: { in: [...LIVE_BOOKING_STATUSES] },
            startsAt: { lt: last.endsAt },
            endsAt: { gt: first.startsAt },
          },
          select: { startsAt: true, endsAt: true },
        })
      : [];
  return taken.map((slot) => ({
    ...view(slot),
    own: own.some((booking) => booking.startsAt < slot.endsAt && booking.endsAt > slot.startsAt),
  }));
}
