import { describe, expect, it } from "vitest";
import { toLocalSlotTimes } from "./local-time.ts";
import { createSlotTimesFormatter } from "./slot-times.ts";

const HALF_HOUR = 30 * 60_000;
// DST forward and back, 30-minute DST (Lord Howe), midnight switches (Santiago, Havana), odd
// offsets (Kathmandu +05:45, Chatham +12:45/+13:45), Ramadan DST suspensions (Casablanca), none (Moscow).
const ZONES = [
  "America/New_York",
  "Europe/London",
  "Australia/Lord_Howe",
  "America/Santiago",
  "America/Havana",
  "Asia/Kathmandu",
  "Pacific/Chatham",
  "Africa/Casablanca",
  "Europe/Moscow",
];

function slotsFrom(startIso: string, count: number, stepMs: number) {
  const start = Date.parse(startIso);
  return Array.from({ length: count }, (_, i) => ({
    startsAt: new Date(start + i * stepMs),
    endsAt: new Date(start + i * stepMs + HALF_HOUR),
  }));
}

describe("createSlotTimesFormatter", () => {
  for (const zone of ZONES) {
    it(`matches toLocalSlotTimes for every half hour of 2027 in ${zone}`, () => {
      const format = createSlotTimesFormatter(zone);
      for (const slot of slotsFrom("2027-01-01T00:00:00Z", 365 * 48, HALF_HOUR)) {
        const expected = toLocalSlotTimes(slot.startsAt, slot.endsAt, zone);
        const actual = format(slot.startsAt, slot.endsAt);
        if (actual.date !== expected.date || actual.startTime !== expected.startTime || actual.endTime !== expected.endTime) {
          expect({ at: slot.startsAt.toISOString(), ...actual }).toEqual({ at: slot.startsAt.toISOString(), ...expected });
        }
      }
    });
  }

  it("gives the same answers in any order (the cache is not a scan)", () => {
    const slots = slotsFrom("2027-03-13T00:00:00Z", 400, 7 * 60_000).sort(() => Math.random() - 0.5);
    const format = createSlotTimesFormatter("America/New_York");
    for (const slot of slots)
      expect(format(slot.startsAt, slot.endsAt)).toEqual(toLocalSlotTimes(slot.startsAt, slot.endsAt, "America/New_York"));
  });

  it("refuses an unknown zone", () => {
    expect(() => createSlotTimesFormatter("Mars/Olympus")(new Date(), new Date())).toThrow(RangeError);
  });
});
