// The HTML of /webapp/{slug}/...: index.html with the business's <title>, description and Open
// Graph tags, so a link shared in Telegram previews the business, plus its public profile as a JSON
// data block the client reads instead of asking for it (a data block is not a script: the CSP's
// script-src 'self' does not apply). An unknown slug gets the page with `null` and a 404.
import type { Language } from "@booking/contracts";
import type { PageShell, Storefront, TenantPublicProfile } from "@booking/core";
import { escapeHtml, storefrontHtml, storefrontServicesHtml } from "./storefront-shell.ts";
import { TELEGRAM_LAUNCH_SCRIPT } from "./telegram-launch-flag.ts";

const TENANT_PATH = /^\/webapp\/([^/?#]+)/;
export const PROFILE_ELEMENT_ID = "tenant-profile";
/** The storefront of the home and the booking page (issue 25.9), for the client's first render. */
export const STOREFRONT_ELEMENT_ID = "tenant-storefront";

/** The slug of a tenant page's URL, or undefined outside the tenant area. */
export function tenantSlugOfUrl(url: string): string | undefined {
  const match = TENANT_PATH.exec(url);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return undefined;
  }
}

/** JSON that cannot end its <script> element early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page, for og:url. */
  url: string;
  imageUrl?: string | null;
}

function metaTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ["name", "description", meta.description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", meta.title],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ...(meta.imageUrl ? [["property", "og:image", meta.imageUrl] as [string, string, string]] : []),
    ["name", "twitter:card", "summary"],
  ];
  return tags.map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`).join("\n    ");
}

/** The page segment of a tenant URL: "" for the home, "booking" for /webapp/{slug}/booking... */
export function tenantPageOfUrl(url: string): string {
  return /^\/webapp\/[^/?#]+\/?([^/?#]*)/.exec(url)?.[1] ?? "";
}

/**
 * The page painted before the scripts run (page-shell.ts): the business's bar, the menu and the
 * screen's heading, with the same classes as the app's (their CSS is in the first stylesheet) so
 * nothing jumps when the app's first render replaces it (React empties #root).
 */
export function bootShellHtml(name: string, shell: PageShell, storefront?: Storefront | null, language: Language = "ru"): string {
  const nav = shell.nav
    .map(
      ({ label, path, active }) =>
        `<a class="tenant-menu__item${active ? " tenant-menu__item--active" : ""}" href="${escapeHtml(path)}">${escapeHtml(label)}</a>`,
    )
    .join("");
  const title = shell.title ? `<h1 class="boot-shell__title">${escapeHtml(shell.title)}</h1>` : "";
  // The home is the business's page; the booking page lists its services under the heading.
  let content = title;
  if (storefront) content = shell.title ? `${title}${storefrontServicesHtml(storefront, language)}` : storefrontHtml(storefront, language);
  return (
    `<div class="boot-shell page"><header class="top-bar"><span class="top-bar__brand">${escapeHtml(name)}</span><span class="top-bar__actions boot-shell__actions"></span></header>` +
    `<nav class="tenant-menu">${nav}</nav><main class="page__content">${content}</main></div>`
  );
}

/** index.html for a tenant page: found (its meta and profile) or unknown (`null`, not indexed). */
export function tenantPageHtml(
  template: string,
  page: {
    profile: TenantPublicProfile;
    meta: PageMeta;
    shell?: PageShell | null;
    storefront?: Storefront | null;
    /** The painted shell's language (the client's language cookie); Russian by default. */
    language?: Language;
  } | null,
  preloads: readonly string[] = [],
): string {
  const links = (page ? preloads : []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n    `).join("");
  const storefront = page?.storefront
    ? `\n    <script type="application/json" id="${STOREFRONT_ELEMENT_ID}">${inlineJson(page.storefront)}</script>`
    : "";
  const data = `${links}<script type="application/json" id="${PROFILE_ELEMENT_ID}">${inlineJson(page?.profile ?? null)}</script>${storefront}`;
  const head = page
    ? `<title>${escapeHtml(page.meta.title)}</title>\n    ${metaTags(page.meta)}`
    : `<meta name="robots" content="noindex" />`;
  const withTitle = page
    ? template.replace(/<title>[^<]*<\/title>/, () => head)
    : template.replace("</head>", () => `  ${head}\n  </head>`);
  const withData = withTitle.replace("</head>", () => `  ${data}\n  </head>`);
  const shell = page?.shell ? bootShellHtml(page.profile.name, page.shell, page.storefront, page.language) : "";
  if (!shell) return withData;
  const inLanguage = page?.language === "en" ? withData.replace(/<html lang="ru"/, '<html lang="en"') : withData;
  const flagged = inLanguage.replace("</head>", () => `  <script>${TELEGRAM_LAUNCH_SCRIPT}</script>\n  </head>`);
  return flagged.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}
