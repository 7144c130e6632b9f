// Security headers from helmet. They are the same for every answer, so helmet runs once at start
// against a recorder and each reply gets the recorded set. (@fastify/helmet builds and runs a new
// helmet middleware per request, re-parsing the CSP directives: 5% of a GET /api/services.)
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { TELEGRAM_LAUNCH_SCRIPT_SOURCE } from "./telegram-launch-flag.ts";
import { tenantPageOfUrl, tenantSlugOfUrl } from "./tenant-page.ts";

/** Who may frame any page: the platform itself and Telegram Web (it shows the mini app in an iframe). */
const FRAME_ANCESTORS = ["'self'", "https://web.telegram.org"];

const setHeaders = helmet({
  // Telegram Web shows the mini app in an iframe.
  frameguard: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", TELEGRAM_LAUNCH_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:", "http:"],
      connectSrc: ["'self'"],
      frameAncestors: FRAME_ANCESTORS,
    },
  },
});

function recordHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The tenant pages a customer uses (issue 31.6): the ones an owner may let other sites frame. The back
 * office (admin), team invitations and every page outside /webapp/{slug} (platform login, account,
 * landing) never get more than FRAME_ANCESTORS.
 */
const EMBEDDABLE_PAGES = new Set(["", "booking", "services", "login", "register", "my-bookings", "news", "articles", "privacy"]);

export function isEmbeddablePage(url: string): boolean {
  return tenantSlugOfUrl(url) !== undefined && EMBEDDABLE_PAGES.has(tenantPageOfUrl(url));
}

/** The CSP with the owner's allowed sites added to `frame-ancestors` (they are checked origins: no space, no `;`). */
export function withFrameAncestors(csp: string, origins: readonly string[]): string {
  return csp.replace(/frame-ancestors [^;]*/, () => `frame-ancestors ${[...FRAME_ANCESTORS, ...origins].join(" ")}`);
}

/**
 * API answers depend on the caller (session, init data, tenant) and some carry tokens: no cache
 * may keep them. The documentation (/api/docs, /api/openapi.json) is the same for everyone.
 */
export function isPrivateAnswer(url: string): boolean {
  return url.startsWith("/trpc/") || (url.startsWith("/api/") && !url.startsWith("/api/docs") && !url.startsWith("/api/openapi.json"));
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = recordHeaders();
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (isPrivateAnswer(request.url)) reply.header("cache-control", "no-store");
    done();
  });
}
