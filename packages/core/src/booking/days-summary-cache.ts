// The days summary, cached per process and never stale (issue 28.1; docs/DECISIONS.md "Days
// summary cache"). The aggregate (available-days-sql.ts) costs a window-function pass over ~3,000
// slots; a cached answer costs one index probe. An answer is reused only while nothing it read can
// have changed:
// - writes: triggers log every statement writing a tenant's slots, services or experts with its
//   transaction id, and the probe asks whether one of them committed after the answer's snapshot
//   (calendar-change-sql.ts) — so a write through any process is seen by the next read of every
//   process;
// - the clock: the answer records the first slot it read (the read range starts at "now" minus the
//   buffer and drops it once it passes), the first start after the minimum notice (no longer
//   offered once "now" plus the notice reaches it) and the first live hold's end (the probe compares
//   it with the database clock, which holds lapse by); the day range itself is in the key;
// - everything else the statement takes (viewer, experts, service, buffer, zone) is in the key.
import type { Sql } from "@booking/db";
import { readAvailableDays, type AvailableDaysQuery, type AvailableDaysRead } from "./available-days-sql.ts";
import { calendarStaleSince } from "./calendar-change-sql.ts";

/**
 * Older answers are read again. Housekeeping prunes change rows of transactions that began
 * CALENDAR_CHANGES_KEPT_SECONDS ago (ten times this): a row that matters committed after a
 * snapshot at most this old, so its transaction would have to have been open for nine minutes.
 */
const MAX_AGE_MS = 60_000;
export const CALENDAR_CHANGES_KEPT_SECONDS = 600;
const MAX_ENTRIES = 10_000;

interface Entry {
  query: AvailableDaysQuery;
  read: AvailableDaysRead;
  storedAt: number;
}

/** One cache per pool: a process's API and a second instance on another pool keep their own. */
const caches = new WeakMap<Sql, Map<string, Entry>>();

function entriesOf(sql: Sql): Map<string, Entry> {
  let entries = caches.get(sql);
  if (!entries) {
    entries = new Map();
    caches.set(sql, entries);
  }
  return entries;
}

/** What the answer depends on apart from the clock-driven bounds (readFrom, notBefore). */
function keyOf(q: AvailableDaysQuery): string {
  return JSON.stringify([
    q.tenantId,
    q.experts,
    q.viewerId,
    q.serviceId,
    q.slotMinutes,
    q.bufferMinutes,
    q.readUntil.getTime(),
    q.startsFrom.getTime(),
    q.startsUntil.getTime(),
    q.timeZone,
  ]);
}

/** The clock moved the read range and the earliest start forward without dropping a slot the answer read. */
function clockKeepsAnswer(entry: Entry, q: AvailableDaysQuery): boolean {
  const { query: then, read } = entry;
  if (q.readFrom < then.readFrom || q.notBefore < then.notBefore) return false;
  if (read.firstRead && q.readFrom > read.firstRead) return false;
  return !(read.nextStart && q.notBefore >= read.nextStart);
}

/** The green days as availableDaysOf would read them now, from the cache when provably unchanged. */
export async function cachedAvailableDays(sql: Sql, q: AvailableDaysQuery): Promise<{ date: string; starts: number }[]> {
  const entries = entriesOf(sql);
  const key = keyOf(q);
  const entry = entries.get(key);
  if (
    entry &&
    performance.now() - entry.storedAt < MAX_AGE_MS &&
    clockKeepsAnswer(entry, q) &&
    !(await calendarStaleSince(sql, q.tenantId, entry.read.snapshot, entry.read.nextLapse))
  ) {
    return entry.read.days;
  }
  const read = await readAvailableDays(sql, q);
  entries.delete(key);
  entries.set(key, { query: q, read, storedAt: performance.now() });
  // Oldest first in insertion order: a Map is the LRU-ish bound (re-stored answers move to the end).
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return read.days;
}
