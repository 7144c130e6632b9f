import { describe, expect, it } from "vitest";
import { zoneNote } from "./time-zone.ts";

const AT = new Date("2026-11-22T12:00:00Z");

describe("the tenant's time zone beside its times (issue 14.5)", () => {
  it("names the tenant's zone when the viewer's clock differs", () => {
    const note = zoneNote("Europe/Moscow", "en", "America/New_York", AT);
    expect(note?.short).toBe("GMT+3");
    expect(note?.long).toMatch(/Moscow.*\(GMT\+3\)/);
    expect(zoneNote("Europe/Moscow", "ru", "Europe/Berlin", AT)?.short).toBe("GMT+3");
  });

  it("adds nothing when the viewer is in the same zone or on the same clock now", () => {
    expect(zoneNote("Europe/Moscow", "en", "Europe/Moscow", AT)).toBeNull();
    // Istanbul keeps UTC+3 all year, as Moscow does: the same clock.
    expect(zoneNote("Europe/Moscow", "en", "Europe/Istanbul", AT)).toBeNull();
    expect(zoneNote(undefined, "en", "Europe/Moscow", AT)).toBeNull();
  });
});
