// Deep links: `startapp=<slug>` opens a tenant's home, `startapp=<slug>__<page>` one of its pages.
// Telegram allows only [A-Za-z0-9_-] in start_param and slugs never contain "__", so the split is safe.
import { SLUG_PATTERN } from "@booking/contracts/constants";
import { tenantPath } from "../router/paths.ts";

const PAGE_SEPARATOR = "__";
const DEEP_LINK_PAGES = new Set(["news", "articles", "services", "booking", "my-bookings", "login", "register", "admin"]);

/** The app path a start_param points to, or undefined when it is not a known deep link. */
export function startParamPath(startParam: string | undefined): string | undefined {
  if (!startParam) return undefined;
  const [slug = "", page] = startParam.split(PAGE_SEPARATOR);
  if (!SLUG_PATTERN.test(slug)) return undefined;
  if (page !== undefined && !DEEP_LINK_PAGES.has(page)) return tenantPath(slug);
  return tenantPath(slug, page);
}
