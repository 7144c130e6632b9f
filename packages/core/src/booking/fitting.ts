// Which start times can hold a service (ARCHITECTURE.md, Booking invariants): a booking holds every slot its duration covers,
// so a start is offered only when enough free slots follow it back to back. "Back to back" means
// each slot starts exactly where the previous one ends; any hole (the end of the day's hours, a
// deleted slot, the repeated hour of a DST fall-back) breaks the chain.

export interface FittableSlot {
  id: string;
  startsAt: Date;
  endsAt: Date;
  isBooked: boolean;
  /**
   * Held for another customer (issue 18.2/18.3): not free to this viewer, but no booking either,
   * so it keeps no buffer around it (the booking statement checks buffers against bookings only).
   */
  isHeld?: boolean;
}

const MS_PER_MINUTE = 60_000;

/**
 * The slots a customer may pick as a start for a service of `durationMinutes`, in start order.
 * A slot starting at or before `now` is never offered.
 */
export function fittingStartSlots<T extends FittableSlot>(slots: readonly T[], durationMinutes: number, now: Date, bufferMinutes = 0): T[] {
  const durationMs = toDurationMs(durationMinutes);
  const sorted = sortByStart(slots);
  const booked = bufferMinutes > 0 ? sorted.filter((slot) => slot.isBooked) : [];
  return sorted.filter((slot, index) => {
    if (slot.startsAt <= now) return false;
    const run = coverFrom(sorted, index, durationMs);
    return run !== null && (booked.length === 0 || clearOfBookings(run, booked, bufferMinutes * MS_PER_MINUTE));
  });
}

/**
 * The buffer after bookings (issue 15.3): a booking over `run` keeps `bufferMs` from every booked
 * slot on both sides (its own buffer after it, theirs before it).
 */
function clearOfBookings(run: readonly FittableSlot[], booked: readonly FittableSlot[], bufferMs: number): boolean {
  const start = run[0]!.startsAt.getTime() - bufferMs;
  const end = run.at(-1)!.endsAt.getTime() + bufferMs;
  return !booked.some((slot) => slot.startsAt.getTime() < end && slot.endsAt.getTime() > start);
}

/**
 * The ids of the slots a booking starting at `startSlotId` would hold, or null when the start is
 * unknown, taken, (given `now`) already begun, or not followed by enough free consecutive slots.
 * Booking creation should pass `now` so a stale client cannot book the past.
 */
export function slotsCoveringDuration(
  slots: readonly FittableSlot[],
  startSlotId: string,
  durationMinutes: number,
  now?: Date,
): string[] | null {
  const durationMs = toDurationMs(durationMinutes);
  const sorted = sortByStart(slots);
  const index = sorted.findIndex((slot) => slot.id === startSlotId);
  const start = sorted[index];
  if (start === undefined || (now !== undefined && start.startsAt <= now)) return null;
  return coverFrom(sorted, index, durationMs)?.map((slot) => slot.id) ?? null;
}

/** Service durations are validated positive whole minutes (contracts serviceInput); anything else is a bug. */
function toDurationMs(durationMinutes: number): number {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`Service duration must be a positive whole number of minutes, got ${durationMinutes}`);
  }
  return durationMinutes * MS_PER_MINUTE;
}

/** The shortest run of free back-to-back slots from `index` that lasts `durationMs`. */
function coverFrom<T extends FittableSlot>(sorted: readonly T[], index: number, durationMs: number): T[] | null {
  const first = sorted[index];
  if (first === undefined) return null;
  const neededEnd = first.startsAt.getTime() + durationMs;
  const run: T[] = [];
  for (let i = index; i < sorted.length; i++) {
    const slot = sorted[i];
    const previous = run.at(-1);
    if (slot === undefined || slot.isBooked || slot.isHeld) return null;
    if (previous && slot.startsAt.getTime() !== previous.endsAt.getTime()) return null;
    run.push(slot);
    if (slot.endsAt.getTime() >= neededEnd) return run;
  }
  return null;
}

/** Callers promise start order, but a copy sorted here costs nothing and rules out a silent misfit. */
function sortByStart<T extends FittableSlot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
