// The system's cancel reasons are recognised by code from the stored text; an administrator's are not.
import { describe, expect, it } from "vitest";
import { CANCEL_REASONS, cancelReasonCode } from "./cancel-reasons.ts";

describe("cancelReasonCode", () => {
  it("knows each text the system writes, and the slot a deleted-slot reason names", () => {
    expect(cancelReasonCode(CANCEL_REASONS.CANCELLED_BY_ADMIN)).toEqual({ code: "CANCELLED_BY_ADMIN", slot: null });
    expect(cancelReasonCode(CANCEL_REASONS.CANCELLED_BY_CUSTOMER)).toEqual({ code: "CANCELLED_BY_CUSTOMER", slot: null });
    expect(cancelReasonCode(CANCEL_REASONS.PAYMENT_WINDOW_EXPIRED)).toEqual({ code: "PAYMENT_WINDOW_EXPIRED", slot: null });
    const slot = { date: "2030-03-04", startTime: "09:30", endTime: "10:00" };
    expect(cancelReasonCode(CANCEL_REASONS.slotDeleted(slot))).toEqual({ code: "SLOT_DELETED", slot });
  });

  it("leaves an administrator's own words (and none) without a code", () => {
    expect(cancelReasonCode("Client asked to cancel")).toBeNull();
    expect(cancelReasonCode("Cancelled by the administrator!")).toBeNull();
    expect(cancelReasonCode(null)).toBeNull();
  });
});
