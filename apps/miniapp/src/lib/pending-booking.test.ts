import { describe, expect, it } from "vitest";
import { afterSignInPath, forgetBooking, PENDING_BOOKING_TTL_MS, pendingBooking, rememberBooking } from "./pending-booking.ts";
import { createSafeStore } from "./storage.ts";

function memory() {
  const data = new Map<string, string>();
  return createSafeStore({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
}

const choice = { tenant: "acme", serviceId: "s1", slotId: "slot-9", date: "2026-11-24" };

describe("a visitor's pending booking", () => {
  it("is kept for its tenant and leads back to the booking page after signing in", () => {
    const storage = memory();
    rememberBooking(choice, storage);
    expect(pendingBooking("acme", storage)).toEqual(choice);
    expect(pendingBooking("other", storage)).toBeUndefined();
    expect(afterSignInPath("acme", "/webapp/acme", storage)).toBe("/webapp/acme/booking");
    expect(afterSignInPath("other", "/webapp/other", storage)).toBe("/webapp/other");
    expect(afterSignInPath(undefined, "/account", storage)).toBe("/account");
  });

  it("keeps the answers to the service's questions with the time (issue 31.1)", () => {
    const storage = memory();
    const answered = { ...choice, answers: { goal: "A new job", format: 1, first: true } };
    rememberBooking(answered, storage);
    expect(pendingBooking("acme", storage)).toEqual(answered);
  });

  it("expires, and is gone once forgotten", () => {
    const storage = memory();
    rememberBooking(choice, storage, 0);
    expect(pendingBooking("acme", storage, PENDING_BOOKING_TTL_MS)).toBeUndefined();
    rememberBooking(choice, storage, 0);
    forgetBooking(storage);
    expect(pendingBooking("acme", storage, 1)).toBeUndefined();
  });
});
