// Money is stored as integer minor units (ARCHITECTURE.md, Booking invariants) and travels as a major-unit number with at
// most 2 decimals (contracts `price`). Every supported currency (USD display, RUB) has 100 minor
// units. Formatting for display is the client's job.

export const MINOR_UNITS_PER_MAJOR = 100;

/** Same tolerance as the contracts' price schema, so whatever it accepts converts here. */
const DECIMAL_TOLERANCE = 1e-6;
const MAX_MAJOR = Number.MAX_SAFE_INTEGER / MINOR_UNITS_PER_MAJOR;

/**
 * 19.99 → 1999. `19.99 * 100` is 1998.9999999999998 in binary floating point, so the product is
 * rounded to the nearest integer; an amount with a third decimal is refused rather than rounded,
 * because silently changing a price is worse than a loud error.
 */
export function toMinorUnits(major: number): number {
  if (!Number.isFinite(major) || Math.abs(major) > MAX_MAJOR) {
    throw new RangeError(`Not a representable amount: ${major}`);
  }
  const scaled = major * MINOR_UNITS_PER_MAJOR;
  const minor = Math.round(scaled);
  if (Math.abs(scaled - minor) > DECIMAL_TOLERANCE) {
    throw new RangeError(`Amount has more than 2 decimals: ${major}`);
  }
  // -0 (from -0 or a tiny negative within tolerance) would fail Object.is(…, 0) checks downstream.
  return minor === 0 ? 0 : minor;
}

/**
 * 1999 → 19.99. Division is correctly rounded, so the result is exactly the number the literal
 * "19.99" parses to, and toMinorUnits(fromMinorUnits(x)) === x.
 */
export function fromMinorUnits(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  return minor / MINOR_UNITS_PER_MAJOR;
}
