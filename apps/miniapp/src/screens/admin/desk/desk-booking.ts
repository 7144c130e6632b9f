// What the desk's actions need of a booking, from the list (AdminBooking) or the week view.
import { addDays } from "@booking/contracts/civil-date";
import type { IntakeAnswer } from "@booking/contracts/intake-rules";
import type { BookingLocation } from "@booking/contracts/session-location";
import type { AdminBookingStatus } from "../admin-types.ts";

export interface DeskBooking {
  id: string;
  status: AdminBookingStatus;
  date: string;
  startTime: string;
  endTime: string;
  serviceId: string;
  serviceName: string;
  clientName: string;
  noShow: boolean;
  /** The customer's answers (issue 31.1), shown in the booking's dialog. */
  answers: readonly IntakeAnswer[];
  /** Where the session happens (issue 31.2), shown there too. */
  location: BookingLocation | null;
}

/** The appointment has begun by the tenant's clock (today's date and `now` as HH:mm in its zone). */
export function hasStarted(booking: Pick<DeskBooking, "date" | "startTime">, today: string, nowTime: string): boolean {
  return booking.date < today || (booking.date === today && booking.startTime <= nowTime);
}

/** Consecutive free slots as one range each: [{ from, to }] in time order. */
export function freeRanges(slots: readonly { startTime: string; endTime: string }[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  for (const slot of slots) {
    const last = ranges.at(-1);
    if (last && last.to === slot.startTime) last.to = slot.endTime;
    else ranges.push({ from: slot.startTime, to: slot.endTime });
  }
  return ranges;
}

/** The Monday of `date`'s week (yyyy-MM-dd, calendar arithmetic in UTC). */
export function weekStart(date: string): string {
  const offset = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -offset);
}

export function datesFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}
