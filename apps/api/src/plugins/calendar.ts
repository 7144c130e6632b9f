// GET /api/calendar/{tenantId}/bookings/{bookingId}.{signature}.ics: one booking's calendar file.
// GET /api/calendar/{tenantId}/feeds/{feedId}.{signature}.ics: a private feed calendar apps poll.
// Plain routes, not procedures: calendar apps send no session and expect text/calendar. The signed
// file name is the credential (core/calendar/calendar-links.ts); anything else is one 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "@booking/contracts";
import {
  bookingCalendarFile,
  feedCalendar,
  readCalendarFile,
  type CalendarLinkPurpose,
  type Databases,
  type FeedVersion,
} from "@booking/core";
import type { ServerConfig } from "@booking/config";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface CalendarParams {
  tenantId: string;
  file: string;
}

function notModified(request: FastifyRequest, version: FeedVersion): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(",").some((tag) => tag.trim() === version.etag);
  const ifModifiedSince = request.headers["if-modified-since"];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && version.lastModified.getTime() <= since;
}

function sendCalendar(reply: FastifyReply, body: string, fileName: string) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `inline; filename="${fileName}"`)
    .header("cache-control", "private, no-cache")
    .header("x-robots-tag", "noindex")
    .send(body);
}

export function registerCalendarRoutes(app: FastifyInstance, deps: { dbs: Databases; config: ServerConfig }) {
  async function resolve(params: CalendarParams, purpose: CalendarLinkPurpose) {
    const tenant = UUID.test(params.tenantId)
      ? await deps.dbs.platform.tenant.findUnique({
          where: { id: params.tenantId },
          select: { id: true, slug: true, displayName: true, timeZone: true, updatedAt: true },
        })
      : null;
    const id = tenant ? readCalendarFile(deps.config.appSecret, purpose, tenant.id, params.file) : null;
    if (!tenant || !id) throw new AppError("CALENDAR_NOT_FOUND");
    return { tenant, id, db: deps.dbs.tenant(tenant.id) };
  }

  app.get<{ Params: CalendarParams }>("/api/calendar/:tenantId/bookings/:file", async (request, reply) => {
    const { tenant, id, db } = await resolve(request.params, "booking");
    const body = await bookingCalendarFile(db, deps.config, tenant, id).catch((error: unknown) => {
      throw error instanceof AppError && error.code === "BOOKING_NOT_FOUND" ? new AppError("CALENDAR_NOT_FOUND") : error;
    });
    return sendCalendar(reply, body, "booking.ics");
  });

  app.get<{ Params: CalendarParams }>("/api/calendar/:tenantId/feeds/:file", async (request, reply) => {
    const { tenant, id, db } = await resolve(request.params, "feed");
    const feed = await feedCalendar(db, deps.config, tenant, id, new Date(), (version) => notModified(request, version));
    if (!feed) throw new AppError("CALENDAR_NOT_FOUND");
    reply.header("etag", feed.etag).header("last-modified", feed.lastModified.toUTCString());
    if (!("body" in feed)) return reply.status(304).send();
    return sendCalendar(reply, feed.body, `${tenant.slug}.ics`);
  });
}
