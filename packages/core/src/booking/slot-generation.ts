// Availability → slot instants (spec §2 Availability tab, §5 Availability, §9; ARCHITECTURE.md, Time).
//
// The admin speaks wall-clock time ("09:00 to 18:00 on these days") in the tenant's zone, so the
// slots are laid out on the local clock and then turned into instants:
// - every slot is SLOT_MINUTES of real time, starting at startTime, startTime+30, ... while the
//   slot still ends by endTime on the wall clock; both must lie on the 30-minute grid (TIME_OFF_GRID),
//   so slots of different requests line up and never overlap;
// - a start time that does not exist (skipped by a spring-forward jump, e.g. 02:30 in
//   America/New_York on 2026-03-08) gets no slot;
// - a start time that happens twice (fall-back) gets one slot, at its first occurrence. Its 30
//   real minutes end inside the repeated hour, so the chain of slots has a hole there (the
//   second pass through the hour is not offered) and nothing is ever duplicated or overlapped;
// - slots that start at or before `now` are dropped: they could never be booked.
// The output is a pure function of the input, sorted by start, so re-running a request yields the
// same instants and the database's unique (tenantId, startsAt) makes creation idempotent.
import { AppError, DEFAULT_DAY_END, DEFAULT_DAY_START, isOnSlotGrid, SLOT_MINUTES } from "@booking/contracts";
import { eachDateInRange, parseClockTime, parseIsoDate } from "@booking/contracts/civil-date";
import { bookingWindow, resolveLocalTime } from "./local-time.ts";

const MS_PER_MINUTE = 60_000;

export interface GeneratedSlot {
  startsAt: Date;
  endsAt: Date;
}

interface SlotHours {
  /** "HH:mm", default DEFAULT_DAY_START (09:00). */
  startTime?: string;
  /** "HH:mm" or "24:00", default DEFAULT_DAY_END (18:00). */
  endTime?: string;
}

interface GenerationContext extends SlotHours {
  /** The tenant's IANA zone. */
  timeZone: string;
  /** Injected so "today" and "in the past" are testable and consistent within one request. */
  now: Date;
}

/** Range mode: every day from startDate to endDate, both included. */
export interface SlotRangeRequest extends GenerationContext {
  startDate: string;
  endDate: string;
}

/** Individual-days mode: the days picked on the calendar, in any order, repeats allowed. */
export interface SlotDaysRequest extends GenerationContext {
  dates: readonly string[];
}

export function generateSlotsForRange(request: SlotRangeRequest): GeneratedSlot[] {
  const { startDate, endDate } = request;
  if (parseIsoDate(endDate) < parseIsoDate(startDate)) {
    throw new AppError("DATE_RANGE_INVALID", undefined, { startDate, endDate });
  }
  return generateSlots(eachDateInRange(startDate, endDate), request);
}

export function generateSlotsForDays(request: SlotDaysRequest): GeneratedSlot[] {
  // Sorting the canonical form keeps the output ordered by start; dedupe avoids twin slots.
  const dates = [...new Set(request.dates)].sort((a, b) => parseIsoDate(a) - parseIsoDate(b));
  if (dates.length === 0) {
    throw new AppError("VALIDATION_ERROR", "Select at least one date", { field: "dates" });
  }
  return generateSlots(dates, request);
}

/** `dates` must be sorted, unique and non-empty. */
function generateSlots(dates: readonly string[], context: GenerationContext): GeneratedSlot[] {
  assertInsideBookingWindow(dates, context);
  const { start, end } = parseHours(context);
  return slotsForLocalRanges(
    dates.map((date) => ({ date, ranges: [[start, end]] })),
    context,
  );
}

/** Working time of one local date: [start, end) ranges in minutes since midnight, in order. */
export interface LocalDayRanges {
  date: string;
  ranges: ReadonlyArray<readonly [number, number]>;
}

/**
 * The slots of local wall-clock ranges (the rules at the top of this file), days in date order.
 * Ranges must lie on the slot grid; a range too short for a slot gives none.
 */
export function slotsForLocalRanges(days: readonly LocalDayRanges[], context: { timeZone: string; now: Date }): GeneratedSlot[] {
  const slots: GeneratedSlot[] = [];
  for (const { date, ranges } of days) {
    for (const [start, end] of ranges) {
      for (let minutes = start; minutes + SLOT_MINUTES <= end; minutes += SLOT_MINUTES) {
        const resolution = resolveLocalTime(context.timeZone, date, minutes);
        if (resolution.kind === "gap") continue;
        const startsAt = resolution.kind === "unique" ? resolution.instant : resolution.earlier;
        if (startsAt <= context.now) continue;
        // Only an offset change that is not a whole number of slots could make a start fall inside
        // the previous slot; no current zone does that, but two slots must never overlap.
        const previous = slots.at(-1);
        if (previous && startsAt < previous.endsAt) continue;
        slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * MS_PER_MINUTE) });
      }
    }
  }
  return slots;
}

/** Spec §5: the start minimum is today; §9: nothing beyond the 60-day window. */
function assertInsideBookingWindow(dates: readonly string[], context: GenerationContext): void {
  const window = bookingWindow(context.now, context.timeZone);
  const first = dates[0];
  const last = dates.at(-1);
  if (first !== undefined && parseIsoDate(first) < parseIsoDate(window.from)) {
    throw new AppError("DATE_IN_PAST", undefined, { date: first, today: window.from });
  }
  if (last !== undefined && parseIsoDate(last) > parseIsoDate(window.to)) {
    throw new AppError("DATE_RANGE_TOO_LONG", undefined, { date: last, lastDate: window.to });
  }
}

function parseHours(hours: SlotHours): { start: number; end: number } {
  const startTime = hours.startTime ?? DEFAULT_DAY_START;
  const endTime = hours.endTime ?? DEFAULT_DAY_END;
  const start = parseClockTime(startTime);
  const end = parseClockTime(endTime, { allowEndOfDay: true });
  // Slots lie on one grid (:00 and :30): hours off it would make slots that overlap the grid's
  // (10:15-10:45 across 10:00-10:30 and 10:30-11:00), which the database refuses anyway. Say so
  // rather than snap silently: the admin asked for 10:15 and must learn it is not possible.
  for (const [field, value] of [
    ["startTime", startTime],
    ["endTime", endTime],
  ] as const) {
    if (!isOnSlotGrid(value)) throw new AppError("TIME_OFF_GRID", undefined, { field, [field]: value });
  }
  // Hours that cannot hold a single slot would silently create nothing; say so instead.
  if (end - start < SLOT_MINUTES) {
    throw new AppError("DATE_RANGE_INVALID", `End time must be at least ${SLOT_MINUTES} minutes after start time`, {
      field: "endTime",
      startTime,
      endTime,
    });
  }
  return { start, end };
}
