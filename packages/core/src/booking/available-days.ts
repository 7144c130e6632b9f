// The customer calendar in two steps (issue 17 item 9): the full 60-day answer of
// GET /bookings/available is ~350 KB, while the calendar first needs only which days are green
// and, after a tap, one day's times. Both are cut from listAvailableSlots, so the rules (service
// length, minimum notice, default expert, tenant zone, booking window) can never drift apart.
import type { Sql } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { listAvailableSlots, type AvailableSlots, type AvailableSlotsQuery } from "./available-slots.ts";
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

export async function summarizeAvailableDays(
  sql: Sql,
  query: AvailableSlotsQuery,
  tenant: Tenant,
  now: Date,
): Promise<AvailableDaysSummary> {
  const { days, ...rest } = await listAvailableSlots(sql, query, tenant, now);
  return { ...rest, days: days.map((day) => ({ date: day.date, starts: day.slots.length })) };
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
          where: { userId: viewerId, status: { not: "CANCELLED" }, startsAt: { lt: last.endsAt }, endsAt: { gt: first.startsAt } },
          select: { startsAt: true, endsAt: true },
        })
      : [];
  return taken.map((slot) => ({
    ...view(slot),
    own: own.some((booking) => booking.startsAt < slot.endsAt && booking.endsAt > slot.startsAt),
  }));
}
