// Who sees which pages of the staff shell (DESIGN §10 "Team"): an OWNER everything; an ADMIN all
// but the owner's account pages (plan, bot, domain, payments, keys, team invitations), which the
// server refuses them anyway; an EXPERT their own day, bookings, hours and personal data. Staff
// manage the hours in one Schedule area (issue 26.4); an EXPERT's hours keep their two pages. The
// server checks every call on its own: this only keeps pages out of sight that would answer 403.
import { STAFF_PAGES, STAFF_SECTIONS, type StaffLocation, type StaffPage, type StaffSection } from "../../router/staff-paths.ts";

export type StaffRole = "owner" | "admin" | "expert";

const EXPERT_PAGES: Partial<Record<StaffSection, readonly StaffPage[]>> = {
  today: ["today"],
  calendar: ["bookings"],
  schedule: ["hours", "slots"],
  settings: ["personal"],
};

/** The EXPERT desk's own hours page: the admins' Schedule area holds the extra times itself. */
const EXPERT_ONLY = new Set<string>(["schedule/slots"]);

/** Owner-only pages (account.* and team.* are owner procedures on the server). */
const OWNER_ONLY = new Set<string>([
  "team/members",
  ...STAFF_PAGES.settings.filter((page) => page !== "personal").map((p) => `settings/${p}`),
]);

/** The pages of `section` that `role` sees, in order; empty when the section is not theirs. */
export function visiblePages(section: StaffSection, role: StaffRole): readonly StaffPage[] {
  if (role === "expert") return EXPERT_PAGES[section] ?? [];
  const pages = (STAFF_PAGES[section] as readonly StaffPage[]).filter((page) => !EXPERT_ONLY.has(`${section}/${page}`));
  return role === "owner" ? pages : pages.filter((page) => !OWNER_ONLY.has(`${section}/${page}`));
}

/** The sections `role` sees, in the navigation's order. */
export function visibleSections(role: StaffRole): readonly StaffSection[] {
  return STAFF_SECTIONS.filter((section) => visiblePages(section, role).length > 0);
}

/**
 * Where a request for `location` lands for `role`: itself when they may see it, else the first page
 * they may see in that section, else Today (every role has it).
 */
export function allowedLocation(location: StaffLocation, role: StaffRole): StaffLocation {
  const pages = visiblePages(location.section, role);
  if (pages.includes(location.page)) return location;
  const first = pages[0];
  return first ? { section: location.section, page: first } : { section: "today", page: "today" };
}
