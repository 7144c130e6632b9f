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
// - days are the tenant's local dates.
// tests/booking/available-days-aggregate.test.ts holds it equal to the per-day computation.
import { z } from "zod";
import { statement, type Sql } from "@booking/db";

const dayRow = z.strictObject({ date: z.string(), starts: z.number() });

/**
 * $1 tenant, [$2, $3) the slots read (as listAvailableSlots reads them), $4 the experts (NULL: the
 * default expert), $5 the viewer (NULL: nobody signed in), $6 the service (NULL: one slot's
 * length, $7 minutes), $8 the buffer in minutes, $9 the earliest start (exclusive), [$10, $11)
 * the starts to count, $12 the tenant's zone.
 *
 * Window functions over one expert's slots in start order: one expert's slots never overlap (an
 * exclusion constraint), so the latest booked slot before a start is the one with the latest end,
 * and the next booked slot after it the one with the earliest start. The exact end of the run is
 * only looked up (one index probe) for the rare start whose next booking lies between the
 * shortest possible run and the island's end: slots on the half-hour grid end exactly at
 * start + length, so the probe answers what the cheaper bounds cannot decide.
 */
const availableDaysStatement = statement(
  "available_days",
  dayRow,
  `
    WITH length AS (
      SELECT make_interval(mins => COALESCE(
        (SELECT "durationMinutes" FROM "Service" WHERE id = $6::uuid AND "tenantId" = $1::uuid), $7::int)) AS service,
        make_interval(mins => $8::int) AS buffer
    ), slot AS (
      SELECT "expertId" AS expert, "startsAt" AS starts, "endsAt" AS ends, "bookingId" IS NOT NULL AS booked,
        "bookingId" IS NULL AND NOT (COALESCE("heldUntil" > now(), false) AND "heldForUserId" IS NOT NULL
          AND "heldForUserId" IS DISTINCT FROM $5::uuid) AS free
      FROM "Slot"
      WHERE "tenantId" = $1::uuid
        AND "expertId" = ANY(COALESCE($4::uuid[], ARRAY(SELECT id FROM "Expert" WHERE "tenantId" = $1::uuid AND "isDefault")))
        AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
    ), neighbours AS (
      SELECT *,
        CASE WHEN free AND lag(free) OVER by_start AND lag(ends) OVER by_start = starts THEN 0 ELSE 1 END AS breaks_chain,
        max(ends) FILTER (WHERE booked) OVER (by_start ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS booked_before_ends,
        min(starts) FILTER (WHERE booked)
          OVER (PARTITION BY expert ORDER BY starts DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS booked_after_starts
      FROM slot
      WINDOW by_start AS (PARTITION BY expert ORDER BY starts)
    ), islands AS (
      SELECT *, sum(breaks_chain) OVER (PARTITION BY expert ORDER BY starts) AS island FROM neighbours
    ), free_starts AS (
      SELECT expert, starts, booked_before_ends, booked_after_starts, max(ends) OVER (PARTITION BY expert, island) AS island_ends
      FROM islands WHERE free
    ), fitting AS (
      SELECT f.*, f.starts + length.service AS shortest_run_ends, length.buffer
      FROM free_starts f, length
      WHERE f.starts > $9::timestamptz AND f.starts >= $10::timestamptz AND f.starts < $11::timestamptz
        AND f.island_ends >= f.starts + length.service
        AND (f.booked_before_ends IS NULL OR f.booked_before_ends <= f.starts - length.buffer)
    )
    SELECT to_char(starts AT TIME ZONE $12::text, 'YYYY-MM-DD') AS date, count(DISTINCT starts)::int AS starts
    FROM fitting
    WHERE CASE
      WHEN booked_after_starts IS NULL OR booked_after_starts >= island_ends + buffer THEN true
      WHEN booked_after_starts < shortest_run_ends + buffer THEN false
      ELSE booked_after_starts >= (
        SELECT "endsAt" FROM "Slot"
        WHERE "tenantId" = $1::uuid AND "expertId" = fitting.expert
          AND "startsAt" >= fitting.starts AND "startsAt" < fitting.shortest_run_ends
        ORDER BY "startsAt" DESC LIMIT 1
      ) + buffer
    END
    GROUP BY 1
    ORDER BY 1`,
);

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
export function availableDaysOf(sql: Sql, q: AvailableDaysQuery): Promise<{ date: string; starts: number }[]> {
  return sql.rows(availableDaysStatement, [
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
}
