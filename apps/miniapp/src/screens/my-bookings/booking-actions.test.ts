import { describe, expect, it } from "vitest";
import { canPay, cancelAction } from "./booking-actions.ts";

describe("customer actions on a booking (spec §4)", () => {
  it("cancels only PENDING; other live statuses point to the administrator", () => {
    expect(cancelAction("PENDING")).toBe("cancel");
    expect(cancelAction("CONFIRMED")).toBe("contactAdmin");
    expect(cancelAction("PAID")).toBe("contactAdmin");
    expect(cancelAction("CANCELLED")).toBe("none");
  });

  it("offers payment while the booking can still become PAID and costs something", () => {
    expect(canPay({ status: "PENDING", price: 30 })).toBe(true);
    expect(canPay({ status: "CONFIRMED", price: 30 })).toBe(true);
    expect(canPay({ status: "PAID", price: 30 })).toBe(false);
    expect(canPay({ status: "CANCELLED", price: 30 })).toBe(false);
    expect(canPay({ status: "PENDING", price: 0 })).toBe(false);
  });
});
