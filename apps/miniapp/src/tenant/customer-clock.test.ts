// Issue 31.5: when the switch is offered and what the chosen clock does to a booking's times (fixed
// instants, injected device zone).
import { describe, expect, it } from "vitest";
import { customerClock, zonesDiffer } from "./customer-clock.ts";

const WINTER = new Date("2026-11-22T12:00:00Z");
const booking = { id: "b", date: "2026-11-22", startTime: "01:00", endTime: "02:00" };

describe("zonesDiffer", () => {
  it("is false for the same zone, an alias and a neighbour on the same rules", () => {
    expect(zonesDiffer("Europe/Moscow", "Europe/Moscow", WINTER)).toBe(false);
    expect(zonesDiffer("Europe/Kyiv", "Europe/Kiev", WINTER)).toBe(false);
    expect(zonesDiffer("Europe/Berlin", "Europe/Paris", WINTER)).toBe(false);
  });

  it("is true for another offset, and for a zone that only differs in summer", () => {
    expect(zonesDiffer("Europe/Moscow", "Europe/Berlin", WINTER)).toBe(true);
    // London keeps GMT in winter like Abidjan, but moves to BST in summer.
    expect(zonesDiffer("Europe/London", "Africa/Abidjan", WINTER)).toBe(true);
  });
});

describe("customerClock", () => {
  it("offers nothing and changes nothing when the device is on the business's clock", () => {
    const clock = customerClock("Europe/Moscow", "device", "Europe/Moscow", WINTER);
    expect(clock.deviceZone).toBeNull();
    expect(clock.choice).toBe("business");
    expect(clock.show(booking)).toBe(booking);
  });

  it("offers the device's zone but keeps the business's times by default", () => {
    const clock = customerClock("Europe/Moscow", "business", "Europe/Berlin", WINTER);
    expect(clock.deviceZone).toBe("Europe/Berlin");
    expect(clock.shownZone).toBe("Europe/Moscow");
    expect(clock.show(booking)).toBe(booking);
  });

  it("on the device's clock converts the times (the day before for 01:00 Moscow) and keeps the rest", () => {
    const clock = customerClock("Europe/Moscow", "device", "Europe/Berlin", WINTER);
    expect(clock.shownZone).toBe("Europe/Berlin");
    expect(clock.show(booking)).toEqual({ id: "b", date: "2026-11-21", startTime: "23:00", endTime: "24:00" });
  });
});
