import { PLAN_LIST } from "@booking/contracts";
import { describe, expect, it } from "vitest";
import { fromMinorUnits, toMinorUnits } from "./money.ts";

describe("toMinorUnits", () => {
  it("converts prices whose binary form is not exact", () => {
    expect(19.99 * 100).not.toBe(1999); // the drift this module exists for
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(9.99)).toBe(999);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005 + 0.005)).toBe(101);
    expect(toMinorUnits(49)).toBe(4900);
    expect(toMinorUnits(0)).toBe(0);
    expect(Object.is(toMinorUnits(-0), 0)).toBe(true);
    expect(toMinorUnits(1_000_000)).toBe(100_000_000);
  });

  it("agrees with the plan catalogue's own minor prices", () => {
    for (const { limits } of PLAN_LIST) expect(toMinorUnits(limits.priceMonthly)).toBe(limits.priceMonthlyMinor);
  });

  it("refuses a third decimal rather than rounding it away", () => {
    expect(() => toMinorUnits(19.999)).toThrowError(RangeError);
    expect(() => toMinorUnits(0.001)).toThrowError(RangeError);
  });

  it("refuses non-numbers and amounts beyond safe integers", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER]) {
      expect(() => toMinorUnits(bad), String(bad)).toThrowError(RangeError);
    }
  });
});

describe("fromMinorUnits", () => {
  it("gives the same number as the decimal literal", () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(999)).toBe(9.99);
    expect(fromMinorUnits(4900)).toBe(49);
    expect(fromMinorUnits(0)).toBe(0);
  });

  it("round-trips every amount in cents up to 10 000.00", () => {
    for (let minor = 0; minor <= 1_000_000; minor++) {
      if (toMinorUnits(fromMinorUnits(minor)) !== minor) throw new Error(`round trip broke at ${minor}`);
    }
  });

  it("refuses fractional or unsafe minor units", () => {
    for (const bad of [19.5, Number.NaN, 2 ** 53]) expect(() => fromMinorUnits(bad), String(bad)).toThrowError(RangeError);
  });
});
