// The customer's own clock (issue 31.5) reads the business's local times on another zone's clock
// through the instants: fixed dates around both zones' DST changes and across a day boundary.
import { describe, expect, it } from "vitest";
import { convertLocalTimes } from "./zoned-time.ts";

const MOSCOW = "Europe/Moscow"; // UTC+3 all year
const BERLIN = "Europe/Berlin"; // CET +1, CEST +2 from the last Sunday of March to the last of October

describe("convertLocalTimes", () => {
  it("leaves the times alone when both zones are the same", () => {
    const times = { date: "2026-11-22", startTime: "10:00", endTime: "11:00" };
    expect(convertLocalTimes(times, MOSCOW, MOSCOW)).toBe(times);
  });

  it("moves a winter time by the winter difference and a summer time by the summer one", () => {
    expect(convertLocalTimes({ date: "2026-11-22", startTime: "10:00", endTime: "11:00" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-11-22",
      startTime: "08:00",
      endTime: "09:00",
    });
    expect(convertLocalTimes({ date: "2026-07-10", startTime: "10:00", endTime: "11:00" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-07-10",
      startTime: "09:00",
      endTime: "10:00",
    });
  });

  it("keeps a late evening on its day and puts an early morning on the day before", () => {
    expect(convertLocalTimes({ date: "2026-11-22", startTime: "23:30", endTime: "24:00" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-11-22",
      startTime: "21:30",
      endTime: "22:00",
    });
    expect(convertLocalTimes({ date: "2026-11-22", startTime: "01:00", endTime: "02:00" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-11-21",
      startTime: "23:00",
      endTime: "24:00",
    });
  });

  it("puts a late evening on the next day the other way round, and reads the business's 24:00 as midnight", () => {
    expect(convertLocalTimes({ date: "2026-11-22", startTime: "23:00", endTime: "24:00" }, BERLIN, MOSCOW)).toEqual({
      date: "2026-11-23",
      startTime: "01:00",
      endTime: "02:00",
    });
  });

  it("follows the device zone's spring-forward: an hour from 01:30 CET ends at 03:30 CEST", () => {
    // 2026-03-29 01:00 UTC: Berlin jumps from 02:00 to 03:00.
    expect(convertLocalTimes({ date: "2026-03-29", startTime: "03:30", endTime: "04:30" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-03-29",
      startTime: "01:30",
      endTime: "03:30",
    });
  });

  it("follows the device zone's fall-back: an hour from 02:30 CEST ends at 02:30 CET", () => {
    // 2026-10-25 01:00 UTC: Berlin goes back from 03:00 to 02:00.
    expect(convertLocalTimes({ date: "2026-10-25", startTime: "03:30", endTime: "04:30" }, MOSCOW, BERLIN)).toEqual({
      date: "2026-10-25",
      startTime: "02:30",
      endTime: "02:30",
    });
  });

  it("reads a business's fall-back hour (01:30–01:00 on its clock) as the hour it really is", () => {
    // Berlin 2026-10-25: 02:30 CEST (00:30 UTC) to the second 02:00, CET (01:00 UTC) — half an hour.
    expect(convertLocalTimes({ date: "2026-10-25", startTime: "02:30", endTime: "02:00" }, BERLIN, MOSCOW)).toEqual({
      date: "2026-10-25",
      startTime: "03:30",
      endTime: "04:00",
    });
  });

  it("crosses the date line to a zone a day ahead", () => {
    expect(convertLocalTimes({ date: "2026-11-22", startTime: "18:00", endTime: "19:00" }, "America/New_York", "Pacific/Auckland")).toEqual(
      {
        date: "2026-11-23",
        startTime: "12:00",
        endTime: "13:00",
      },
    );
  });
});
