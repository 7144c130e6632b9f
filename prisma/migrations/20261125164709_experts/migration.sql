-- Experts: the unit of availability (DESIGN §10). Every tenant gets one default expert, existing
-- slots and bookings become that expert's.

-- CreateTable
CREATE TABLE "Expert" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Expert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Expert_tenantId_idx" ON "Expert"("tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "Expert_id_tenantId_key" ON "Expert"("id", "tenantId");

-- AddForeignKey
ALTER TABLE "Expert" ADD CONSTRAINT "Expert_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: at most one default expert per tenant.
CREATE UNIQUE INDEX "Expert_one_default_per_tenant" ON "Expert"("tenantId") WHERE "isDefault";

-- Hand-written: every tenant, existing or new, has its default expert. A trigger rather than
-- application code, so no path that inserts a tenant (setup, the default tenant, the demo seed,
-- scripts, tests) can leave one without. The body is an E-string with \073 for the semicolons,
-- because the migration runner splits the script on every semicolon (even inside quotes).
INSERT INTO "Expert" ("id", "tenantId", "name", "isDefault", "createdAt", "updatedAt")
SELECT gen_random_uuid(), "id", "displayName", true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP FROM "Tenant";

CREATE FUNCTION "tenant_default_expert"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN INSERT INTO "Expert" ("id", "tenantId", "name", "isDefault", "createdAt", "updatedAt") VALUES (gen_random_uuid(), NEW."id", NEW."displayName", true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)\073 RETURN NEW\073 END';

CREATE TRIGGER "Tenant_default_expert" AFTER INSERT ON "Tenant" FOR EACH ROW EXECUTE FUNCTION "tenant_default_expert"();

-- Slots and bookings belong to an expert: existing rows to their tenant's default one.
ALTER TABLE "Slot" ADD COLUMN "expertId" UUID;
ALTER TABLE "Booking" ADD COLUMN "expertId" UUID;
UPDATE "Slot" SET "expertId" = e."id" FROM "Expert" e WHERE e."tenantId" = "Slot"."tenantId" AND e."isDefault";
UPDATE "Booking" SET "expertId" = e."id" FROM "Expert" e WHERE e."tenantId" = "Booking"."tenantId" AND e."isDefault";
ALTER TABLE "Slot" ALTER COLUMN "expertId" SET NOT NULL;
ALTER TABLE "Booking" ALTER COLUMN "expertId" SET NOT NULL;

-- DropIndex
DROP INDEX "Slot_tenantId_startsAt_key";

-- CreateIndex
CREATE UNIQUE INDEX "Slot_tenantId_expertId_startsAt_key" ON "Slot"("tenantId", "expertId", "startsAt");

-- AddForeignKey
ALTER TABLE "Slot" ADD CONSTRAINT "Slot_expertId_tenantId_fkey" FOREIGN KEY ("expertId", "tenantId") REFERENCES "Expert"("id", "tenantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_expertId_tenantId_fkey" FOREIGN KEY ("expertId", "tenantId") REFERENCES "Expert"("id", "tenantId") ON DELETE NO ACTION ON UPDATE CASCADE;
