-- CreateTable
CREATE TABLE "CalendarChange" (
    "id" BIGSERIAL NOT NULL,
    "tenantId" UUID NOT NULL,
    "xact" BIGINT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CalendarChange_tenantId_xact_idx" ON "CalendarChange"("tenantId", "xact");

-- Issue 28.1: every statement that writes a tenant's slots, services or experts appends one row per
-- tenant it touched, stamped with its transaction's id. A statement-level trigger with a transition
-- table: one insert per statement (a generated week of slots is one row, not hundreds), and an
-- insert never waits on another (no per-tenant counter row that bookings would queue on). Semicolons
-- in the body as \073, as in the earlier trigger migrations (the migration runner splits on them).
CREATE FUNCTION "calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "CalendarChange" ("tenantId", "xact")
  SELECT DISTINCT "tenantId", pg_current_xact_id()::text::bigint FROM changed_rows\073
  RETURN NULL\073
END';

CREATE TRIGGER "Slot_inserted" AFTER INSERT ON "Slot" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Slot_updated" AFTER UPDATE ON "Slot" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Slot_deleted" AFTER DELETE ON "Slot" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Service_inserted" AFTER INSERT ON "Service" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Service_updated" AFTER UPDATE ON "Service" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Service_deleted" AFTER DELETE ON "Service" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Expert_inserted" AFTER INSERT ON "Expert" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Expert_updated" AFTER UPDATE ON "Expert" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
CREATE TRIGGER "Expert_deleted" AFTER DELETE ON "Expert" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed"();
