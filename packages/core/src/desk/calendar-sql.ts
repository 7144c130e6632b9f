// Reviewed raw SQL of the back office's day and week views (tests/isolation/sql-statements covers
// it): one prepared statement, one round trip, because the week view is the screen an administrator
// keeps open (README bench (i): within 2x of the hand-written query).
import { z } from "zod";
import { statement } from "@booking/db";

/** kind "expert": id and name; "booking": every column; "free": id, expertId and times. */
export const calendarRow = z.strictObject({
  kind: z.enum(["expert", "booking", "free"]),
  id: z.string(),
  expertId: z.string().nullable(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
  status: z.string().nullable(),
  noShow: z.boolean().nullable(),
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The customer's answers (contracts intake.ts IntakeAnswer[]; issue 31.1); null: none asked. */
  intakeAnswers: z.array(z.unknown()).nullable(),
  /** Where the session happens (contracts BookingLocation; issue 31.2); null: not said. */
  sessionLocation: z.unknown(),
});

/**
 * Tenant $1's experts (the default one first), its bookings (any status) starting in [$2, $3) and
 * its free slots starting in [$2, $3) after $5, of expert $4 when not null; in time order.
 */
export const calendarStatement = statement(
  "calendar_week",
  calendarRow,
  `
    SELECT kind, id, "expertId", "startsAt", "endsAt", status, "noShow", "serviceId", "serviceName", "userId", "firstName", "lastName", "intakeAnswers", "sessionLocation"
    FROM (
      SELECT 'expert' AS kind, id, NULL::uuid AS "expertId", NULL::timestamptz AS "startsAt", NULL::timestamptz AS "endsAt",
        NULL AS status, NULL::boolean AS "noShow", NULL::uuid AS "serviceId", name AS "serviceName", NULL::uuid AS "userId",
        NULL AS "firstName", NULL AS "lastName", NULL::jsonb AS "intakeAnswers", NULL::jsonb AS "sessionLocation", 0 AS part, CASE WHEN "isDefault" THEN 0 ELSE 1 END AS rank
      FROM "Expert" WHERE "tenantId" = $1::uuid
      UNION ALL
      SELECT 'booking', b.id, b."expertId", b."startsAt", b."endsAt", b.status::text, b."noShow", b."serviceId", s.name, b."userId",
        u."firstName", u."lastName", b."intakeAnswers", b."sessionLocation", 1, 0
      FROM "Booking" b
      JOIN "Service" s ON s.id = b."serviceId" AND s."tenantId" = b."tenantId"
      JOIN "User" u ON u.id = b."userId"
      WHERE b."tenantId" = $1::uuid AND b."startsAt" >= $2::timestamptz AND b."startsAt" < $3::timestamptz
        AND ($4::uuid IS NULL OR b."expertId" = $4::uuid)
      UNION ALL
      SELECT 'free', id, "expertId", "startsAt", "endsAt", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, 0
      FROM "Slot"
      WHERE "tenantId" = $1::uuid AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
        AND "startsAt" > $5::timestamptz AND "bookingId" IS NULL AND ($4::uuid IS NULL OR "expertId" = $4::uuid)
    ) AS rows
    ORDER BY part, rank, "startsAt", "serviceName", id`,
);
