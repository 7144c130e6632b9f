-- CreateTable
CREATE TABLE "StaffBookingMessage" (
    "id" UUID NOT NULL,
    "tenantId" UUID NOT NULL,
    "bookingId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "chatId" BIGINT NOT NULL,
    "messageId" INTEGER NOT NULL,
    "botConfigId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffBookingMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffBookingMessage_tenantId_idx" ON "StaffBookingMessage"("tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "StaffBookingMessage_bookingId_userId_key" ON "StaffBookingMessage"("bookingId", "userId");

-- AddForeignKey
ALTER TABLE "StaffBookingMessage" ADD CONSTRAINT "StaffBookingMessage_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffBookingMessage" ADD CONSTRAINT "StaffBookingMessage_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
