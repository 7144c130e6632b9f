-- Hand-written (Prisma cannot state it): no two slots of one expert overlap in time (issue 12.1).
-- The unique start alone let 10:00-10:30 and 10:15-10:45 live side by side and be booked by two
-- customers. btree_gist gives the uuid columns the gist equality the constraint combines with
-- the range overlap. PostgreSQL 13+ trusts the extension (a database owner may create it), and
-- the embedded PGlite loads it (packages/db embedded.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Free slots that overlap another slot of their expert (a booked one, or an earlier free one) are
-- removed first so the constraint can be added. Two booked slots that overlap are a real double
-- booking an admin must resolve by hand: the constraint then fails and the migration stops.
DELETE FROM "Slot" AS s
WHERE s."bookingId" IS NULL AND EXISTS (
  SELECT 1 FROM "Slot" AS o
  WHERE o."tenantId" = s."tenantId" AND o."expertId" = s."expertId" AND o."id" <> s."id"
    AND o."startsAt" < s."endsAt" AND s."startsAt" < o."endsAt"
    AND (o."bookingId" IS NOT NULL OR o."startsAt" < s."startsAt" OR (o."startsAt" = s."startsAt" AND o."id" < s."id"))
);

ALTER TABLE "Slot" ADD CONSTRAINT "Slot_no_overlap"
  EXCLUDE USING gist ("tenantId" WITH =, "expertId" WITH =, tstzrange("startsAt", "endsAt") WITH &&);
