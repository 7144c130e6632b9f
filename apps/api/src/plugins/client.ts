// The built mini app (apps/miniapp/dist) with history fallback: any non-API GET that accepts HTML
// gets index.html, so /, /webapp/default and deep links load the client. Tenant pages get it with
// the business's title, description and Open Graph tags (tenant-page.ts).
import fs from "node:fs";
import path from "node:path";
import type { Language } from "@booking/contracts";
import type { TenantPublicProfile } from "@booking/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { tenantPageHtml, tenantSlugOfUrl, type PageMeta } from "./tenant-page.ts";

export interface TenantPages {
  profileOf(slug: string): Promise<TenantPublicProfile | null>;
  metaOf(profile: TenantPublicProfile, language: Language): Omit<PageMeta, "url">;
  publicUrl: string;
}

/** Link previews (Telegram's among them) usually send no Accept-Language: Russian, as index.html. */
function previewLanguage(request: FastifyRequest): Language {
  return /^en\b/i.test(request.headers["accept-language"] ?? "") ? "en" : "ru";
}

const NOT_BUILT = `<!doctype html><html><head><meta charset="utf-8"><title>Booking</title></head>
<body><p>The client is not built yet: run <code>npm run build -w @booking/miniapp</code>.</p></body></html>`;

export async function registerClient(app: FastifyInstance, distDir: string, tenantPages: TenantPages) {
  const indexFile = path.join(distDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: "1h" });
  }
  const template = hasClient ? fs.readFileSync(indexFile, "utf8") : NOT_BUILT;

  async function sendTenantPage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const profile = await tenantPages.profileOf(slug);
    const url = new URL(request.url, tenantPages.publicUrl).href;
    const page = profile && { profile, meta: { ...tenantPages.metaOf(profile, previewLanguage(request)), url } };
    return reply.status(profile ? 200 : 404).header("cache-control", "no-cache").type("text/html; charset=utf-8")
      .send(tenantPageHtml(template, page));
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const slug = tenantSlugOfUrl(request.url);
    if (slug) return sendTenantPage(request, reply, slug);
    return hasClient
      ? reply.header("cache-control", "no-cache").sendFile("index.html")
      : reply.type("text/html").send(NOT_BUILT);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith("/api") || request.url.startsWith("/trpc");
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && (wantsHtml || request.method === "GET" && !path.extname(request.url.split("?")[0] ?? ""))) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({ error: "ROUTE_NOT_FOUND", message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
