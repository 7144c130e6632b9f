-- CreateEnum
CREATE TYPE "WaitlistStatus" AS ENUM ('WAITING', 'OFFERED', 'CLAIMED', 'LEFT', 'EXPIRED');

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "expertId" UUID,
    "date" TEXT,
    "startsAt" TIMESTAMPTZ(3),
    "status" "WaitlistStatus" NOT NULL DEFAULT 'WAITING',
    "offeredSlotId" UUID,
    "offerExpertId" UUID,
    "offerEndsAt" TIMESTAMPTZ(3),
    "heldSlotIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "offers" INTEGER NOT NULL DEFAULT 0,
    "bookingId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WaitlistEntry_tenantId_status_createdAt_idx" ON "WaitlistEntry"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_tenantId_userId_idx" ON "WaitlistEntry"("tenantId", "userId");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_expertId_tenantId_fkey" FOREIGN KEY ("expertId", "tenantId") REFERENCES "Expert"("id", "tenantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- A day or a time, never both nor neither.
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_day_or_time" CHECK (("date" IS NULL) <> ("startsAt" IS NULL));

-- One live entry per customer, service, expert (or any) and day or time: joining twice is refused.
CREATE UNIQUE INDEX "WaitlistEntry_live_unique" ON "WaitlistEntry" (
  "tenantId", "userId", "serviceId", COALESCE("expertId", '00000000-0000-0000-0000-000000000000'::uuid),
  COALESCE("date", ''), COALESCE("startsAt", 'epoch'::timestamptz)
) WHERE "status" IN ('WAITING', 'OFFERED');
