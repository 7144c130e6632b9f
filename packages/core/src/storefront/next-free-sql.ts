// The storefront's "next free time" of every active service in one statement (issue 25.1), so the
// business's page costs the same few queries however many services it sells (no query per
// service). It is fitting.ts's rule written in SQL, and the storefront test compares its answer
// with the calendar's (listAvailableSlots) on the same slots:
// - a start is a free slot (no booking, not held for anyone: the page has no viewer) after the
//   minimum notice, inside the booking window;
// - free slots of one expert that follow each other back to back form a run; a start fits a
//   service when its run lasts the service's duration from it;
// - with a buffer, the shortest covering stretch keeps that many minutes from every booked slot of
//   the expert on both sides;
// - whose time: the default expert's, or on a plan with several experts every active expert
//   assigned to the service (all of them when none is assigned), as offered-experts.ts decides.
// Per (service, expert) a LATERAL scan stops at the first start that fits.
import { statement } from "@booking/db";
import { z } from "zod";

const nextFreeRow = z.strictObject({ serviceId: z.string(), expertId: z.string(), startsMs: z.number() });

/** $1 tenant, $2 not before (now + notice), $3 starts before (the window's end), $4 buffer minutes, $5 several experts. */
export const nextFreeStarts = statement(
  "storefront_next_free",
  nextFreeRow,
  `
  WITH offered AS (
    SELECT id FROM "Expert"
    WHERE "tenantId" = $1::uuid AND CASE WHEN $5::boolean THEN "isActive" ELSE "isDefault" END
  ),
  free AS (
    SELECT "expertId", "startsAt", "endsAt",
      "startsAt" IS DISTINCT FROM lag("endsAt") OVER (PARTITION BY "expertId" ORDER BY "startsAt") AS opens
    FROM "Slot"
    WHERE "tenantId" = $1::uuid AND "expertId" IN (SELECT id FROM offered)
      AND "startsAt" > $2::timestamptz AND "startsAt" < $3::timestamptz + interval '1 day'
      AND "bookingId" IS NULL AND ("heldUntil" IS NULL OR "heldUntil" <= now() OR "heldForUserId" IS NULL)
  ),
  numbered AS (
    SELECT "expertId", "startsAt", "endsAt",
      count(*) FILTER (WHERE opens) OVER (PARTITION BY "expertId" ORDER BY "startsAt") AS run
    FROM free
  ),
  runs AS (
    SELECT "expertId", "startsAt", "endsAt", run, max("endsAt") OVER (PARTITION BY "expertId", run) AS "runEnds"
    FROM numbered
  ),
  pairs AS (
    SELECT s.id AS "serviceId", make_interval(mins => s."durationMinutes") AS duration, o.id AS "expertId"
    FROM "Service" s CROSS JOIN offered o
    WHERE s."tenantId" = $1::uuid AND s."isActive" AND s."archivedAt" IS NULL
      AND (NOT $5::boolean
        OR NOT EXISTS (SELECT 1 FROM "ExpertService" a WHERE a."tenantId" = $1::uuid AND a."serviceId" = s.id)
        OR EXISTS (SELECT 1 FROM "ExpertService" a WHERE a."tenantId" = $1::uuid AND a."serviceId" = s.id AND a."expertId" = o.id))
  )
  SELECT DISTINCT ON (p."serviceId") p."serviceId", p."expertId",
    (extract(epoch FROM first."startsAt") * 1000)::float8 AS "startsMs"
  FROM pairs p
  CROSS JOIN LATERAL (
    SELECT r."startsAt" FROM runs r
    WHERE r."expertId" = p."expertId" AND r."startsAt" < $3::timestamptz AND r."runEnds" >= r."startsAt" + p.duration
      AND ($4::int = 0 OR NOT EXISTS (
        SELECT 1 FROM "Slot" b
        WHERE b."tenantId" = $1::uuid AND b."expertId" = r."expertId" AND b."bookingId" IS NOT NULL
          AND b."endsAt" > r."startsAt" - make_interval(mins => $4::int)
          AND b."startsAt" < make_interval(mins => $4::int) + (
            SELECT min(c."endsAt") FROM runs c
            WHERE c."expertId" = r."expertId" AND c.run = r.run AND c."endsAt" >= r."startsAt" + p.duration)))
    ORDER BY r."startsAt"
    LIMIT 1
  ) first
  ORDER BY p."serviceId", first."startsAt"`,
);
