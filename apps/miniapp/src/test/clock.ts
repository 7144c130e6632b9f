// Client tests run on a fixed clock: no test depends on the day it runs (the booking calendar's
// month, "today" in the stats and the overview). The clock moves on in real time from its start, so
// timers, waits and animations behave as usual. Tests that care about a date choose their own
// instants with `runOnClock` (month ends, DST changes); `CLIENT_TEST_NOW` moves the default start,
// to run the whole client suite at another date (`CLIENT_TEST_NOW=2027-02-28T21:30:00Z`).
import { vi } from "vitest";

export const DEFAULT_TEST_NOW = "2026-06-15T09:00:00Z";

/** Starts `Date` at `now` (real timers stay real); another call moves it. */
export function runOnClock(now: string | Date): void {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(now), shouldAdvanceTime: true });
}

/**
 * Instants where a calendar most easily breaks, in Moscow (UTC+3) and for browsers west of it:
 * mid-month, the last days of 30- and 31-day months, the end of February (the evening of Feb 28 in
 * UTC is already Mar 1 in Moscow) and the two 2027 DST changes in Europe.
 */
export const CALENDAR_CLOCKS = [
  "2026-06-15T09:00:00Z",
  "2026-11-28T10:00:00Z",
  "2026-11-30T20:00:00Z",
  "2026-12-31T12:00:00Z",
  "2027-02-28T21:30:00Z",
  "2027-03-28T01:30:00Z",
  "2027-10-31T00:30:00Z",
] as const;
