-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "bufferMinutes" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Slot" ADD COLUMN     "fromSchedule" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ExpertSchedule" (
    "tenantId" UUID NOT NULL,
    "expertId" UUID NOT NULL,
    "weekly" JSONB NOT NULL,
    "overrides" JSONB NOT NULL,
    "filledThrough" TEXT,
    "appliedTimeZone" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ExpertSchedule_pkey" PRIMARY KEY ("tenantId","expertId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExpertSchedule_expertId_tenantId_key" ON "ExpertSchedule"("expertId", "tenantId");

-- AddForeignKey
ALTER TABLE "ExpertSchedule" ADD CONSTRAINT "ExpertSchedule_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertSchedule" ADD CONSTRAINT "ExpertSchedule_expertId_tenantId_fkey" FOREIGN KEY ("expertId", "tenantId") REFERENCES "Expert"("id", "tenantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the buffer after bookings is at most 12 hours (the API allows 0..720 minutes).
ALTER TABLE "Tenant" ADD CONSTRAINT "Tenant_buffer_valid" CHECK ("bufferMinutes" BETWEEN 0 AND 720);
