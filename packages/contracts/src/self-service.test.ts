import { describe, expect, it } from "vitest";
import { customerCancelRule, customerMoveRule } from "./self-service.ts";

const NOW = new Date("2026-03-10T12:00:00Z");
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const OFF = { selfCancelHours: null, selfMoveHours: null };
const DAY = { selfCancelHours: 24, selfMoveHours: 24 };

describe("self-service rules (issue 25.4)", () => {
  it("off (the spec's default): only PENDING can be cancelled, nothing moved", () => {
    expect(customerCancelRule(OFF, { status: "PENDING", startsAt: inHours(1) }, NOW)).toEqual({ allowed: true, until: null });
    for (const status of ["CONFIRMED", "PAID"] as const) {
      expect(customerCancelRule(OFF, { status, startsAt: inHours(100) }, NOW)).toMatchObject({ allowed: false, reason: "NOT_ALLOWED" });
      expect(customerMoveRule(OFF, { status, startsAt: inHours(100) }, NOW)).toMatchObject({ allowed: false, reason: "NOT_ALLOWED" });
    }
    expect(customerMoveRule(OFF, { status: "PENDING", startsAt: inHours(100) }, NOW)).toMatchObject({ allowed: false });
  });

  it("on: allowed up to N hours before the start, inclusive; later it is too late", () => {
    const booking = { status: "CONFIRMED" as const, startsAt: inHours(24) };
    expect(customerCancelRule(DAY, booking, NOW)).toEqual({ allowed: true, until: NOW });
    expect(customerMoveRule(DAY, booking, NOW)).toEqual({ allowed: true, until: NOW });
    const late = { status: "PAID" as const, startsAt: new Date(inHours(24).getTime() - 1) };
    expect(customerCancelRule(DAY, late, NOW)).toMatchObject({ allowed: false, reason: "TOO_LATE" });
    expect(customerMoveRule(DAY, late, NOW)).toMatchObject({ allowed: false, reason: "TOO_LATE" });
  });

  it("0 hours means until it starts, never after; a cancelled booking is never changed", () => {
    const zero = { selfCancelHours: 0, selfMoveHours: 0 };
    expect(customerCancelRule(zero, { status: "CONFIRMED", startsAt: inHours(0.01) }, NOW)).toMatchObject({ allowed: true });
    expect(customerMoveRule(zero, { status: "CONFIRMED", startsAt: NOW }, NOW)).toMatchObject({ allowed: false, reason: "TOO_LATE" });
    expect(customerCancelRule(DAY, { status: "CANCELLED", startsAt: inHours(100) }, NOW)).toMatchObject({ reason: "NOT_ALLOWED" });
    expect(customerMoveRule(DAY, { status: "CANCELLED", startsAt: inHours(100) }, NOW)).toMatchObject({ reason: "NOT_ALLOWED" });
  });
});
