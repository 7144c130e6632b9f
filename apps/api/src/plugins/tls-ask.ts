// GET /api/tls/ask?domain=<host>: Caddy's on-demand TLS asks before it requests a certificate.
// 200 only for a domain of an active tenant whose plan allows one; 404 otherwise, so nobody can
// make the server request certificates for hosts that merely point at it. One indexed lookup and
// no tenant resolution or identity work: Caddy calls this on every unknown host name.
import type { FastifyInstance } from "fastify";
import { tlsAllowedDomain, type PlatformDb } from "@booking/core";

export function registerTlsAsk(app: FastifyInstance, db: PlatformDb) {
  app.get<{ Querystring: { domain?: unknown } }>("/api/tls/ask", async (request, reply) => {
    const domain = typeof request.query.domain === "string" ? request.query.domain : "";
    if (await tlsAllowedDomain(db, domain, new Date())) return { allowed: true };
    return reply.status(404).send({ error: "NOT_FOUND", message: "No active tenant uses this domain" });
  });
}
