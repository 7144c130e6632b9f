// The customer calendar in two steps (issue 17 item 9): the full 60-day answer of
// GET /bookings/available is ~350 KB, while the calendar first needs only which days are green
// and, after a tap, one day's times. Both are cut from listAvailableSlots, so the rules (service
// length, minimum notice, default expert, tenant zone, booking window) can never drift apart.
import type { Sql } from "@booking/db";
import { listAvailableSlots, type AvailableSlots, type AvailableSlotsQuery } from "./available-slots.ts";
import type { SlotView } from "./slot-view.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";

type Tenant = Parameters<typeof listAvailableSlots>[2];

export interface AvailableDaysSummary extends Omit<AvailableSlots, "days"> {
  /** Only days with at least one start (green), in date order, with how many starts each offers. */
  days: { date: string; starts: number }[];
}

export interface AvailableTimes extends Omit<AvailableSlots, "days" | "from" | "to" | "taken"> {
  date: string;
  /** Empty when the day has nothing to offer or lies outside today..today+60. */
  slots: SlotView[];
  /** Starts of the day that are taken now (booked or held): their waitlist can be joined (issue 18.3). */
  taken: { startsAt: string; startTime: string }[];
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
    taken: taken.map((slot) => ({ startsAt: slot.startsAt.toISOString(), startTime: format(slot.startsAt, slot.endsAt).startTime })),
  };
}
