// Reviewed raw SQL of the back office's day and week views (tests/isolation/sql-statements covers
// each statement): prepared statements, because the week view is the screen an administrator keeps
// open (README bench (i): within 2x of the hand-written query).
import { z } from "zod";
import { statement } from "@booking/db";

export const calendarExpertRow = z.strictObject({ id: z.string(), name: z.string() });
export const calendarBookingRow = z.strictObject({
  id: z.string(), expertId: z.string(), serviceId: z.string(), userId: z.string(), startsAt: z.date(), endsAt: z.date(),
  status: z.string(), noShow: z.boolean(), serviceName: z.string(), firstName: z.string(), lastName: z.string().nullable(),
});
export const calendarFreeSlotRow = z.strictObject({ id: z.string(), expertId: z.string(), startsAt: z.date(), endsAt: z.date() });

/** Tenant $1's experts, the default one first. */
export const calendarExpertsStatement = statement("calendar_experts", calendarExpertRow, `
    SELECT id, name FROM "Expert" WHERE "tenantId" = $1::uuid ORDER BY "isDefault" DESC, name, id`);

/** Tenant $1's bookings (any status) starting in [$2, $3), of expert $4 when not null. */
export const calendarBookingsStatement = statement("calendar_bookings", calendarBookingRow, `
    SELECT b.id, b."expertId", b."serviceId", b."userId", b."startsAt", b."endsAt", b.status::text AS status, b."noShow",
      s.name AS "serviceName", u."firstName", u."lastName"
    FROM "Booking" b
    JOIN "Service" s ON s.id = b."serviceId" AND s."tenantId" = b."tenantId"
    JOIN "User" u ON u.id = b."userId"
    WHERE b."tenantId" = $1::uuid AND b."startsAt" >= $2::timestamptz AND b."startsAt" < $3::timestamptz
      AND ($4::uuid IS NULL OR b."expertId" = $4::uuid)
    ORDER BY b."startsAt", b.id`);

/** Tenant $1's free slots starting in [$2, $3) and after $5, of expert $4 when not null. */
export const calendarFreeSlotsStatement = statement("calendar_free_slots", calendarFreeSlotRow, `
    SELECT id, "expertId", "startsAt", "endsAt" FROM "Slot"
    WHERE "tenantId" = $1::uuid AND "startsAt" >= $2::timestamptz AND "startsAt" < $3::timestamptz
      AND "startsAt" > $5::timestamptz AND "bookingId" IS NULL AND ($4::uuid IS NULL OR "expertId" = $4::uuid)
    ORDER BY "startsAt", "expertId"`);
