import { describe, expect, it } from "vitest";
import { bookingTokenHeader, withBookingToken } from "./booking-token.ts";

describe("the manage link's token", () => {
  it("travels as the X-Booking-Token header of the calls that carry it, and only those", () => {
    expect(bookingTokenHeader(withBookingToken("abc.sig").context)).toEqual({ "X-Booking-Token": "abc.sig" });
    expect(bookingTokenHeader(withBookingToken(null).context)).toEqual({});
    expect(bookingTokenHeader({ idempotencyKey: "k" })).toEqual({});
  });
});
