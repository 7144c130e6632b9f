// Bookings as calendar events (issue 18.4): one booking's file for "add to calendar", and the
// private feeds a calendar app polls: a customer's own bookings in a tenant, or all of a tenant's
// bookings for its staff. Feeds answer conditional requests from one aggregate query, so a poll
// that finds nothing new costs no rendering.
import type { Prisma } from "@booking/db";
import { AppError, isLiveStatus } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { displayName } from "../booking/booking-view.ts";
import type { BookingStatus } from "../booking/status.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";
import { bookingLocationOf } from "../booking/session-location.ts";
import { calendarUrl } from "./calendar-links.ts";
import { renderCalendar, type CalendarEvent } from "./ics.ts";

export interface CalendarTenant {
  id: string;
  slug: string;
  displayName: string;
  timeZone: string;
}

export interface CalendarConfig {
  publicUrl: string;
  appSecret: string;
}

export type FeedKind = "CUSTOMER" | "STAFF";

/** How far back a feed reaches: recent history stays visible, the file stays small. */
const FEED_PAST_DAYS = 60;
const FEED_MAX_EVENTS = 2_000;
const MS_PER_DAY = 86_400_000;

const eventSelect = {
  id: true,
  status: true,
  startsAt: true,
  endsAt: true,
  updatedAt: true,
  sessionLocation: true,
  service: { select: { name: true } },
  user: { select: { firstName: true, lastName: true, phone: true } },
  _count: { select: { history: true } },
} satisfies Prisma.BookingSelect;

type EventRow = Prisma.BookingGetPayload<{ select: typeof eventSelect }>;

const EVENT_STATUS: Record<BookingStatus, CalendarEvent["status"]> = {
  PENDING: "TENTATIVE",
  CONFIRMED: "CONFIRMED",
  PAID: "CONFIRMED",
  CANCELLED: "CANCELLED",
};

/**
 * Where (issue 31.2): LOCATION is the address or the link to join (what calendar apps show and make
 * clickable), and an online session's URL is its link rather than the app's page. "By phone" has no
 * place: the file is not in the reader's language, and the event is still a call at that time.
 */
function whereOf(row: EventRow): Pick<CalendarEvent, "location" | "url"> {
  const location = bookingLocationOf(row);
  if (location?.kind === "online") return { location: location.url, url: location.url };
  if (location?.kind === "inPerson" && location.address) return { location: location.address };
  return {};
}

function toEvent(row: EventRow, tenant: CalendarTenant, config: CalendarConfig, kind: FeedKind): CalendarEvent {
  const client = displayName(row.user);
  return {
    uid: `${row.id}@${new URL(config.publicUrl).hostname}`,
    // Every status change and reschedule writes a history row: the count only grows.
    sequence: row._count.history,
    start: row.startsAt,
    end: row.endsAt,
    stamp: row.updatedAt,
    summary: kind === "STAFF" ? `${row.service.name}: ${client}` : `${row.service.name}: ${tenant.displayName}`,
    description: kind === "STAFF" ? [client, row.user.phone].filter(Boolean).join("\n") : undefined,
    url: `${config.publicUrl}/webapp/${tenant.slug}/${kind === "STAFF" ? "admin/bookings" : "my-bookings"}`,
    ...whereOf(row),
    status: EVENT_STATUS[row.status],
  };
}

/** One booking's .ics (METHOD:CANCEL once it is cancelled, so an imported copy is withdrawn). */
export async function bookingCalendarFile(
  db: ScopedDb,
  config: CalendarConfig,
  tenant: CalendarTenant,
  bookingId: string,
): Promise<string> {
  const row = await db.booking.findUnique({ where: { id: bookingId }, select: eventSelect });
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  return renderCalendar({
    method: isLiveStatus(row.status) ? "PUBLISH" : "CANCEL",
    timeZone: tenant.timeZone,
    events: [toEvent(row, tenant, config, "CUSTOMER")],
  });
}

export function bookingCalendarUrl(config: CalendarConfig, tenantId: string, bookingId: string): string {
  return calendarUrl(config, "booking", tenantId, bookingId);
}

export interface FeedOwner {
  userId: string;
  /** Staff feeds are for the tenant's members other than customers. */
  role: string | null;
}

function assertMayOpen(kind: FeedKind, owner: FeedOwner): void {
  if (kind === "STAFF" && (owner.role === null || owner.role === "CUSTOMER")) throw new AppError("FORBIDDEN");
}

export async function findFeedUrl(
  db: ScopedDb,
  config: CalendarConfig,
  tenantId: string,
  owner: FeedOwner,
  kind: FeedKind,
): Promise<string | null> {
  assertMayOpen(kind, owner);
  const feed = await db.calendarFeed.findUnique({
    where: { tenantId_userId_kind: { tenantId, userId: owner.userId, kind } },
    select: { id: true },
  });
  return feed ? calendarUrl(config, "feed", tenantId, feed.id) : null;
}

/** The caller's feed URL, created on first use (idempotent). */
export async function openFeed(db: ScopedDb, config: CalendarConfig, tenantId: string, owner: FeedOwner, kind: FeedKind): Promise<string> {
  assertMayOpen(kind, owner);
  const where = { tenantId_userId_kind: { tenantId, userId: owner.userId, kind } };
  const feed = await db.calendarFeed
    .upsert({ where, create: { tenantId, userId: owner.userId, kind }, update: {}, select: { id: true } })
    // Two opens at once both try the insert (found by the fuzz suite: a 500): the loser reads the winner's row.
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      return db.calendarFeed.findUniqueOrThrow({ where, select: { id: true } });
    });
  return calendarUrl(config, "feed", tenantId, feed.id);
}

/** Revokes the URL; opening the feed again gives a new one. */
export async function revokeFeed(db: ScopedDb, tenantId: string, userId: string, kind: FeedKind): Promise<boolean> {
  const { count } = await db.calendarFeed.deleteMany({ where: { tenantId, userId, kind } });
  return count > 0;
}

export interface FeedVersion {
  etag: string;
  lastModified: Date;
}

export interface RenderedFeed extends FeedVersion {
  body: string;
}

interface FeedScope {
  where: Prisma.BookingWhereInput;
  kind: FeedKind;
}

async function feedScope(db: ScopedDb, feedId: string, now: Date): Promise<FeedScope | null> {
  const feed = await db.calendarFeed.findUnique({ where: { id: feedId }, select: { userId: true, kind: true } });
  if (!feed) return null;
  const since = new Date(now.getTime() - FEED_PAST_DAYS * MS_PER_DAY);
  if (feed.kind === "CUSTOMER") return { kind: feed.kind, where: { startsAt: { gte: since }, userId: feed.userId } };
  // A staff feed follows its owner's role today (issue 16): a removed member's feed is gone, an
  // EXPERT's shows their own bookings only.
  const member = await db.membership.findFirst({ where: { userId: feed.userId }, select: { role: true } });
  if (!member || member.role === "CUSTOMER") return null;
  if (member.role !== "EXPERT") return { kind: feed.kind, where: { startsAt: { gte: since } } };
  const expert = await db.expert.findFirst({ where: { userId: feed.userId, isActive: true }, select: { id: true } });
  return expert ? { kind: feed.kind, where: { startsAt: { gte: since }, expertId: expert.id } } : null;
}

async function versionOf(
  db: ScopedDb,
  feedId: string,
  tenant: CalendarTenant & { updatedAt: Date },
  scope: FeedScope,
): Promise<FeedVersion> {
  const { _count, _max } = await db.booking.aggregate({ where: scope.where, _count: { _all: true }, _max: { updatedAt: true } });
  const latest = Math.max(_max.updatedAt?.getTime() ?? 0, tenant.updatedAt.getTime());
  // Whole seconds: Last-Modified has no finer resolution, and If-Modified-Since compares to it.
  const lastModified = new Date(Math.floor(latest / 1000) * 1000);
  return { etag: `"${feedId.slice(-12)}-${_count._all}-${latest.toString(36)}"`, lastModified };
}

/**
 * The feed behind a verified id: null when it was revoked. `unchanged` answers a conditional
 * request before anything is rendered.
 */
export async function feedCalendar(
  db: ScopedDb,
  config: CalendarConfig,
  tenant: CalendarTenant & { updatedAt: Date },
  feedId: string,
  now: Date,
  unchanged: (version: FeedVersion) => boolean,
): Promise<RenderedFeed | FeedVersion | null> {
  const scope = await feedScope(db, feedId, now);
  if (!scope) return null;
  const version = await versionOf(db, feedId, tenant, scope);
  if (unchanged(version)) return version;
  const rows = await db.booking.findMany({
    where: scope.where,
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: FEED_MAX_EVENTS,
    select: eventSelect,
  });
  const body = renderCalendar({
    method: "PUBLISH",
    timeZone: tenant.timeZone,
    name: tenant.displayName,
    events: rows.map((row) => toEvent(row, tenant, config, scope.kind)),
  });
  return { ...version, body };
}
