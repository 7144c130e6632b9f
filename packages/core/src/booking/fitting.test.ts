import { describe, expect, it } from "vitest";
import { fittingStartSlots, slotsCoveringDuration, type FittableSlot } from "./fitting.ts";

const DAY = "2026-03-10T";
const NOW = new Date("2026-03-10T00:00:00Z");

/** A 30-minute slot "HH:mm" (UTC for readability); `booked` marks it taken. */
function slot(time: string, booked = false, minutes = 30): FittableSlot {
  const startsAt = new Date(`${DAY}${time}:00Z`);
  return { id: time, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), isBooked: booked };
}
const ids = (slots: FittableSlot[]) => slots.map((s) => s.id);

// 09:00–11:00 free, 11:00 booked, 11:30–12:00 free, (hole) 13:00–14:00 free.
const day = [slot("09:00"), slot("09:30"), slot("10:00"), slot("10:30"), slot("11:00", true), slot("11:30"), slot("13:00"), slot("13:30")];

describe("fittingStartSlots", () => {
  it("offers every free slot for a service that fits in one slot", () => {
    expect(ids(fittingStartSlots(day, 30, NOW))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:30", "13:00", "13:30"]);
    expect(ids(fittingStartSlots(day, 15, NOW))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:30", "13:00", "13:30"]);
  });

  it("needs enough free back-to-back slots for longer services", () => {
    expect(ids(fittingStartSlots(day, 60, NOW))).toEqual(["09:00", "09:30", "10:00", "13:00"]);
    // 45 minutes still takes two slots.
    expect(ids(fittingStartSlots(day, 45, NOW))).toEqual(["09:00", "09:30", "10:00", "13:00"]);
    expect(ids(fittingStartSlots(day, 120, NOW))).toEqual(["09:00"]);
    expect(ids(fittingStartSlots(day, 150, NOW))).toEqual([]);
  });

  it("lets a hole between slots break the chain even when both sides are free", () => {
    // 11:30 is free and 13:00 is free, but 12:00–13:00 has no slots.
    expect(ids(fittingStartSlots([slot("11:30"), slot("13:00")], 60, NOW))).toEqual([]);
  });

  it("never offers a slot that has started or starts right now", () => {
    expect(ids(fittingStartSlots(day, 30, new Date(`${DAY}09:00:00Z`)))).toEqual(["09:30", "10:00", "10:30", "11:30", "13:00", "13:30"]);
    expect(ids(fittingStartSlots(day, 30, new Date(`${DAY}10:10:00Z`)))).toEqual(["10:30", "11:30", "13:00", "13:30"]);
  });

  it("does not depend on the input order and keeps the caller's slot objects", () => {
    const shuffled = [day[6], day[0], day[3], day[1], day[2], day[7], day[4], day[5]].filter((s) => s !== undefined);
    expect(ids(fittingStartSlots(shuffled, 60, NOW))).toEqual(["09:00", "09:30", "10:00", "13:00"]);
    expect(fittingStartSlots(day, 30, NOW)[0]).toBe(day[0]);
  });

  it("offers nothing on an empty or fully booked day", () => {
    expect(fittingStartSlots([], 30, NOW)).toEqual([]);
    expect(fittingStartSlots([slot("09:00", true), slot("09:30", true)], 30, NOW)).toEqual([]);
  });

  it("refuses a duration that is not a positive whole number of minutes", () => {
    for (const bad of [0, -30, 30.5, Number.NaN]) {
      expect(() => fittingStartSlots([], bad, NOW), String(bad)).toThrowError(RangeError);
      expect(() => slotsCoveringDuration(day, "09:00", bad), String(bad)).toThrowError(RangeError);
    }
  });
});

describe("slotsCoveringDuration", () => {
  it("returns the slots a booking holds", () => {
    expect(slotsCoveringDuration(day, "09:00", 30)).toEqual(["09:00"]);
    expect(slotsCoveringDuration(day, "09:30", 60)).toEqual(["09:30", "10:00"]);
    expect(slotsCoveringDuration(day, "09:30", 61)).toEqual(["09:30", "10:00", "10:30"]);
    expect(slotsCoveringDuration(day, "13:00", 60)).toEqual(["13:00", "13:30"]);
  });

  it("returns null when the run is cut by a booking, a hole or the end of the slots", () => {
    expect(slotsCoveringDuration(day, "10:30", 60)).toBeNull();
    expect(slotsCoveringDuration(day, "11:30", 60)).toBeNull();
    expect(slotsCoveringDuration(day, "13:30", 60)).toBeNull();
  });

  it("returns null for an unknown or booked start", () => {
    expect(slotsCoveringDuration(day, "nope", 30)).toBeNull();
    expect(slotsCoveringDuration(day, "11:00", 30)).toBeNull();
  });

  it("returns null for a start that has begun when given now", () => {
    expect(slotsCoveringDuration(day, "09:00", 30, new Date(`${DAY}09:00:00Z`))).toBeNull();
    expect(slotsCoveringDuration(day, "09:30", 30, new Date(`${DAY}09:00:00Z`))).toEqual(["09:30"]);
  });

  it("follows slots of other lengths by their real ends", () => {
    // A 60-minute slot followed by a 30-minute one covers 90 minutes.
    expect(slotsCoveringDuration([slot("09:00", false, 60), slot("10:00")], "09:00", 90)).toEqual(["09:00", "10:00"]);
  });

  it("agrees with fittingStartSlots for every start and duration", () => {
    for (const duration of [15, 30, 45, 60, 90, 120, 150]) {
      const offered = ids(fittingStartSlots(day, duration, NOW));
      const coverable = day.filter((s) => slotsCoveringDuration(day, s.id, duration, NOW) !== null).map((s) => s.id);
      expect(coverable, `${duration} min`).toEqual(offered);
    }
  });
});
