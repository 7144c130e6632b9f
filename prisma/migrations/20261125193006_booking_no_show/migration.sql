-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "noShow" BOOLEAN NOT NULL DEFAULT false;
