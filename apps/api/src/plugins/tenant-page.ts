// The HTML of /webapp/{slug}/...: index.html with the business's <title>, description and Open
// Graph tags, so a link shared in Telegram previews the business, plus its public profile as a JSON
// data block the client reads instead of asking for it (a data block is not a script: the CSP's
// script-src 'self' does not apply). An unknown slug gets the page with `null` and a 404.
import type { TenantPublicProfile } from "@booking/core";

const TENANT_PATH = /^\/webapp\/([^/?#]+)/;
export const PROFILE_ELEMENT_ID = "tenant-profile";

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
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

/** index.html for a tenant page: found (its meta and profile) or unknown (`null`, not indexed). */
export function tenantPageHtml(template: string, page: { profile: TenantPublicProfile; meta: PageMeta } | null, preloads: readonly string[] = []): string {
  const links = (page ? preloads : []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n    `).join("");
  const data = `${links}<script type="application/json" id="${PROFILE_ELEMENT_ID}">${inlineJson(page?.profile ?? null)}</script>`;
  const head = page
    ? `<title>${escapeHtml(page.meta.title)}</title>\n    ${metaTags(page.meta)}`
    : `<meta name="robots" content="noindex" />`;
  const withTitle = page ? template.replace(/<title>[^<]*<\/title>/, () => head) : template.replace("</head>", () => `  ${head}\n  </head>`);
  return withTitle.replace("</head>", () => `  ${data}\n  </head>`);
}
