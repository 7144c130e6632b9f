// The widget's snippets (issue 31.6) for the owner's site. The script one loads /embed.js from the
// platform (apps/api/src/plugins/embed-loader.ts), which frames the page and follows its height;
// the plain one is a fixed-height <iframe> for site builders that accept nothing else.
import { embedOriginOf, MAX_EMBED_ORIGINS } from "@booking/contracts";

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export interface EmbedSnippets {
  script: string;
  iframe: string;
}

/** `pageUrl`: the booking page's address (on the tenant's own domain when it has one). */
export function embedSnippets(pageUrl: string, title: string): EmbedSnippets {
  const loader = new URL("/embed.js", pageUrl).href;
  const framed = new URL(pageUrl);
  framed.searchParams.set("embed", "1");
  return {
    script: `<script src="${attribute(loader)}" data-page="${attribute(pageUrl)}" data-title="${attribute(title)}" async></script>`,
    iframe: `<iframe src="${attribute(framed.href)}" title="${attribute(title)}" style="width:100%;height:720px;border:0" loading="lazy"></iframe>`,
  };
}

/** The typed list, one site a line: its origins, or the first problem (an i18n key and its values). */
export function parseEmbedOrigins(
  typed: string,
): { origins: string[] } | { problem: { key: string; values: Record<string, string | number> } } {
  const lines = typed
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const line of lines) {
    const origin = embedOriginOf(line);
    if (!origin) return { problem: { key: "account.embed.originsInvalid", values: { value: line } } };
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_EMBED_ORIGINS) return { problem: { key: "account.embed.originsTooMany", values: { max: MAX_EMBED_ORIGINS } } };
  return { origins };
}
