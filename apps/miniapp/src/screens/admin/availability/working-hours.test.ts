import { describe, expect, it } from "vitest";
import { DEFAULT_WORKING_HOURS, generationInput, hoursProblem } from "./working-hours.ts";

describe("availability working hours", () => {
  it("default to 09:00-18:00 and are then left to the server's default", () => {
    expect(DEFAULT_WORKING_HOURS).toEqual({ custom: false, start: "09:00", end: "18:00" });
    expect(generationInput(["2026-11-23"], DEFAULT_WORKING_HOURS)).toEqual({ dates: ["2026-11-23"] });
  });

  it("are sent when custom, and must hold at least one 30-minute slot", () => {
    const custom = { custom: true, start: "10:00", end: "12:00" };
    expect(hoursProblem(custom)).toBeNull();
    expect(generationInput(["2026-11-23", "2026-11-24"], custom)).toEqual({
      dates: ["2026-11-23", "2026-11-24"],
      startTime: "10:00",
      endTime: "12:00",
    });
    expect(hoursProblem({ custom: true, start: "10:00", end: "10:29" })).toBe("errors.TIME_RANGE_INVALID");
    expect(hoursProblem({ custom: true, start: "12:00", end: "10:00" })).toBe("errors.TIME_RANGE_INVALID");
    expect(hoursProblem({ custom: true, start: "", end: "10:00" })).toBe("errors.TIME_RANGE_INVALID");
    expect(hoursProblem({ custom: false, start: "12:00", end: "10:00" })).toBeNull();
  });

  it("must lie on the half-hour grid, as the server requires", () => {
    expect(hoursProblem({ custom: true, start: "10:15", end: "12:00" })).toBe("errors.TIME_OFF_GRID");
    expect(hoursProblem({ custom: true, start: "09:00", end: "17:45" })).toBe("errors.TIME_OFF_GRID");
    expect(hoursProblem({ custom: true, start: "09:30", end: "24:00" })).toBeNull();
  });
});
