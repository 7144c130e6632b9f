// GET /bookings/available: the customer calendar (spec §2 Booking screen). The answer lists only
// the days that have something to offer, each with the start times a customer may pick, so
// "days with availability are green" is `days.map(d => d.date)`, and the time list of a day is
// its `slots`. With a serviceId, a start is offered only when the free slots following it
// back to back cover the service's duration (fitting.ts); without one, every free future slot.
import { SLOT_MINUTES } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { findBookableService } from "./create-booking.ts";
import { clipRange } from "./date-range.ts";
import { fittingStartSlots } from "./fitting.ts";
import { bookingWindow, localDateRangeToInstants } from "./local-time.ts";
import { groupByLocalDate, type AvailableDay } from "./slot-view.ts";

const MS_PER_MINUTE = 60_000;

export interface AvailableSlotsQuery {
  from: string;
  to: string;
  serviceId?: string;
}

export interface AvailableSlots {
  /** The dates actually searched: the request clipped to today..today+60 (empty: null). */
  from: string | null;
  to: string | null;
  timeZone: string;
  serviceId: string | null;
  /** Duration the starts were fitted to, minutes. */
  durationMinutes: number;
  days: AvailableDay[];
}

export async function listAvailableSlots(
  db: ScopedDb,
  query: AvailableSlotsQuery,
  tenant: { timeZone: string },
  now: Date,
): Promise<AvailableSlots> {
  const service = query.serviceId ? await findBookableService(db, query.serviceId) : null;
  const durationMinutes = service?.durationMinutes ?? SLOT_MINUTES;
  const base = { timeZone: tenant.timeZone, serviceId: service?.id ?? null, durationMinutes };
  const range = clipRange(query, bookingWindow(now, tenant.timeZone));
  if (!range) return { ...base, from: null, to: null, days: [] };

  const { start, end } = localDateRangeToInstants(range.from, range.to, tenant.timeZone);
  // A start late on the last day may need slots of the next day to fit.
  const slots = await db.slot.findMany({
    where: {
      startsAt: { gte: start > now ? start : now, lt: new Date(end.getTime() + durationMinutes * MS_PER_MINUTE) },
    },
    orderBy: { startsAt: "asc" },
    select: { id: true, startsAt: true, endsAt: true, bookingId: true },
  });
  const fittable = slots.map((slot) => ({ ...slot, isBooked: slot.bookingId !== null }));
  const starts = fittingStartSlots(fittable, durationMinutes, now).filter((slot) => slot.startsAt < end);
  return { ...base, ...range, days: groupByLocalDate(starts, tenant.timeZone) };
}
