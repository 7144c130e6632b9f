import { describe, expect, it } from "vitest";
import { STAFF_SECTIONS } from "../../router/staff-paths.ts";
import { allowedLocation, visiblePages, visibleSections } from "./staff-access.ts";
import { pageView } from "./staff-pages.tsx";

describe("who sees which staff pages (issue 26.1)", () => {
  it("shows an owner every section and page, the hours in one Schedule area", () => {
    expect(visibleSections("owner")).toEqual(STAFF_SECTIONS);
    expect(visiblePages("schedule", "owner")).toEqual(["hours"]);
    expect(visiblePages("settings", "owner")).toContain("bot");
    expect(visiblePages("team", "owner")).toEqual(["experts", "members"]);
  });

  it("keeps the owner's account pages from an ADMIN, but not their personal info", () => {
    expect(visibleSections("admin")).toEqual(STAFF_SECTIONS);
    expect(visiblePages("settings", "admin")).toEqual(["personal"]);
    expect(visiblePages("team", "admin")).toEqual(["experts"]);
  });

  it("gives an EXPERT their own day, bookings, hours and personal info", () => {
    expect(visibleSections("expert")).toEqual(["today", "calendar", "schedule", "settings"]);
    expect(visiblePages("calendar", "expert")).toEqual(["bookings"]);
    expect(visiblePages("schedule", "expert")).toEqual(["hours", "slots"]);
  });

  it("sends a page the member may not see to the nearest one they may", () => {
    expect(allowedLocation({ section: "settings", page: "bot" }, "admin")).toEqual({ section: "settings", page: "personal" });
    expect(allowedLocation({ section: "stats", page: "stats" }, "expert")).toEqual({ section: "today", page: "today" });
    expect(allowedLocation({ section: "settings", page: "bot" }, "owner")).toEqual({ section: "settings", page: "bot" });
  });

  it("has a view for every page each role sees", () => {
    for (const role of ["owner", "admin", "expert"] as const)
      for (const section of visibleSections(role))
        for (const page of visiblePages(section, role))
          expect(pageView({ section, page }, role), `${role} ${section}/${page}`).toBeDefined();
  });
});
