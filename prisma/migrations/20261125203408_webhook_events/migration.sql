-- Hand-written (issue 16.3): a booking change queues its outgoing-webhook event in the change's own
-- transaction, on every path that writes a booking (the booking statement, admin changes, payments,
-- timeouts, reschedules), and only for tenants with an active endpoint taking that event.
-- The "webhook-dispatch" job (core webhooks/delivery.ts) then fans it out to the endpoints.
-- The body is an E-string with \073 for semicolons (the migration runner splits on every one).
CREATE FUNCTION "booking_webhook_event"() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE
  event text\073
BEGIN
  IF TG_OP = ''INSERT'' THEN
    event := ''booking.created''\073
  ELSIF NEW."startsAt" IS DISTINCT FROM OLD."startsAt" THEN
    event := ''booking.rescheduled''\073
  ELSE
    event := CASE NEW."status" WHEN ''CONFIRMED'' THEN ''booking.confirmed'' WHEN ''PAID'' THEN ''booking.paid''
      WHEN ''CANCELLED'' THEN ''booking.cancelled'' ELSE NULL END\073
  END IF\073
  IF event IS NOT NULL AND EXISTS (
    SELECT 1 FROM "WebhookEndpoint" AS e WHERE e."tenantId" = NEW."tenantId" AND e."isActive" AND event = ANY(e."events")
  ) THEN
    INSERT INTO "Job" (id, queue, payload, "runAt", "createdAt") VALUES (gen_random_uuid(), ''webhook-dispatch'',
      jsonb_build_object(''tenantId'', NEW."tenantId", ''bookingId'', NEW.id, ''event'', event, ''status'', NEW."status",
        ''occurredAt'', to_char(now() AT TIME ZONE ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'')), now(), now())\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Booking_webhook_insert" AFTER INSERT ON "Booking"
  FOR EACH ROW EXECUTE FUNCTION "booking_webhook_event"();
CREATE TRIGGER "Booking_webhook_update" AFTER UPDATE OF "status", "startsAt" ON "Booking"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."startsAt" IS DISTINCT FROM NEW."startsAt")
  EXECUTE FUNCTION "booking_webhook_event"();
