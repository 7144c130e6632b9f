// A VTIMEZONE for an IANA zone (RFC 5545 3.6.5), written from the zone's real offsets rather than
// a bundled rule table: one STANDARD/DAYLIGHT block per transition in the years the events span,
// or one block when the zone keeps a single offset. Calendar apps then show the events in the
// tenant's zone, and the offsets are exactly those the platform used to place the bookings.
import { tzOffset } from "@date-fns/tz";
import { floatingDateTime, utcOffset } from "./ics-text.ts";

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

function offsetAt(timeZone: string, epochMs: number): number {
  return tzOffset(timeZone, new Date(epochMs));
}

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The instant the offset changes inside (low, high], found to the minute. */
function findChange(timeZone: string, low: number, high: number): number {
  const before = offsetAt(timeZone, low);
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (offsetAt(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

export function zoneTransitions(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const transitions: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  for (let day = Date.UTC(fromYear, 0, 1); day < end; day += MS_PER_DAY) {
    const from = offsetAt(timeZone, day);
    const to = offsetAt(timeZone, day + MS_PER_DAY);
    if (from !== to) transitions.push({ at: findChange(timeZone, day, day + MS_PER_DAY), from, to });
  }
  return transitions;
}

export function vtimezoneLines(timeZone: string, instants: Date[]): string[] {
  const years = instants.length > 0 ? instants.map((instant) => instant.getUTCFullYear()) : [new Date().getUTCFullYear()];
  const fromYear = Math.min(...years);
  const toYear = Math.max(...years);
  const transitions = zoneTransitions(timeZone, fromYear, toYear);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = utcOffset(offsetAt(timeZone, Date.UTC(fromYear, 0, 1)));
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, "END:STANDARD");
  }
  // The offset in force before the first transition, so times earlier in the first year resolve too.
  const first = transitions[0];
  if (first) {
    lines.push(
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${utcOffset(first.from)}`,
      `TZOFFSETTO:${utcOffset(first.from)}`,
      "END:STANDARD",
    );
  }
  for (const transition of transitions) {
    // DTSTART is the local time of the change read on the clock before it (3.8.2.4).
    const kind = transition.to > transition.from ? "DAYLIGHT" : "STANDARD";
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${floatingDateTime(transition.at + transition.from * MS_PER_MINUTE)}`,
      `TZOFFSETFROM:${utcOffset(transition.from)}`,
      `TZOFFSETTO:${utcOffset(transition.to)}`,
      `END:${kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** An instant as the zone's wall clock, for `DTSTART;TZID=...`. */
export function localDateTime(instant: Date, timeZone: string): string {
  return floatingDateTime(instant.getTime() + offsetAt(timeZone, instant.getTime()) * MS_PER_MINUTE);
}
