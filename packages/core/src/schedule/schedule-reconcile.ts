// Saving working hours reconciles the expert's future slots with them (issue 26.4): a free slot
// outside the new hours goes whoever made it (by hand on the Availability tab, the demo seed, an
// earlier schedule), so customers are offered exactly the saved hours; a booked slot outside them
// stays, and its booking is named ("flagged") for the owner to move or keep. A held slot (a
// waitlist offer, a link to a time) stays too: it is someone's for a few minutes.
// The same plan is shown before saving (preview), so the owner sees what will be removed.
import { SLOT_HOLDING_STATUSES, workingRanges } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { ScopedTx } from "../booking/booking-transaction.ts";
import { displayName } from "../booking/booking-view.ts";
import { instantToLocal, localTimeToInstant, toLocalSlotTimes } from "../booking/local-time.ts";
import type { BookingStatus } from "../booking/status.ts";
import { weekdayIndex, type StoredSchedule } from "./schedule-slots.ts";

/** A booking that keeps its time outside the saved hours. */
export interface FlaggedBooking {
  bookingId: string;
  status: BookingStatus;
  date: string;
  startTime: string;
  endTime: string;
  serviceName: string;
  clientName: string;
}

/** Free times that go, as one range per run of adjacent slots. */
export interface RemovedRange {
  date: string;
  startTime: string;
  endTime: string;
  slots: number;
}

export interface ReconcilePlan {
  /** The free slots to delete (ids, in start order). */
  slotIds: string[];
  ranges: RemovedRange[];
  flagged: FlaggedBooking[];
}

interface PlannedSlot {
  id: string;
  startsAt: Date;
  endsAt: Date;
  bookingId: string | null;
  fromSchedule: boolean;
  heldUntil: Date | null;
}

/** Whether a slot lies inside one working range of its local date (the date of its start). */
export function insideHours(schedule: StoredSchedule, timeZone: string): (slot: { startsAt: Date; endsAt: Date }) => boolean {
  const overrides = new Map(schedule.overrides.map((override) => [override.date, override.hours]));
  const byDate = new Map<string, Array<[number, number]>>();
  const rangesOf = (date: string) => {
    let ranges = byDate.get(date);
    if (!ranges) {
      const hours = overrides.has(date) ? overrides.get(date)! : (schedule.weekly[weekdayIndex(date)] ?? null);
      ranges = workingRanges(hours).map(([from, to]) => [
        localTimeToInstant(timeZone, date, from).getTime(),
        localTimeToInstant(timeZone, date, to).getTime(),
      ]);
      byDate.set(date, ranges);
    }
    return ranges;
  };
  return (slot) => {
    const { date } = instantToLocal(slot.startsAt, timeZone);
    return rangesOf(date).some(([from, to]) => from <= slot.startsAt.getTime() && slot.endsAt.getTime() <= to);
  };
}

/**
 * What saving `schedule` does to expert `expertId`'s slots from `now` on: the free ones outside
 * its hours (and the schedule's own that it no longer wants, `wantedStarts`) go; booked ones
 * outside stay, flagged. With `outside` false (laying the saved schedule out again: "apply now", a
 * changed zone) only the schedule's own unwanted free slots go, and slots made by hand since the
 * save stay. Read through the scoped client (the tenant is implied).
 */
export async function planReconcile(
  db: ScopedDb | ScopedTx,
  timeZone: string,
  expertId: string,
  schedule: StoredSchedule,
  wantedStarts: ReadonlySet<number>,
  now: Date,
  outside = true,
): Promise<ReconcilePlan> {
  const slots: PlannedSlot[] = await db.slot.findMany({
    where: { expertId, startsAt: { gte: now } },
    select: { id: true, startsAt: true, endsAt: true, bookingId: true, fromSchedule: true, heldUntil: true },
    orderBy: { startsAt: "asc" },
  });
  const inside = outside ? insideHours(schedule, timeZone) : () => true;
  const free = slots.filter(
    (slot) =>
      slot.bookingId === null &&
      !(slot.heldUntil && slot.heldUntil > now) &&
      (!inside(slot) || (slot.fromSchedule && !wantedStarts.has(slot.startsAt.getTime()))),
  );
  const outsideBookings = [...new Set(slots.filter((slot) => slot.bookingId !== null && !inside(slot)).map((slot) => slot.bookingId!))];
  return {
    slotIds: free.map((slot) => slot.id),
    ranges: rangesOf(free, timeZone),
    flagged: await flaggedBookings(db, timeZone, outsideBookings),
  };
}

function rangesOf(slots: readonly PlannedSlot[], timeZone: string): RemovedRange[] {
  const ranges: Array<RemovedRange & { until: number }> = [];
  for (const slot of slots) {
    const times = toLocalSlotTimes(slot.startsAt, slot.endsAt, timeZone);
    const last = ranges.at(-1);
    if (last && last.until === slot.startsAt.getTime() && last.date === times.date) {
      last.endTime = times.endTime;
      last.until = slot.endsAt.getTime();
      last.slots += 1;
    } else ranges.push({ ...times, slots: 1, until: slot.endsAt.getTime() });
  }
  return ranges.map(({ until: _until, ...range }) => range);
}

async function flaggedBookings(db: ScopedDb | ScopedTx, timeZone: string, ids: readonly string[]): Promise<FlaggedBooking[]> {
  if (ids.length === 0) return [];
  const bookings = await db.booking.findMany({
    where: { id: { in: [...ids] }, status: { in: [...SLOT_HOLDING_STATUSES] } },
    select: {
      id: true,
      status: true,
      startsAt: true,
      endsAt: true,
      service: { select: { name: true } },
      user: { select: { firstName: true, lastName: true } },
    },
    orderBy: { startsAt: "asc" },
  });
  return bookings.map((booking) => ({
    bookingId: booking.id,
    status: booking.status,
    ...toLocalSlotTimes(booking.startsAt, booking.endsAt, timeZone),
    serviceName: booking.service.name,
    clientName: displayName(booking.user),
  }));
}
