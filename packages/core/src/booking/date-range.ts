// Validation of the from..to query ranges (local dates, both ends included).
import { AppError } from "@booking/contracts";
import { daysBetween } from "@booking/contracts/civil-date";

/** DATE_RANGE_INVALID when `to` is before `from`; DATE_RANGE_TOO_LONG when it spans more than `maxDays` days. */
export function assertRangeWithin(from: string, to: string, maxDays: number): void {
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw new AppError("DATE_RANGE_INVALID", undefined, { from, to });
  if (span > maxDays) {
    throw new AppError("DATE_RANGE_TOO_LONG", `Date range must not exceed ${maxDays} days`, { from, to, maxDays });
  }
}

/**
 * from..to cut down to `window` (both inclusive); null when nothing is left. The customer calendar
 * asks for whole months, past days included, so the window clips instead of refusing.
 */
export function clipRange(range: { from: string; to: string }, window: { from: string; to: string }): { from: string; to: string } | null {
  if (daysBetween(range.from, range.to) < 0) throw new AppError("DATE_RANGE_INVALID", undefined, range);
  const from = daysBetween(window.from, range.from) > 0 ? range.from : window.from;
  const to = daysBetween(range.to, window.to) > 0 ? range.to : window.to;
  return daysBetween(from, to) < 0 ? null : { from, to };
}
