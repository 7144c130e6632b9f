// GET /media/logos/<tenant id>/<hash>: a business's logo (issue 15.5), for the storefront's header
// and link previews (og:image). The hash of the bytes is in the URL, so the answer never changes
// and is cached for a year; a replaced logo has a new URL and the old one is a 404. Outside /api,
// so it is not `no-store`; the bytes were checked by their magic numbers when uploaded and are sent
// with their own type and `nosniff`, never as something a browser would run.
import type { FastifyInstance } from "fastify";
import { LOGO_PATH_PREFIX, readTenantLogo, type Databases } from "@booking/core";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HASH = /^[0-9a-f]{32}$/;

export function registerMedia(app: FastifyInstance, dbs: Databases) {
  app.get<{ Params: { tenantId: string; hash: string } }>(`${LOGO_PATH_PREFIX}/:tenantId/:hash`, async (request, reply) => {
    const { tenantId, hash } = request.params;
    const logo = UUID.test(tenantId) && HASH.test(hash) ? await readTenantLogo(dbs.tenant(tenantId.toLowerCase()), hash) : null;
    if (!logo) return reply.status(404).send({ error: "NOT_FOUND", message: "No such logo" });
    const etag = `"${hash}"`;
    reply.header("cache-control", "public, max-age=31536000, immutable").header("etag", etag).header("x-content-type-options", "nosniff");
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.type(logo.contentType).send(Buffer.from(logo.bytes));
  });
}
