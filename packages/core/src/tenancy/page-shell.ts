// Issue 14.9 "speed on a phone": what a tenant page's HTML shows before its scripts run, so a phone
// on a slow network paints the page (the business's bar, its menu and the screen's heading) at
// once instead of a blank screen until the JavaScript has loaded and run. The client replaces it
// with the real screen on its first render. Russian: the client's start language (i18n.ts).
import { ru } from "@booking/i18n";

export interface PageShell {
  /** The visitor's menu, as TenantNavBar renders it; `active` marks the page's own item. */
  nav: { label: string; path: string; active: boolean }[];
  /** The screen's heading (its ScreenFrame title); null where the screen has none of its own. */
  title: string | null;
}

/** The visitor's tabs (TenantNavBar's menuItems without an account): page segment and label. */
const NAV: readonly [string, string][] = [
  ["", ru.nav.home],
  ["news", ru.nav.news],
  ["articles", ru.nav.articles],
  ["services", ru.nav.services],
  ["booking", ru.nav.book],
];

/** The heading each tenant screen opens with. */
const TITLES: Readonly<Record<string, string>> = {
  booking: ru.booking.title,
  services: ru.services.title,
  "my-bookings": ru.myBookings.title,
  news: ru.news.title,
  articles: ru.articles.title,
};

/** The shell of `/webapp/{slug}/{page}` (page "" for the home), or null for a screen it does not know. */
export function pageShell(slug: string, page: string): PageShell | null {
  if (page !== "" && !(page in TITLES)) return null;
  const base = `/webapp/${encodeURIComponent(slug)}`;
  return {
    nav: NAV.map(([segment, label]) => ({ label, path: segment ? `${base}/${segment}` : base, active: segment === page })),
    title: TITLES[page] ?? null,
  };
}
