// A calendar file (RFC 5545) of booking events in the tenant's time zone. One writer for the
// single-booking download and the subscribed feeds, so both speak the same UIDs: a calendar app
// that imported a booking recognises it again in the feed.
import { escapeText, joinLines, utcDateTime } from "./ics-text.ts";
import { localDateTime, vtimezoneLines } from "./vtimezone.ts";

export interface CalendarEvent {
  /** Stable across reschedules and status changes: the booking's id at the platform's host. */
  uid: string;
  /** Grows with every change of the booking, so apps replace their copy (5545 3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** When the booking last changed. */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
}

export interface CalendarFile {
  /** PUBLISH for a file or feed; CANCEL for the download of a cancelled booking. */
  method: "PUBLISH" | "CANCEL";
  timeZone: string;
  /** Shown by apps as the subscribed calendar's name. */
  name?: string;
  events: CalendarEvent[];
}

const PRODUCT_ID = "-//booking-platform//calendar//EN";

function eventLines(event: CalendarEvent, timeZone: string): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localDateTime(event.start, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localDateTime(event.end, timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.status}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

export function renderCalendar(file: CalendarFile): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN", `METHOD:${file.method}`];
  if (file.name) lines.push(`X-WR-CALNAME:${escapeText(file.name)}`);
  lines.push(`X-WR-TIMEZONE:${file.timeZone}`);
  lines.push(
    ...vtimezoneLines(
      file.timeZone,
      file.events.flatMap((event) => [event.start, event.end]),
    ),
  );
  for (const event of file.events) lines.push(...eventLines(event, file.timeZone));
  lines.push("END:VCALENDAR");
  return joinLines(lines);
}
