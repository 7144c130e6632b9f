-- AlterTable
ALTER TABLE "Slot" ADD COLUMN     "heldForUserId" UUID,
ADD COLUMN     "heldUntil" TIMESTAMPTZ(3);
