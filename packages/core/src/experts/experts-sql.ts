// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): the
// customer calendar of several experts (issue 16.2) reads their slots in one index range.
import { z } from "zod";
import { statement, type Sql } from "@booking/db";
import { LIVE_HOLDER } from "../booking/booking-sql.ts";
import type { StoredSlot } from "../booking/slot-view.ts";

const expertRangeRow = z.strictObject({
  id: z.string(),
  expertId: z.string(),
  startsMs: z.number(),
  endsMs: z.number(),
  bookingId: z.string().nullable(),
  heldFor: z.string().nullable(),
});

/** Slots of tenant $1's experts $4 starting in [$2, $3), in start order (times as epoch ms, see booking-sql). */
const expertsSlotsInRange = statement(
  "experts_slots_in_range",
  expertRangeRow,
  `
    SELECT id, "expertId", (extract(epoch FROM "startsAt") * 1000)::float8 AS "startsMs",
      (extract(epoch FROM "endsAt") * 1000)::float8 AS "endsMs", "bookingId", ${LIVE_HOLDER}
    FROM "Slot"
    WHERE "tenantId" = $1::uuid AND "expertId" = ANY($4::uuid[]) AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
    ORDER BY "startsAt", "expertId"`,
);

export type ExpertSlot = StoredSlot & { expertId: string };

export async function slotsOfExperts(
  sql: Sql,
  tenantId: string,
  expertIds: readonly string[],
  from: Date,
  until: Date,
): Promise<ExpertSlot[]> {
  const rows = await sql.rows(expertsSlotsInRange, [tenantId, from, until, expertIds]);
  return rows.map((row) => ({
    id: row.id,
    expertId: row.expertId,
    startsAt: new Date(row.startsMs),
    endsAt: new Date(row.endsMs),
    bookingId: row.bookingId,
    heldFor: row.heldFor,
  }));
}
