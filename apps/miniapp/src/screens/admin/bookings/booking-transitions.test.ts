import { describe, expect, it } from "vitest";
import { allowedActions, confirmationActions, filterCounts, matchesFilter, questionFor } from "./booking-transitions.ts";

describe("admin booking transitions (spec §4)", () => {
  it("follow the status table", () => {
    expect(allowedActions("PENDING")).toEqual(["confirm", "markPaid", "cancel"]);
    expect(allowedActions("CONFIRMED")).toEqual(["markPaid", "cancel"]);
    expect(allowedActions("PAID")).toEqual(["cancel"]);
    expect(allowedActions("CANCELLED")).toEqual([]);
  });

  it("warn before cancelling a PAID booking that its online payment is refunded", () => {
    expect(questionFor({ status: "PAID" }, "cancel")).toBe("alerts.confirm.cancelPaidBooking");
    expect(questionFor({ status: "CONFIRMED" }, "cancel")).toBe("alerts.confirm.cancelBooking");
    expect(questionFor({ status: "PENDING" }, "markPaid")).toBe("alerts.confirm.confirmPayment");
  });

  it("offer only confirm and paid on the confirmations tab", () => {
    expect(confirmationActions("PENDING")).toEqual(["confirm", "markPaid"]);
    expect(confirmationActions("CONFIRMED")).toEqual(["markPaid"]);
    expect(confirmationActions("PAID")).toEqual([]);
  });

  it("filter pending, awaiting payment (CONFIRMED) and all live bookings, with counts", () => {
    const bookings = (["PENDING", "PENDING", "CONFIRMED", "PAID", "CANCELLED"] as const).map((status) => ({ status }));
    expect(filterCounts(bookings)).toEqual({ pending: 2, awaitingPayment: 1, all: 4 });
    expect(matchesFilter({ status: "CANCELLED" }, "all")).toBe(false);
    expect(matchesFilter({ status: "PAID" }, "all")).toBe(true);
    expect(matchesFilter({ status: "CONFIRMED" }, "pending")).toBe(false);
  });
});
