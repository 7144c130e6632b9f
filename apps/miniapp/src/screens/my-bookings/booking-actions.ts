// What a customer may do with a booking (spec §4 "Booking status"): cancel only while PENDING
// (for other live statuses the button says to contact the administrator). Whether it can be paid
// online the server says (`canPay`: status, price and the page's payment methods).
import { canCustomerCancel, isLiveStatus } from "@booking/contracts/booking-status";
import type { BookingStatus } from "../../data/api-types.ts";

export type CancelAction = "cancel" | "contactAdmin" | "none";

export function cancelAction(status: BookingStatus): CancelAction {
  if (canCustomerCancel(status)) return "cancel";
  return isLiveStatus(status) ? "contactAdmin" : "none";
}

/** Answers meaning "this page takes no online payments" (it changed since the list loaded): the Pay buttons are hidden after one. */
export const PAYMENTS_UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  "PAYMENT_PROVIDER_NOT_CONFIGURED",
  "PAYMENT_CREDENTIALS_REJECTED",
  "PAYMENT_CURRENCY_NOT_SUPPORTED",
  "PLAN_PAYMENTS_NOT_ALLOWED",
]);

interface Timed {
  date: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
}

/** The tenant's wall clock now: "yyyy-MM-dd" and "HH:mm" (the device's zone when unknown). */
export function wallClock(timeZone: string | undefined, now: Date): { date: string; time: string } {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format(undefined);
  }
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "00";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/**
 * Issue 14.5: "Upcoming" (not over yet and not cancelled, soonest first) and "Past and cancelled"
 * (latest first), by the tenant's clock.
 */
export function splitBookings<T extends Timed>(
  bookings: readonly T[],
  timeZone: string | undefined,
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const clock = wallClock(timeZone, now);
  const key = (booking: T) => `${booking.date} ${booking.startTime}`;
  const over = (booking: T) => booking.date < clock.date || (booking.date === clock.date && booking.endTime <= clock.time);
  const upcoming = bookings
    .filter((booking) => isLiveStatus(booking.status) && !over(booking))
    .sort((a, b) => key(a).localeCompare(key(b)));
  const past = bookings.filter((booking) => !upcoming.includes(booking)).sort((a, b) => key(b).localeCompare(key(a)));
  return { upcoming, past };
}
