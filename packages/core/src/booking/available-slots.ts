// GET /bookings/available: the customer calendar (spec §2 Booking screen). The answer lists only
// the days that have something to offer, each with the start times a customer may pick, so
// "days with availability are green" is `days.map(d => d.date)`, and the time list of a day is
// its `slots`. With a serviceId, a start is offered only when the free slots following it
// back to back cover the service's duration (fitting.ts); without one, every free future slot.
import { SLOT_MINUTES } from "@booking/contracts";
import type { Sql } from "@booking/db";
import { slotsInRange } from "./booking-sql.ts";
import { slotsOfExperts, type ExpertSlot } from "../experts/experts-sql.ts";
import { findBookableService } from "./create-booking.ts";
import { clipRange } from "./date-range.ts";
import { fittingStartSlots, type FittableSlot } from "./fitting.ts";
import { earliestStart } from "./booking-policy.ts";
import { bookingWindow, localDateRangeToInstants, type InstantRange } from "./local-time.ts";
import { groupByLocalDate, type AvailableDay } from "./slot-view.ts";

/** contracts' serviceInput caps a service at a day. */
const LONGEST_SERVICE_MS = 24 * 60 * 60_000;

export interface AvailableSlotsQuery {
  from: string;
  to: string;
  serviceId?: string;
  /**
   * Whose time (issue 16.2, experts/offered-experts.ts calendarExperts): absent, the default
   * expert's; one id, that expert's; several, every start at which one of them is free (its slot
   * named as the start; "any available" booking then picks the expert fairly).
   */
  experts?: readonly string[];
  /** Who is looking (signed in): a time held for them is offered to them, one held for anyone else is not. */
  viewerId?: string | null;
  /** Also list the taken starts (issue 18.3: a full time's waitlist). */
  withTaken?: boolean;
}

export interface AvailableSlots {
  /** The dates actually searched: the request clipped to today..today+60 (empty: null). */
  from: string | null;
  to: string | null;
  timeZone: string;
  serviceId: string | null;
  /** Duration the starts were fitted to, minutes. */
  durationMinutes: number;
  days: AvailableDay[];
  /**
   * With `withTaken`: the starts in range that would fit the service were nothing booked or held,
   * but are not offered now (booked, held, or inside a booking's buffer), in time order.
   */
  taken?: { startsAt: Date; endsAt: Date }[];
}

/**
 * What a calendar request reads: the asked dates clipped to the booking window, as instants, and
 * the slots to read around them. The service and the slots are read in parallel, so the slots read
 * reaches a day past the range: a start late on the last day may need the next day's slots to fit
 * any service. The buffer after bookings reaches back too: a booking ending just before the range
 * keeps its buffer free, so the read starts that much earlier. Shared with the days summary's
 * aggregate (available-days-sql.ts), so both read the same slots.
 */
export function calendarReads(
  query: { from: string; to: string },
  tenant: { timeZone: string; bufferMinutes: number },
  now: Date,
): CalendarReads | null {
  const range = clipRange(query, bookingWindow(now, tenant.timeZone));
  if (!range) return null;
  const instants = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  const bufferMs = tenant.bufferMinutes * 60_000;
  const readFrom = new Date((instants.start > now ? instants.start : now).getTime() - bufferMs);
  return { range, instants, readFrom, readUntil: new Date(instants.end.getTime() + LONGEST_SERVICE_MS) };
}

export interface CalendarReads {
  range: { from: string; to: string };
  instants: InstantRange;
  readFrom: Date;
  readUntil: Date;
}

export async function listAvailableSlots(
  sql: Sql,
  query: AvailableSlotsQuery,
  tenant: { id: string; timeZone: string; minNoticeMinutes: number; bufferMinutes: number },
  now: Date,
): Promise<AvailableSlots> {
  const reads = calendarReads(query, tenant, now);
  const [service, slots] = await Promise.all([
    query.serviceId ? findBookableService(sql, tenant.id, query.serviceId) : null,
    !reads
      ? []
      : query.experts
        ? slotsOfExperts(sql, tenant.id, query.experts, reads.readFrom, reads.readUntil)
        : slotsInRange(sql, tenant.id, reads.readFrom, reads.readUntil, "defaultExpert"),
  ]);
  const durationMinutes = service?.durationMinutes ?? SLOT_MINUTES;
  const base = { timeZone: tenant.timeZone, serviceId: service?.id ?? null, durationMinutes };
  if (!reads) return { ...base, from: null, to: null, days: [] };
  const { range, instants } = reads;
  const viewerId = query.viewerId ?? null;
  const fittable = slots.map((slot) =>
    Object.assign(slot, {
      isBooked: slot.bookingId !== null,
      isHeld: slot.heldFor != null && slot.heldFor !== viewerId,
    }),
  );
  // Starts within the tenant's minimum notice are not offered (POST /bookings refuses them too).
  // Starts within the buffer of a booking are not offered either (POST /bookings checks it under a lock).
  const notBefore = earliestStart(tenant, now);
  const fitStarts = <T extends FittableSlot>(own: T[]) => fittingStartSlots(own, durationMinutes, notBefore, tenant.bufferMinutes);
  const startsOf = (candidates: typeof fittable) =>
    (query.experts
      ? startsOfAnyExpert(candidates as (ExpertSlot & { isBooked: boolean; isHeld: boolean })[], query.experts, fitStarts)
      : fitStarts(candidates)
    ).filter((slot) => slot.startsAt >= instants.start && slot.startsAt < instants.end);
  const starts = startsOf(fittable);
  const answer = { ...base, ...range, days: groupByLocalDate(starts, tenant.timeZone) };
  if (!query.withTaken) return answer;
  const offered = new Set(starts.map((slot) => slot.startsAt.getTime()));
  const unbooked = fittable.map((slot) => ({ ...slot, isBooked: false, isHeld: false, bookingId: null }));
  const taken = startsOf(unbooked)
    .filter((slot) => !offered.has(slot.startsAt.getTime()))
    .map((slot) => ({ startsAt: slot.startsAt, endsAt: new Date(slot.startsAt.getTime() + durationMinutes * 60_000) }));
  return { ...answer, taken };
}

/** Each expert's fitting starts, merged: one start per time, named by the first listed expert free then. */
function startsOfAnyExpert<T extends ExpertSlot & { isBooked: boolean }>(
  slots: T[],
  experts: readonly string[],
  fitStarts: (own: T[]) => T[],
): T[] {
  const byTime = new Map<number, T>();
  for (const expert of experts) {
    for (const slot of fitStarts(slots.filter((candidate) => candidate.expertId === expert))) {
      if (!byTime.has(slot.startsAt.getTime())) byTime.set(slot.startsAt.getTime(), slot);
    }
  }
  return [...byTime.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
