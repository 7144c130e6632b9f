// The staff area's addresses (issue 26.1): one shell for the back office and the owner's account,
// every section and page its own URL under /webapp/<slug>/admin/<section>[/<page>], so a link, a
// reload and the browser's back and forward all land where the owner was. The old ?tab= addresses
// of the admin page (/webapp/<slug>/admin?tab=…) and of the account (/account?tenant=…&tab=…) map
// onto them here, in one table each.
import { tenantPath } from "./paths.ts";

export const STAFF_SECTIONS = ["today", "calendar", "clients", "services", "schedule", "content", "stats", "team", "settings"] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/** Side-navigation groups: the day's work, what customers book, running the business. */
export const STAFF_GROUPS: readonly { key: string; sections: readonly StaffSection[] }[] = [
  { key: "day", sections: ["today", "calendar", "clients"] },
  { key: "offer", sections: ["services", "schedule", "content"] },
  { key: "business", sections: ["stats", "team", "settings"] },
];

/**
 * The pages of each section; the first is the section's own address (no page segment). Who sees
 * which is decided by the shell (an EXPERT sees fewer), the URLs are the same for everyone.
 */
export const STAFF_PAGES = {
  today: ["today"],
  calendar: ["bookings", "confirmations"],
  clients: ["clients"],
  services: ["services"],
  schedule: ["hours", "slots"],
  content: ["news", "articles"],
  stats: ["stats"],
  team: ["experts", "members"],
  settings: ["overview", "business", "personal", "subscription", "bot", "domain", "payments", "api"],
} as const satisfies Record<StaffSection, readonly string[]>;
export type StaffPage<S extends StaffSection = StaffSection> = (typeof STAFF_PAGES)[S][number];

export interface StaffLocation {
  section: StaffSection;
  page: StaffPage;
}

export function isStaffSection(value: string | undefined): value is StaffSection {
  return (STAFF_SECTIONS as readonly string[]).includes(value ?? "");
}

/** `/webapp/<slug>/admin`, `/webapp/<slug>/admin/<section>` or `…/<section>/<page>` (the first page has no segment). */
export function staffPath(slug: string, section?: StaffSection, page?: string): string {
  if (!section) return tenantPath(slug, "admin");
  const first = STAFF_PAGES[section][0];
  return tenantPath(slug, page && page !== first ? `admin/${section}/${page}` : `admin/${section}`);
}

/**
 * The section and page of the part of the address after `/admin/` ("calendar/confirmations");
 * undefined for an address the shell does not know (a typo, a removed page).
 */
export function parseStaffPath(rest: string): StaffLocation | undefined {
  const [section, page, ...more] = rest.split("/").filter(Boolean);
  if (more.length > 0 || !isStaffSection(section)) return undefined;
  const pages: readonly string[] = STAFF_PAGES[section];
  if (page === undefined) return { section, page: STAFF_PAGES[section][0] };
  return pages.includes(page) ? { section, page: page as StaffPage } : undefined;
}

/** The admin page's former ?tab= values (and the EXPERT desk's) and where each lives now. */
const ADMIN_TABS: Readonly<Record<string, StaffLocation>> = {
  services: { section: "services", page: "services" },
  bookings: { section: "calendar", page: "bookings" },
  confirmations: { section: "calendar", page: "confirmations" },
  clients: { section: "clients", page: "clients" },
  news: { section: "content", page: "news" },
  articles: { section: "content", page: "articles" },
  // The spec's Availability is a part of the one Schedule area (issue 26.4).
  availability: { section: "schedule", page: "hours" },
  schedule: { section: "schedule", page: "hours" },
  stats: { section: "stats", page: "stats" },
  experts: { section: "team", page: "experts" },
  // The EXPERT desk's tabs (issue 16.2).
  week: { section: "schedule", page: "hours" },
  hours: { section: "schedule", page: "slots" },
};

/** The account screen's former ?tab= values. */
const ACCOUNT_TABS: Readonly<Record<string, StaffLocation>> = {
  overview: { section: "settings", page: "overview" },
  business: { section: "settings", page: "business" },
  personalInfo: { section: "settings", page: "personal" },
  subscription: { section: "settings", page: "subscription" },
  botSettings: { section: "settings", page: "bot" },
  domain: { section: "settings", page: "domain" },
  payments: { section: "settings", page: "payments" },
  team: { section: "team", page: "members" },
  api: { section: "settings", page: "api" },
};

/** Where an old admin ?tab= points; undefined for an unknown tab (the shell then opens on Today). */
export function adminTabLocation(tab: string | null): StaffLocation | undefined {
  return tab ? ADMIN_TABS[tab] : undefined;
}

/** Where an old account ?tab= points; the account's overview without one. */
export function accountTabLocation(tab: string | null): StaffLocation {
  return (tab && ACCOUNT_TABS[tab]) || ACCOUNT_TABS.overview!;
}

/** The query string left once `tab` (and `tenant`, which the new address carries) is taken out. */
export function queryWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * One level up inside the staff area, for Telegram's BackButton: a page goes to its section's
 * first page, a section to Today (where the staff area opens), Today to the business's home page.
 * Undefined outside the staff area.
 */
export function staffParentPath(pathname: string): string | undefined {
  const match = /^\/webapp\/([^/]+)\/admin(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ""));
  if (!match) return undefined;
  const slug = decodeURIComponent(match[1]!);
  const [section, page] = (match[2] ?? "").split("/").filter(Boolean);
  if (isStaffSection(section) && page) return staffPath(slug, section);
  if (isStaffSection(section) && section !== "today") return staffPath(slug, "today");
  return tenantPath(slug);
}
