// What the Today section shows (issue 26.2), from bookings in the tenant's local dates and times:
// today's in time order, the next days' grouped by day, and the bookings waiting for a confirmation
// (oldest appointment first, so the one that comes soonest is answered first).
import { awaitsDecision, type BookingStatus, isLiveStatus } from "@booking/contracts/booking-status";
import { addDays } from "@booking/contracts/civil-date";

export interface TodayBooking {
  id: string;
  status: BookingStatus;
  date: string;
  startTime: string;
  endTime: string;
  serviceId: string;
  serviceName: string;
  clientName: string;
  noShow: boolean;
}

/** Today and the next six days: one request of the desk's calendar (it takes at most 7 dates). */
export const TODAY_HORIZON_DAYS = 7;

const byTime = (a: Pick<TodayBooking, "date" | "startTime">, b: Pick<TodayBooking, "date" | "startTime">) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

export interface DayOfBookings<B> {
  date: string;
  bookings: B[];
}

/** Live (not cancelled) bookings of `today` and of each following day up to the horizon that has any. */
export function splitByDay<B extends Pick<TodayBooking, "date" | "startTime" | "status">>(
  bookings: readonly B[],
  today: string,
): { today: B[]; nextDays: DayOfBookings<B>[] } {
  const last = addDays(today, TODAY_HORIZON_DAYS - 1);
  const live = bookings.filter((booking) => isLiveStatus(booking.status) && booking.date >= today && booking.date <= last).sort(byTime);
  const nextDays: DayOfBookings<B>[] = [];
  for (const booking of live) {
    if (booking.date === today) continue;
    const day = nextDays.at(-1);
    if (day?.date === booking.date) day.bookings.push(booking);
    else nextDays.push({ date: booking.date, bookings: [booking] });
  }
  return { today: live.filter((booking) => booking.date === today), nextDays };
}

/** Bookings waiting for the staff's confirmation, soonest first. */
export function pendingBookings<B extends Pick<TodayBooking, "date" | "startTime" | "status">>(bookings: readonly B[]): B[] {
  return bookings.filter((booking) => awaitsDecision(booking.status)).sort(byTime);
}
