import { describe, expect, it } from "vitest";
import { nextPollDelay, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS, paymentOutcome } from "./payment-status.ts";

describe("payment result", () => {
  it("maps the server's status to pending, confirmed or failed", () => {
    expect(paymentOutcome("PENDING")).toBe("pending");
    expect(paymentOutcome("SUCCEEDED")).toBe("confirmed");
    for (const status of ["FAILED", "CANCELLED", "REFUNDED"] as const) expect(paymentOutcome(status)).toBe("failed");
  });

  it("polls while pending (or not yet known) within the time limit, then stops", () => {
    expect(nextPollDelay(undefined, 0, 1000)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay("pending", 0, PAYMENT_POLL_LIMIT_MS - 1)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay("pending", 0, PAYMENT_POLL_LIMIT_MS)).toBe(false);
    expect(nextPollDelay("confirmed", 0, 1000)).toBe(false);
    expect(nextPollDelay("failed", 0, 1000)).toBe(false);
  });
});
