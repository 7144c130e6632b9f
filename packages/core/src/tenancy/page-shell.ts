// Issue 14.9 "speed on a phone": what a tenant page's HTML shows before its scripts run, so a phone
// on a slow network paints the page (the business's bar, its menu and the screen's heading) at
// once instead of a blank screen until the JavaScript has loaded and run. The client replaces it
// with the real screen on its first render. In the visitor's language: Russian (the client's start
// language, i18n.ts) unless the client's language cookie says English (LANGUAGE_COOKIE).
import type { Language } from "@booking/contracts";
import { en, ru } from "@booking/i18n";

export interface PageShell {
  /** The visitor's menu, as TenantNavBar renders it; `active` marks the page's own item. */
  nav: { label: string; path: string; active: boolean }[];
  /** The screen's heading (its ScreenFrame title); null where the screen has none of its own. */
  title: string | null;
}

/** The visitor's tabs (TenantNavBar's menuItems without an account): page segment and label. */
const navOf = (texts: typeof ru): readonly [string, string][] => [
  ["", texts.nav.home],
  ["news", texts.nav.news],
  ["articles", texts.nav.articles],
  ["services", texts.nav.services],
  ["booking", texts.nav.book],
];

/** The heading each tenant screen opens with. */
const titlesOf = (texts: typeof ru): Readonly<Record<string, string>> => ({
  booking: texts.booking.title,
  services: texts.services.title,
  "my-bookings": texts.myBookings.title,
  news: texts.news.title,
  articles: texts.articles.title,
});

const SHELL_TEXTS = { ru: { nav: navOf(ru), titles: titlesOf(ru) }, en: { nav: navOf(en), titles: titlesOf(en) } };

/** The shell of `/webapp/{slug}/{page}` (page "" for the home), or null for a screen it does not know. */
export function pageShell(slug: string, page: string, language: Language = "ru"): PageShell | null {
  const texts = SHELL_TEXTS[language];
  if (page !== "" && !(page in texts.titles)) return null;
  const base = `/webapp/${encodeURIComponent(slug)}`;
  return {
    nav: texts.nav.map(([segment, label]) => ({ label, path: segment ? `${base}/${segment}` : base, active: segment === page })),
    title: texts.titles[page] ?? null,
  };
}
