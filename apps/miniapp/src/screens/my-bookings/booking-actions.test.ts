import { describe, expect, it } from "vitest";
import { cancelAction } from "./booking-actions.ts";

describe("customer actions on a booking (spec §4)", () => {
  it("cancels only PENDING; other live statuses point to the administrator", () => {
    expect(cancelAction("PENDING")).toBe("cancel");
    expect(cancelAction("CONFIRMED")).toBe("contactAdmin");
    expect(cancelAction("PAID")).toBe("contactAdmin");
    expect(cancelAction("CANCELLED")).toBe("none");
  });
});
