-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "maxPendingPerCustomer" INTEGER NOT NULL DEFAULT 3;

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "pendingBookings" INTEGER NOT NULL DEFAULT 0;

-- Hand-written (issue 12.6): a customer holds at most Tenant.maxPendingPerCustomer open (PENDING)
-- bookings. Membership.pendingBookings counts them, kept by the triggers below on every path that
-- writes a booking (the booking statement, payments, timeouts, admin changes, fixtures), and the
-- statement that creates a booking checks it against the cap while it holds the membership row
-- (booking-sql.ts), so concurrent bookings of one customer cannot overshoot.
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_max_pending_valid" CHECK ("maxPendingPerCustomer" >= 0);
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_pending_non_negative" CHECK ("pendingBookings" >= 0);

UPDATE "Membership" AS m SET "pendingBookings" = (
  SELECT count(*) FROM "Booking" AS b WHERE b."tenantId" = m."tenantId" AND b."userId" = m."userId" AND b."status" = 'PENDING'
);

-- The body is an E-string with \073 for semicolons (the migration runner splits on every one).
-- GREATEST: a booking made before its author became a member was never counted.
CREATE FUNCTION "booking_pending_count"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_OP <> ''INSERT'' AND OLD."status" = ''PENDING'' THEN
    UPDATE "Membership" SET "pendingBookings" = GREATEST("pendingBookings" - 1, 0)
    WHERE "tenantId" = OLD."tenantId" AND "userId" = OLD."userId"\073
  END IF\073
  IF TG_OP <> ''DELETE'' AND NEW."status" = ''PENDING'' THEN
    UPDATE "Membership" SET "pendingBookings" = "pendingBookings" + 1
    WHERE "tenantId" = NEW."tenantId" AND "userId" = NEW."userId"\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Booking_pending_insert" AFTER INSERT ON "Booking"
  FOR EACH ROW WHEN (NEW."status" = 'PENDING') EXECUTE FUNCTION "booking_pending_count"();
CREATE TRIGGER "Booking_pending_status" AFTER UPDATE OF "status" ON "Booking"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "booking_pending_count"();
CREATE TRIGGER "Booking_pending_delete" AFTER DELETE ON "Booking"
  FOR EACH ROW WHEN (OLD."status" = 'PENDING') EXECUTE FUNCTION "booking_pending_count"();
