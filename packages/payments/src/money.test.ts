import { describe, expect, it } from "vitest";
import { decimalStringToMinor, minorToDecimalString } from "./money.ts";

describe("money conversion", () => {
  it("converts YooKassa amount strings to minor units and back", () => {
    expect(decimalStringToMinor("199.90")).toBe(19990);
    expect(minorToDecimalString(19990)).toBe("199.90");
    expect(decimalStringToMinor("199.9")).toBe(19990);
    expect(decimalStringToMinor("199")).toBe(19900);
    expect(decimalStringToMinor("10.000")).toBe(1000);
    expect(minorToDecimalString(0)).toBe("0.00");
    expect(minorToDecimalString(5)).toBe("0.05");
    expect(minorToDecimalString(100)).toBe("1.00");
  });

  it("has no floating-point drift on values floats get wrong", () => {
    // 0.29 * 100 = 28.999999999999996, 1.15 * 100 = 114.99999999999999, 19.99 * 100 = 1998.9999999999998
    for (const [text, minor] of [
      ["0.29", 29],
      ["1.15", 115],
      ["19.99", 1999],
      ["4.35", 435],
      ["1005.01", 100501],
    ] as const) {
      expect(decimalStringToMinor(text)).toBe(minor);
      expect(minorToDecimalString(minor)).toBe(text);
    }
    for (let minor = 0; minor <= 20_000; minor += 1) {
      expect(decimalStringToMinor(minorToDecimalString(minor))).toBe(minor);
    }
  });

  it("refuses what would need rounding or is not an amount", () => {
    for (const bad of ["1.999", "-1.00", "1,00", "", "abc", "1e3", " 1.00", "1."]) {
      expect(() => decimalStringToMinor(bad)).toThrow(RangeError);
    }
    expect(() => minorToDecimalString(1.5)).toThrow(RangeError);
    expect(() => minorToDecimalString(-1)).toThrow(RangeError);
  });
});
