// Decimal strings ("199.90", as YooKassa speaks) <-> integer minor units, by string arithmetic only:
// parseFloat("1.15") * 100 is 114.99999999999999, so floats never touch money here.

/** Digits after the decimal point in the provider's amount strings. */
const FRACTION_DIGITS = 2;

export function minorToDecimalString(amountMinor: number, fractionDigits = FRACTION_DIGITS): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Amount must be a non-negative integer number of minor units, got ${amountMinor}`);
  }
  if (fractionDigits === 0) return String(amountMinor);
  const digits = String(amountMinor).padStart(fractionDigits + 1, "0");
  return `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

export function decimalStringToMinor(value: string, fractionDigits = FRACTION_DIGITS): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new RangeError(`Not a non-negative decimal amount: "${value}"`);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  // Extra digits are accepted only when they are zeros ("10.000"); anything else would be rounding.
  if (fraction.length > fractionDigits && !/^0+$/.test(fraction.slice(fractionDigits))) {
    throw new RangeError(`Amount "${value}" has more than ${fractionDigits} fraction digits`);
  }
  const minor = Number(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0"));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount "${value}" is too large`);
  return minor;
}
