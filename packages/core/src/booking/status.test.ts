import { AppError, bookingStatus } from "@booking/contracts";
import { describe, expect, it } from "vitest";
import {
  adminTransitionsFrom,
  assertAdminTransition,
  assertCustomerCanCancel,
  canAdminTransition,
  canCustomerCancel,
  releasesSlots,
  type BookingStatus,
} from "./status.ts";

const STATUSES = bookingStatus.options;

// Spec §4, written out in full: every (from, to) pair, same-status "transitions" included.
const ALLOWED = new Set<string>([
  "PENDING→CONFIRMED",
  "PENDING→PAID",
  "PENDING→CANCELLED",
  "CONFIRMED→PAID",
  "CONFIRMED→CANCELLED",
  "PAID→CANCELLED",
]);
const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, allowed: ALLOWED.has(`${from}→${to}`) })));

describe("admin status transitions", () => {
  it("covers all 16 pairs", () => {
    expect(pairs).toHaveLength(16);
  });

  it.each(pairs)("$from → $to: allowed=$allowed", ({ from, to, allowed }) => {
    expect(canAdminTransition(from, to)).toBe(allowed);
    if (allowed) {
      expect(() => assertAdminTransition(from, to)).not.toThrow();
    } else {
      expect(() => assertAdminTransition(from, to)).toThrowError(AppError);
      expect(() => assertAdminTransition(from, to)).toThrow(
        expect.objectContaining({ code: "INVALID_STATUS_TRANSITION", status: 409, details: { from, to } }),
      );
    }
  });

  it("lists the choices per status, and none after cancellation", () => {
    expect(adminTransitionsFrom("PENDING")).toEqual(["CONFIRMED", "PAID", "CANCELLED"]);
    expect(adminTransitionsFrom("CONFIRMED")).toEqual(["PAID", "CANCELLED"]);
    expect(adminTransitionsFrom("PAID")).toEqual(["CANCELLED"]);
    expect(adminTransitionsFrom("CANCELLED")).toEqual([]);
  });
});

describe("customer cancellation", () => {
  it.each(STATUSES)("%s", (status: BookingStatus) => {
    const allowed = status === "PENDING";
    expect(canCustomerCancel(status)).toBe(allowed);
    if (allowed) expect(() => assertCustomerCanCancel(status)).not.toThrow();
    else expect(() => assertCustomerCanCancel(status)).toThrow(expect.objectContaining({ code: "BOOKING_NOT_CANCELLABLE" }));
  });
});

describe("slot release", () => {
  it.each(STATUSES)("%s", (status: BookingStatus) => {
    expect(releasesSlots(status)).toBe(status === "CANCELLED");
  });
});
