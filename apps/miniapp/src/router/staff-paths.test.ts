import { describe, expect, it } from "vitest";
import {
  accountTabLocation,
  adminTabLocation,
  parseStaffPath,
  queryWithout,
  staffParentPath,
  staffPath,
  STAFF_PAGES,
  STAFF_SECTIONS,
} from "./staff-paths.ts";

describe("staff addresses (issue 26.1)", () => {
  it("gives every section and page its own address, the first page none of its own", () => {
    expect(staffPath("acme")).toBe("/webapp/acme/admin");
    expect(staffPath("acme", "today")).toBe("/webapp/acme/admin/today");
    expect(staffPath("acme", "calendar", "bookings")).toBe("/webapp/acme/admin/calendar");
    expect(staffPath("acme", "calendar", "confirmations")).toBe("/webapp/acme/admin/calendar/confirmations");
    expect(staffPath("acme", "settings", "bot")).toBe("/webapp/acme/admin/settings/bot");
  });

  it("reads back every address it builds", () => {
    for (const section of STAFF_SECTIONS)
      for (const page of STAFF_PAGES[section]) {
        const rest = staffPath("acme", section, page).replace("/webapp/acme/admin/", "");
        expect(parseStaffPath(rest)).toEqual({ section, page });
      }
  });

  it("knows nothing of unknown sections, pages or deeper paths", () => {
    expect(parseStaffPath("")).toBeUndefined();
    expect(parseStaffPath("bookings")).toBeUndefined();
    expect(parseStaffPath("calendar/nope")).toBeUndefined();
    expect(parseStaffPath("settings/bot/extra")).toBeUndefined();
    expect(parseStaffPath("calendar/")).toEqual({ section: "calendar", page: "bookings" });
  });

  it("maps every former admin and EXPERT desk tab to its page", () => {
    expect(adminTabLocation("services")).toEqual({ section: "services", page: "services" });
    expect(adminTabLocation("confirmations")).toEqual({ section: "calendar", page: "confirmations" });
    expect(adminTabLocation("availability")).toEqual({ section: "schedule", page: "hours" });
    expect(adminTabLocation("schedule")).toEqual({ section: "schedule", page: "hours" });
    expect(adminTabLocation("articles")).toEqual({ section: "content", page: "articles" });
    expect(adminTabLocation("experts")).toEqual({ section: "team", page: "experts" });
    expect(adminTabLocation("week")).toEqual({ section: "schedule", page: "hours" });
    expect(adminTabLocation("hours")).toEqual({ section: "schedule", page: "slots" });
    expect(adminTabLocation("nope")).toBeUndefined();
    expect(adminTabLocation(null)).toBeUndefined();
  });

  it("maps every former account tab to its page, the overview without one", () => {
    expect(accountTabLocation("botSettings")).toEqual({ section: "settings", page: "bot" });
    expect(accountTabLocation("personalInfo")).toEqual({ section: "settings", page: "personal" });
    expect(accountTabLocation("team")).toEqual({ section: "team", page: "members" });
    expect(accountTabLocation(null)).toEqual({ section: "settings", page: "overview" });
    expect(accountTabLocation("nope")).toEqual({ section: "settings", page: "overview" });
  });

  it("keeps the rest of the query", () => {
    expect(queryWithout("?tab=personalInfo&tenant=acme&code=123456", ["tab", "tenant"])).toBe("?code=123456");
    expect(queryWithout("?tab=news", ["tab"])).toBe("");
  });

  it("steps up one level for Telegram's BackButton: page → section → Today → the business's home", () => {
    expect(staffParentPath("/webapp/acme/admin/settings/bot")).toBe("/webapp/acme/admin/settings");
    expect(staffParentPath("/webapp/acme/admin/settings")).toBe("/webapp/acme/admin/today");
    expect(staffParentPath("/webapp/acme/admin/today")).toBe("/webapp/acme");
    expect(staffParentPath("/webapp/acme/admin")).toBe("/webapp/acme");
    expect(staffParentPath("/webapp/acme/services")).toBeUndefined();
    expect(staffParentPath("/account")).toBeUndefined();
  });
});
