// "Any available" (issue 16.2): the customer picks a time, not a person, and gets the first free
// expert for it, spread fairly: fewest bookings that local day first, then the one booked least
// recently (round robin), then the oldest expert. Each candidate is tried with the ordinary
// booking statement, which the database keeps from double-booking an expert; a candidate taken
// meanwhile is skipped, and when none is left the answer is 409 NO_EXPERT_AVAILABLE.
import { AppError, SLOT_HOLDING_STATUSES } from "@booking/contracts";
import type { Sql } from "@booking/db";
import { createBooking, type CreateBookingRequest } from "../booking/create-booking.ts";
import type { BookingView } from "../booking/booking-view.ts";
import { instantToLocal, localDateRangeToInstants } from "../booking/local-time.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { offeredExperts } from "./offered-experts.ts";

type Request = CreateBookingRequest;

/** Refusals that mean "this expert cannot take it": try the next one. */
const NEXT_EXPERT = new Set(["SLOT_TAKEN", "SERVICE_DOES_NOT_FIT", "SLOT_NOT_FOUND"]);

export async function fairCandidates(db: ScopedDb, request: Request): Promise<{ expertId: string; slotId: string }[]> {
  const start = await db.slot.findUnique({ where: { id: request.slotId }, select: { startsAt: true } });
  if (!start) throw new AppError("SLOT_NOT_FOUND");
  const experts = (await offeredExperts(db, request.tenant, request.serviceId)).map((expert) => expert.id);
  const slots = await db.slot.findMany({
    where: { expertId: { in: experts }, startsAt: start.startsAt, bookingId: null },
    select: { id: true, expertId: true, expert: { select: { createdAt: true } } },
  });
  if (slots.length === 0) return [];
  const date = instantToLocal(start.startsAt, request.tenant.timeZone).date;
  const day = localDateRangeToInstants(date, date, request.tenant.timeZone);
  const ids = slots.map((slot) => slot.expertId);
  const [perDay, latest] = await Promise.all([
    db.booking.groupBy({
      by: ["expertId"],
      where: { expertId: { in: ids }, status: { in: [...SLOT_HOLDING_STATUSES] }, startsAt: { gte: day.start, lt: day.end } },
      _count: { _all: true },
    }),
    db.booking.groupBy({ by: ["expertId"], where: { expertId: { in: ids } }, _max: { createdAt: true } }),
  ]);
  const count = new Map(perDay.map((row) => [row.expertId, row._count._all]));
  const last = new Map(latest.map((row) => [row.expertId, row._max.createdAt?.getTime() ?? 0]));
  return slots
    .sort(
      (a, b) =>
        (count.get(a.expertId) ?? 0) - (count.get(b.expertId) ?? 0) ||
        (last.get(a.expertId) ?? 0) - (last.get(b.expertId) ?? 0) ||
        a.expert.createdAt.getTime() - b.expert.createdAt.getTime(),
    )
    .map((slot) => ({ expertId: slot.expertId, slotId: slot.id }));
}

export async function createBookingWithAnyExpert(db: ScopedDb, sql: Sql, request: Request): Promise<BookingView> {
  for (const candidate of await fairCandidates(db, request)) {
    try {
      return await createBooking(db, sql, { ...request, slotId: candidate.slotId });
    } catch (error) {
      if (!(error instanceof AppError) || !NEXT_EXPERT.has(error.code)) throw error;
    }
  }
  throw new AppError("NO_EXPERT_AVAILABLE");
}
