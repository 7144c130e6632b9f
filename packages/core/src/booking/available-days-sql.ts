// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers it): the customer
// calendar's days summary (issue 28.1) as one aggregate. Cutting it from the full 60-day answer
// read every slot of the window into Node, fitted and formatted each one, and then only counted
// them: the summary cost nearly what the whole window costs. This statement applies the same
// rules as fitting.ts and available-slots.ts inside PostgreSQL and returns a row per green day:
// - a start is a free slot (no booking, no live hold for someone other than the viewer) followed by
//   free slots back to back (each starting where the previous ends, one expert's) that reach the
//   service's length: the "island" of back-to-back free slots around it must end at or after
//   start + length;
// - the run a booking there would take (from the start to the first slot ending at or after
//   start + length) keeps `buffer` from every booked slot of that expert on both sides;
// - starts after the minimum notice and inside the asked range only; several experts count a time
//   once (the first free one is named by the full answer, the summary only counts);
// - days are the tenant's local dates, returned as one row with what days-summary-cache.ts needs.
// tests/booking/available-days-aggregate.test.ts holds it equal to the per-day computation.
import { z } from "zod";
import { statement, type Sql } from "@booking/db";

const dayRow = z.strictObject({ date: z.string(), starts: z.number() });
/**
 * The green days and what a cache needs to know when they could change without a write
 * (days-summary-cache.ts): the statement's snapshot, the first slot read (dropped once the read
 * range moves past it), the first start after the earliest start (dropped once the minimum notice
 * passes it) and the first live hold's end.
 */
const summaryRow = z.strictObject({
  days: z.array(dayRow),
  snapshot: z.string(),
  firstRead: z.date().nullable(),
  nextStart: z.date().nullable(),
  nextLapse: z.date().nullable(),
});
export type AvailableDaysRead = z.output<typeof summaryRow>;

/**
 * $1 tenant, [$2, $3) the slots read (as listAvailableSlots reads them), $4 the experts (NULL: the
 * default expert), $5 the viewer (NULL: nobody signed in), $6 the service (NULL: one slot's
 * length, $7 minutes), $8 the buffer in minutes, $9 the earliest start (exclusive), [$10, $11)
 * the starts to count, $12 the tenant's zone.
 *
 * One pass over each expert's slots, latest first: a free slot's chain goes on when the next slot
 * is free and starts where it ends, and its island ends where the nearest slot at or after it whose
 * chain stops ends (a running minimum, as ends only decrease going back in time: one expert's
 * slots never overlap, an exclusion constraint). With a buffer, the latest booked slot before a
 * start is the one with the latest end (a second pass, earliest first) and the next booked slot
 * after it the one with the earliest start. The exact end of the run is only looked up (one index
 * probe) for a start whose next booking lies between the shortest possible run and the island's
 * end: slots on the half-hour grid end exactly at start + length, so the probe is rare.
 */
function availableDaysText(withBuffer: boolean): string {
  const bookedBefore = withBuffer
    ? `, max("endsAt") FILTER (WHERE "bookingId" IS NOT NULL)
          OVER (PARTITION BY "expertId" ORDER BY "startsAt" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS booked_before_ends`
    : "";
  const bookedAfter = withBuffer
    ? `, min(starts) FILTER (WHERE booked) OVER (later_first ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS booked_after_starts`
    : "";
  const clearOfBookings = withBuffer
    ? `AND (booked_before_ends IS NULL OR booked_before_ends <= starts - length.buffer)
        AND CASE
          WHEN booked_after_starts IS NULL OR booked_after_starts >= island_ends + length.buffer THEN true
          WHEN booked_after_starts < starts + length.service + length.buffer THEN false
          ELSE booked_after_starts >= (
            SELECT "endsAt" FROM "Slot"
            WHERE "tenantId" = $1::uuid AND "expertId" = islands.expert
              AND "startsAt" >= islands.starts AND "startsAt" < islands.starts + length.service
            ORDER BY "startsAt" DESC LIMIT 1
          ) + length.buffer
        END`
    : "";
  return `
    WITH length AS (
      SELECT make_interval(mins => COALESCE(
        (SELECT "durationMinutes" FROM "Service" WHERE id = $6::uuid AND "tenantId" = $1::uuid), $7::int)) AS service,
        make_interval(mins => $8::int) AS buffer
    ), slot AS (
      SELECT "expertId" AS expert, "startsAt" AS starts, "endsAt" AS ends, "bookingId" IS NOT NULL AS booked, "heldUntil" AS held_until,
        "bookingId" IS NULL AND NOT (COALESCE("heldUntil" > now(), false) AND "heldForUserId" IS NOT NULL
          AND "heldForUserId" IS DISTINCT FROM $5::uuid) AS free${bookedBefore}
      FROM "Slot"
      WHERE "tenantId" = $1::uuid
        AND "expertId" = ANY(COALESCE($4::uuid[], ARRAY(SELECT id FROM "Expert" WHERE "tenantId" = $1::uuid AND "isDefault")))
        AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
    ), chains AS (
      SELECT *,
        COALESCE(free AND lag(free) OVER later_first AND lag(starts) OVER later_first = ends, false) AS chain_goes_on${bookedAfter}
      FROM slot
      WINDOW later_first AS (PARTITION BY expert ORDER BY starts DESC)
    ), islands AS (
      SELECT *, min(ends) FILTER (WHERE NOT chain_goes_on)
        OVER (PARTITION BY expert ORDER BY starts DESC ROWS UNBOUNDED PRECEDING) AS island_ends
      FROM chains
    ), fitting AS (
      SELECT DISTINCT starts FROM islands, length
      WHERE free AND starts > $9::timestamptz AND starts >= $10::timestamptz AND starts < $11::timestamptz
        AND island_ends >= starts + length.service
        ${clearOfBookings}
    )
    , days AS (
      SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS starts
      FROM (SELECT (starts AT TIME ZONE $12::text)::date AS day FROM fitting) AS local
      GROUP BY day
    )
    SELECT COALESCE((SELECT json_agg(json_build_object('date', date, 'starts', starts) ORDER BY date) FROM days), '[]') AS days,
      pg_current_snapshot()::text AS snapshot,
      (SELECT min(starts) FROM slot) AS "firstRead",
      (SELECT min(starts) FROM slot WHERE starts > $9::timestamptz) AS "nextStart",
      (SELECT min(held_until) FROM slot WHERE held_until > now()) AS "nextLapse"`;
}

/** Most pages keep no buffer (the default): their statement skips both booked-neighbour passes. */
const availableDaysStatements = {
  withoutBuffer: statement("available_days", summaryRow, availableDaysText(false)),
  withBuffer: statement("available_days_with_buffer", summaryRow, availableDaysText(true)),
};

export interface AvailableDaysQuery {
  tenantId: string;
  readFrom: Date;
  readUntil: Date;
  experts: readonly string[] | null;
  viewerId: string | null;
  serviceId: string | null;
  slotMinutes: number;
  bufferMinutes: number;
  notBefore: Date;
  startsFrom: Date;
  startsUntil: Date;
  timeZone: string;
}

/** Green days in date order, each with how many starts it offers. */
export async function availableDaysOf(sql: Sql, q: AvailableDaysQuery): Promise<{ date: string; starts: number }[]> {
  return (await readAvailableDays(sql, q)).days;
}

/** The green days with the snapshot and instants that tell a cache when they could change. */
export async function readAvailableDays(sql: Sql, q: AvailableDaysQuery): Promise<AvailableDaysRead> {
  const [row] = await sql.rows(availableDaysStatements[q.bufferMinutes > 0 ? "withBuffer" : "withoutBuffer"], [
    q.tenantId,
    q.readFrom,
    q.readUntil,
    q.experts,
    q.viewerId,
    q.serviceId,
    q.slotMinutes,
    q.bufferMinutes,
    q.notBefore,
    q.startsFrom,
    q.startsUntil,
    q.timeZone,
  ]);
  return row!;
}
