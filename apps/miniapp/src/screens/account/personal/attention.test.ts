import { describe, expect, it } from "vitest";
import { personalInfoNeedsAttention } from "./attention.ts";

describe("personal-info badge (spec §2)", () => {
  it("shows while the email or the phone is unverified or Telegram is not linked", () => {
    for (const emailVerified of [true, false]) {
      for (const phoneVerified of [true, false]) {
        for (const telegramLinked of [true, false]) {
          const expected = !(emailVerified && phoneVerified && telegramLinked);
          expect(
            personalInfoNeedsAttention({ emailVerified, phoneVerified, telegramLinked }),
            JSON.stringify({ emailVerified, phoneVerified, telegramLinked }),
          ).toBe(expected);
        }
      }
    }
  });
});
