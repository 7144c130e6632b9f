// The built mini app (apps/miniapp/dist) with history fallback: any non-API GET that accepts HTML
// gets index.html, so /, /webapp/default and deep links load the client. Tenant pages get it with
// the business's title, description and Open Graph tags (tenant-page.ts).
import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_COOKIE, type Language } from "@booking/contracts";
import type { PageShell, Storefront, TenantPublicProfile } from "@booking/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { compressHtml } from "./compression.ts";
import { screenPreloads } from "./screen-preload.ts";
import { isEmbeddablePage, withFrameAncestors } from "./security-headers.ts";
import { tenantPageHtml, tenantPageOfUrl, tenantSlugOfUrl, type PageMeta } from "./tenant-page.ts";

export interface TenantPages {
  profileOf(slug: string): Promise<TenantPublicProfile | null>;
  metaOf(profile: TenantPublicProfile, language: Language): Omit<PageMeta, "url" | "imageUrl"> & { imagePath: string | null };
  /** What the page paints before its scripts run (none for a screen it does not know). */
  shellOf?(slug: string, page: string, language: Language): PageShell | null;
  /** The business's page (issue 25.9), painted into the home and the booking page; null: no such tenant. */
  storefrontOf?(slug: string): Promise<Storefront | null>;
  /** The sites this tenant lets frame its customer pages (issue 31.6); none: only the platform and Telegram Web. */
  embedOriginsOf?(slug: string): Promise<string[]>;
  publicUrl: string;
}

/** Link previews (Telegram's among them) usually send no Accept-Language: Russian, as index.html. */
/** The language the client chose (its cookie), for the painted first screen; Russian otherwise. */
function paintLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? "";
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=en(?:;|$)`).test(cookie) ? "en" : "ru";
}

function previewLanguage(request: FastifyRequest): Language {
  return /^en\b/i.test(request.headers["accept-language"] ?? "") ? "en" : "ru";
}

/**
 * Vite names everything under assets/ by its content hash, so a browser may keep it for good; other
 * files (favicon.svg) keep their name across builds and are re-checked hourly. index.html is always
 * revalidated (sendIndex), so a new build is picked up on the next visit.
 */
export function cacheControlOf(relativePath: string): string {
  if (relativePath === "index.html") return "no-cache";
  return relativePath.startsWith(`assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

const NOT_BUILT = `<!doctype html><html><head><meta charset="utf-8"><title>Booking</title></head>
<body><p>The client is not built yet: run <code>npm run build -w @booking/miniapp</code>.</p></body></html>`;

export async function registerClient(app: FastifyInstance, distDir: string, tenantPages: TenantPages) {
  const indexFile = path.join(distDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlOf(path.relative(distDir, filePath))),
    });
  }
  const template = hasClient ? fs.readFileSync(indexFile, "utf8") : NOT_BUILT;
  const preloadsOf = screenPreloads(distDir);

  // Always revalidated (see cacheControlOf). The not-found handler is no route, so
  // @fastify/compress's per-route hook does not see it: compressHtml does its work here.
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string) =>
    compressHtml(request, reply.header("cache-control", "no-cache").type("text/html; charset=utf-8"), html);

  /** The pages that show the business's services first read them with the profile, in one set of queries. */
  const STOREFRONT_PAGES = new Set(["", "booking"]);

  async function sendTenantPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const pageName = tenantPageOfUrl(request.url);
    const storefront = STOREFRONT_PAGES.has(pageName) && tenantPages.storefrontOf ? await tenantPages.storefrontOf(slug) : undefined;
    const profile = storefront === undefined ? await tenantPages.profileOf(slug) : (storefront?.profile ?? null);
    const url = new URL(request.url, tenantPages.publicUrl).href;
    const meta = profile && tenantPages.metaOf(profile, previewLanguage(request));
    // og:image must be absolute: the logo's path on the platform's public address.
    const imageUrl = meta?.imagePath ? new URL(meta.imagePath, tenantPages.publicUrl).href : null;
    const language = paintLanguage(request);
    const shell = profile && tenantPages.shellOf?.(profile.slug, pageName, language);
    const page = profile &&
      meta && { profile, meta: { title: meta.title, description: meta.description, url, imageUrl }, shell, storefront, language };
    // The painted screen depends on the language cookie: a shared cache keeps one copy per cookie.
    reply.header("vary", "Cookie");
    await allowOwnersFrames(request, reply, slug);
    return sendHtml(request, reply.status(profile ? 200 : 404), tenantPageHtml(template, page, preloadsOf(request.url)));
  }

  /** Only this slug's setting, only on its customer pages: another tenant's sites never frame this page. */
  async function allowOwnersFrames(request: FastifyRequest, reply: FastifyReply, slug: string) {
    if (!tenantPages.embedOriginsOf || !isEmbeddablePage(request.url)) return;
    const origins = await tenantPages.embedOriginsOf(slug);
    const csp = reply.getHeader("content-security-policy");
    if (origins.length > 0 && typeof csp === "string") reply.header("content-security-policy", withFrameAncestors(csp, origins));
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const slug = tenantSlugOfUrl(request.url);
    if (slug) return sendTenantPage(request, reply, slug);
    return sendHtml(request, reply, template);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith("/api") || request.url.startsWith("/trpc");
    // HEAD answers as GET without the body (link checkers, uptime probes and previews use it).
    const isRead = request.method === "GET" || request.method === "HEAD";
    const wantsHtml = isRead && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && (wantsHtml || (isRead && !path.extname(request.url.split("?")[0] ?? "")))) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({ error: "ROUTE_NOT_FOUND", message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
