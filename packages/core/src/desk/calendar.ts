// GET /admin/bookings/calendar (issue 15.2): the day and week views. One local date range (at most
// a week) of the tenant's bookings, any status, and its free time (unbooked slots still ahead),
// per expert when the tenant has several. One prepared statement, one round trip.
import { CALENDAR_MAX_DAYS, type BookingLocation, type IntakeAnswer } from "@booking/contracts";
import type { Sql } from "@booking/db";
import { displayName } from "../booking/booking-view.ts";
import { bookingLocationOf } from "../booking/session-location.ts";
import { assertRangeWithin } from "../booking/date-range.ts";
import { localDateRangeToInstants } from "../booking/local-time.ts";
import { createSlotTimesFormatter } from "../booking/slot-times.ts";
import type { BookingStatus } from "../booking/status.ts";
import { calendarStatement } from "./calendar-sql.ts";

export interface CalendarQuery {
  from: string;
  to: string;
  expertId?: string;
}

interface LocalTimes {
  date: string;
  startTime: string;
  endTime: string;
}

export interface CalendarBooking extends LocalTimes {
  id: string;
  expertId: string;
  serviceId: string;
  serviceName: string;
  userId: string;
  clientName: string;
  status: BookingStatus;
  noShow: boolean;
  /** The customer's answers to the service's questions (issue 31.1), for the desk's booking dialog. */
  answers: IntakeAnswer[];
  /** Where the session happens (issue 31.2), for the same dialog. */
  location: BookingLocation | null;
}

export interface CalendarFreeSlot extends LocalTimes {
  id: string;
  expertId: string;
}

export interface CalendarView {
  from: string;
  to: string;
  timeZone: string;
  experts: { id: string; name: string }[];
  bookings: CalendarBooking[];
  free: CalendarFreeSlot[];
}

export async function bookingsCalendar(
  sql: Sql,
  tenant: { id: string; timeZone: string },
  query: CalendarQuery,
  now: Date,
): Promise<CalendarView> {
  assertRangeWithin(query.from, query.to, CALENDAR_MAX_DAYS);
  const { start, end } = localDateRangeToInstants(query.from, query.to, tenant.timeZone);
  const rows = await sql.rows(calendarStatement, [tenant.id, start, end, query.expertId ?? null, now]);
  const format = createSlotTimesFormatter(tenant.timeZone);
  const view: CalendarView = { from: query.from, to: query.to, timeZone: tenant.timeZone, experts: [], bookings: [], free: [] };
  for (const row of rows) {
    if (row.kind === "expert") {
      view.experts.push({ id: row.id, name: row.serviceName! });
    } else if (row.kind === "booking") {
      view.bookings.push({
        id: row.id,
        expertId: row.expertId!,
        serviceId: row.serviceId!,
        serviceName: row.serviceName!,
        userId: row.userId!,
        clientName: displayName({ firstName: row.firstName!, lastName: row.lastName }),
        status: row.status as BookingStatus,
        noShow: row.noShow!,
        answers: (row.intakeAnswers as IntakeAnswer[] | null) ?? [],
        location: bookingLocationOf(row),
        ...format(row.startsAt!, row.endsAt!),
      });
    } else {
      view.free.push({ id: row.id, expertId: row.expertId!, ...format(row.startsAt!, row.endsAt!) });
    }
  }
  return view;
}
