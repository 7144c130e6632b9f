-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "sessionLocation" JSONB;

-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "sessionLocation" JSONB;
