// A tenant's clients for its administrators (issue 15.1): the customers who joined its page, with
// what they booked here and the administrators' private note. Counts by appointment time: a visit
// is a CONFIRMED or PAID booking that has started and is not marked as a no-show, no-shows are
// the started ones an administrator marked, upcoming ones have not started, cancelled ones are
// counted apart whenever they were.
import { AppError, CLOSED_BOOKING_STATUSES, CONFIRMED_VISIT_STATUSES, LIVE_BOOKING_STATUSES } from "@booking/contracts";
import type { Prisma } from "@booking/db";
import { listMyBookings, type BookingView } from "../booking/booking-view.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { clientContactSelect, toClientContact, userSearchWhere, type ClientContact } from "./client-contact.ts";

export interface ClientView extends ClientContact {
  id: string;
  /** ISO 8601 instant the client joined this tenant. */
  joinedAt: string;
  /** Started CONFIRMED or PAID bookings the client came to. */
  visits: number;
  /** Started bookings an administrator marked as a no-show. */
  noShows: number;
  upcoming: number;
  cancelled: number;
  /** ISO 8601 start of the client's latest booking here (any status), null without bookings. */
  lastBookingAt: string | null;
  note: string | null;
}

export interface ClientPage {
  items: ClientView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ClientListQuery {
  search?: string;
  page: number;
  pageSize: number;
}

const clientSelect = { userId: true, createdAt: true, user: { select: clientContactSelect } } satisfies Prisma.MembershipSelect;
type ClientRow = Prisma.MembershipGetPayload<{ select: typeof clientSelect }>;

function searchWhere(search: string | undefined): Prisma.MembershipWhereInput {
  return { role: "CUSTOMER", user: userSearchWhere(search) };
}

/** The tenant's customers, newest member first, one page at a time. */
export async function listClients(db: ScopedDb, query: ClientListQuery, now: Date): Promise<ClientPage> {
  const where = searchWhere(query.search);
  const [total, rows] = await Promise.all([
    db.membership.count({ where }),
    db.membership.findMany({
      where,
      select: clientSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return { items: await withBookingCounts(db, rows, now), total, page: query.page, pageSize: query.pageSize };
}

type StatusGroup = { userId: string; status: string; noShow: boolean; _count: { _all: number }; _max: { startsAt: Date | null } };

function countOf(groups: readonly StatusGroup[], statuses: readonly string[], noShow?: boolean): number {
  return groups
    .filter((group) => statuses.includes(group.status) && (noShow === undefined || group.noShow === noShow))
    .reduce((sum, group) => sum + group._count._all, 0);
}

async function withBookingCounts(db: ScopedDb, rows: readonly ClientRow[], now: Date): Promise<ClientView[]> {
  const userIds = rows.map((row) => row.userId);
  const groups = (startsAt: Prisma.DateTimeFilter) =>
    db.booking.groupBy({
      by: ["userId", "status", "noShow"],
      where: { userId: { in: userIds }, startsAt },
      _count: { _all: true },
      _max: { startsAt: true },
    });
  const [past, future, notes] = await Promise.all([
    groups({ lte: now }),
    groups({ gt: now }),
    db.clientNote.findMany({ where: { userId: { in: userIds } }, select: { userId: true, note: true } }),
  ]);
  return rows.map((row) => {
    const [started, ahead] = [past, future].map((list) => list.filter((group) => group.userId === row.userId));
    const starts = [...started!, ...ahead!].map((group) => group._max.startsAt!.getTime());
    return {
      id: row.userId,
      ...toClientContact(row.user),
      joinedAt: row.createdAt.toISOString(),
      visits: countOf(started!, CONFIRMED_VISIT_STATUSES, false),
      noShows: countOf(started!, LIVE_BOOKING_STATUSES, true),
      upcoming: countOf(ahead!, LIVE_BOOKING_STATUSES),
      cancelled: countOf([...started!, ...ahead!], CLOSED_BOOKING_STATUSES),
      lastBookingAt: starts.length ? new Date(Math.max(...starts)).toISOString() : null,
      note: notes.find((note) => note.userId === row.userId)?.note ?? null,
    };
  });
}

/** Sets (or with "" clears) the administrators' note on one of the tenant's clients. */
export async function setClientNote(
  db: ScopedDb,
  client: { tenantId: string; userId: string },
  note: string,
  now: Date,
): Promise<ClientView> {
  const row = await db.membership.findFirst({ where: { userId: client.userId, role: "CUSTOMER" }, select: clientSelect });
  if (!row) throw new AppError("CLIENT_NOT_FOUND");
  if (note) {
    await db.clientNote.upsert({ where: { tenantId_userId: client }, create: { ...client, note }, update: { note } });
  } else {
    await db.clientNote.deleteMany({ where: { userId: client.userId } });
  }
  return (await withBookingCounts(db, [row], now))[0]!;
}

/** One client's bookings here, latest appointment first (the Clients tab's history). */
export async function listClientBookings(db: ScopedDb, userId: string, timeZone: string): Promise<BookingView[]> {
  const member = await db.membership.findFirst({ where: { userId, role: "CUSTOMER" }, select: { id: true } });
  if (!member) throw new AppError("CLIENT_NOT_FOUND");
  return listMyBookings(db, userId, timeZone);
}
